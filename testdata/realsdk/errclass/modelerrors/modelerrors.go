// Package modelerrors is an application's classification package over
// the real SDKs' errors: it imports none of them, and searches the text
// of the errors its callers pass. errtext reports the calls that pass it
// a model's error, in the callers' package.
package modelerrors

import "strings"

var retryable = []string{"429", "rate limit", "resource_exhausted", "overloaded"}

// IsRetryable searches a list of patterns.
func IsRetryable(err error) bool {
	msg := strings.ToLower(err.Error())
	for _, p := range retryable {
		if strings.Contains(msg, p) {
			return true
		}
	}
	return false
}

// IsContextOverflow searches for the words of a context-length error.
func IsContextOverflow(err error) bool {
	msg := strings.ToLower(err.Error())
	return strings.Contains(msg, "maximum context length") || strings.Contains(msg, "token limit")
}

// IsStaleSession searches for a session store's words: no classifier of
// LLM errors.
func IsStaleSession(err error) bool {
	return strings.Contains(err.Error(), "stale session")
}
