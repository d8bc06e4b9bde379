// Package nearest holds switches whose fix handles a missing class as the
// switch handles its twin, a class with the same rule in llmerr's
// taxonomy, and switches that get no fix because no body is known to be
// right for the class.
package nearest

import (
	"errors"
	"log"

	"github.com/llmerrlint/llmerrlint/llmerr"
)

var errPermanent = errors.New("permanent")

// Transport and Timeout share RateLimited's rule: retried, then degraded.
// NotFound shares Auth's. Truncated has no twin: no fix guesses for it.
func shouldRetry(c llmerr.ErrorClass) (bool, error) {
	switch c { // want `^switch on llmerr.ErrorClass misses Transport, Timeout, NotFound, Truncated$`
	case llmerr.RateLimited, llmerr.Server:
		return true, nil
	case llmerr.BadRequest, llmerr.CallBudget, llmerr.Unknown:
		return false, errPermanent
	case llmerr.Auth:
		log.Print("credentials")
		return false, errPermanent
	case llmerr.PromptBlocked, llmerr.OutputBlocked, llmerr.ToolProtocol:
		return false, nil
	}
	return false, nil
}

// A case list over several lines, with a comment after it: the class
// joins the list before the colon.
func degrade(c llmerr.ErrorClass) string {
	switch c { // want `^switch on llmerr.ErrorClass misses OutputBlocked$`
	case llmerr.Transport, llmerr.Timeout, llmerr.RateLimited, llmerr.Server,
		llmerr.BadRequest, llmerr.Auth, llmerr.NotFound, llmerr.Truncated, llmerr.ToolProtocol,
		llmerr.CallBudget, llmerr.Unknown: // the rest
		return "try again later"
	case llmerr.PromptBlocked: // refused
		return "I can't help with that"
	}
	return ""
}

type failure struct{ class llmerr.ErrorClass }

// A tagless switch: the class joins as one more comparison.
func (f failure) page() bool {
	switch { // want `^switch on llmerr.ErrorClass misses NotFound$`
	case f.class == llmerr.Auth || f.class == llmerr.CallBudget:
		return true
	case f.class == llmerr.Transport, f.class == llmerr.Timeout, f.class == llmerr.RateLimited,
		f.class == llmerr.Server, f.class == llmerr.BadRequest, f.class == llmerr.PromptBlocked,
		f.class == llmerr.OutputBlocked, f.class == llmerr.Truncated, f.class == llmerr.ToolProtocol,
		f.class == llmerr.Unknown:
		return false
	}
	return false
}

// Should not fix: the twins of Server are handled in two clauses, so
// which is nearest is unknown.
func splitTwins(c llmerr.ErrorClass) int {
	switch c { // want `^switch on llmerr.ErrorClass misses Server$`
	case llmerr.Transport, llmerr.Timeout:
		return 3
	case llmerr.RateLimited:
		return 10
	case llmerr.BadRequest, llmerr.Auth, llmerr.NotFound, llmerr.PromptBlocked, llmerr.OutputBlocked,
		llmerr.Truncated, llmerr.ToolProtocol, llmerr.CallBudget, llmerr.Unknown:
		return 0
	}
	return 0
}

// Should not fix: the twin's clause names a class in its body, so it may
// do something else for a newcomer.
func namesClass(c llmerr.ErrorClass) int {
	switch c { // want `^switch on llmerr.ErrorClass misses Timeout$`
	case llmerr.Transport, llmerr.RateLimited, llmerr.Server:
		if c == llmerr.RateLimited {
			return 30
		}
		return 1
	case llmerr.BadRequest, llmerr.Auth, llmerr.NotFound, llmerr.PromptBlocked, llmerr.OutputBlocked,
		llmerr.Truncated, llmerr.ToolProtocol, llmerr.CallBudget, llmerr.Unknown:
		return 0
	}
	return 0
}

// Should not fix: no class of the switch shares a rule with the missing
// ones, and a default does not say what they should do.
func noTwin(c llmerr.ErrorClass) string {
	switch c { // want `^switch on llmerr.ErrorClass misses Truncated, ToolProtocol$`
	case llmerr.Transport, llmerr.Timeout, llmerr.RateLimited, llmerr.Server:
		return "retry"
	case llmerr.BadRequest, llmerr.Auth, llmerr.NotFound, llmerr.CallBudget, llmerr.Unknown:
		return "raise"
	case llmerr.PromptBlocked, llmerr.OutputBlocked:
		return "refuse"
	default:
		return "pass"
	}
}

// Should not fix: a map's value for a twin is not copied.
var backoffSeconds = map[llmerr.ErrorClass]int{ // want `^map keyed by llmerr.ErrorClass misses 10 of its 13 values$`
	llmerr.RateLimited: 30,
	llmerr.Server:      5,
	llmerr.Auth:        0,
}
