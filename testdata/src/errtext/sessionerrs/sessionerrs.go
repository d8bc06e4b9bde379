// Package sessionerrs classifies the errors of a session store by their
// text. It imports no SDK and searches for nothing of the LLM failure
// vocabulary: it exports no fact, and calls of it are not reported.
package sessionerrs

import "strings"

// IsStale reports an expired session.
func IsStale(err error) bool {
	msg := strings.ToLower(err.Error())
	return strings.Contains(msg, "stale session") || strings.Contains(msg, "session not found")
}

// IsDuplicate reports a database's unique-key violation.
func IsDuplicate(err error) bool {
	return strings.Contains(err.Error(), "duplicate key value violates unique constraint")
}
