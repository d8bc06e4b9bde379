// Package alias imports llmerr under another name.
package alias

import le "github.com/llmerrlint/llmerrlint/llmerr"

func status(c le.ErrorClass) int {
	switch c { // want `^switch on le.ErrorClass misses CallBudget, Unknown$`
	case le.Transport, le.Timeout, le.Server:
		return 502
	case le.RateLimited:
		return 429
	case le.BadRequest, le.PromptBlocked, le.OutputBlocked, le.ToolProtocol, le.Truncated:
		return 400
	case le.Auth:
		return 401
	case le.NotFound:
		return 404
	default:
		return 500
	}
}

var names = map[le.ErrorClass]string{ // want `^map keyed by le.ErrorClass misses 12 of its 13 values$`
	le.Transport: "transport",
}

// A parameter shadows the import name: the message still names the
// classes, but no fix is offered, since le.Unknown would not compile here.
func shadowed(c le.ErrorClass, le int) int {
	switch c { // want `^switch on le.ErrorClass misses 12 of its 13 values$`
	case 1:
		return le
	}
	return 0
}
