// Package dot dot-imports llmerr.
package dot

import . "github.com/llmerrlint/llmerrlint/llmerr"

func page(c ErrorClass) bool {
	switch c { // want `^switch on ErrorClass misses Unknown$`
	case Transport, Timeout, RateLimited, Server, BadRequest, Auth, NotFound,
		PromptBlocked, OutputBlocked, Truncated, ToolProtocol, CallBudget:
		return false
	}
	return true
}

func tagless(c ErrorClass) bool {
	switch { // want `^switch on ErrorClass misses 12 of its 13 values$`
	case c == Transport:
		return true
	default:
		return false
	}
}

// A local constant shadows a class name: no fix.
func shadowed(c ErrorClass) bool {
	const Unknown = 0
	switch c { // want `^switch on ErrorClass misses Unknown$`
	case Transport, Timeout, RateLimited, Server, BadRequest, Auth, NotFound,
		PromptBlocked, OutputBlocked, Truncated, ToolProtocol, CallBudget:
		return Unknown == 0
	}
	return true
}
