// Package genai switches over genai's finish and block reasons; it is
// checked with -types=google.golang.org/genai.FinishReason,google.golang.org/genai.BlockedReason.
package genai

import (
	"errors"

	"google.golang.org/genai"
)

var errStopped = errors.New("stopped")

// The reasons a team thought of when it wrote this; later releases added
// more, and the default hides them.
func check(c *genai.Candidate) error {
	switch c.FinishReason { // want `^switch on genai.FinishReason misses 15 of its 19 values$`
	case genai.FinishReasonStop, "":
		return nil
	case genai.FinishReasonMaxTokens, genai.FinishReasonSafety, genai.FinishReasonRecitation:
		return errStopped
	default:
		return errStopped
	}
}

var blocked = map[genai.BlockedReason]bool{ // want `^map keyed by genai.BlockedReason misses 6 of its 8 values$`
	genai.BlockedReasonSafety:    true,
	genai.BlockedReasonBlocklist: true,
}

// genai.Role is not in -types.
func role(r genai.Role) bool {
	switch r {
	case genai.RoleUser:
		return true
	}
	return false
}
