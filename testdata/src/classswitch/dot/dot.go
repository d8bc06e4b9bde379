// Package dot dot-imports llmerr.
package dot

import . "github.com/llmerrlint/llmerrlint/llmerr"

func page(c ErrorClass) bool {
	switch c { // want `^missing cases in switch of type ErrorClass: Unknown$`
	case Transport, Timeout, RateLimited, Server, BadRequest, Auth, NotFound,
		PromptBlocked, OutputBlocked, Truncated, ToolProtocol, CallBudget:
		return false
	}
	return true
}

func tagless(c ErrorClass) bool {
	switch { // want `^missing cases in switch of type ErrorClass: Timeout, `
	case c == Transport:
		return true
	default:
		return false
	}
}

// A local constant shadows a class name: no fix.
func shadowed(c ErrorClass) bool {
	const Unknown = 0
	switch c { // want `^missing cases in switch of type ErrorClass: Unknown$`
	case Transport, Timeout, RateLimited, Server, BadRequest, Auth, NotFound,
		PromptBlocked, OutputBlocked, Truncated, ToolProtocol, CallBudget:
		return Unknown == 0
	}
	return true
}
