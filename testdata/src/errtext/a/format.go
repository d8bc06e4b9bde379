package a

import (
	"strings"

	"github.com/llmerrlint/llmerrlint/llmerr"
)

// Cutting or measuring the text at a separator formats it for display;
// it classifies nothing. Not reported.
func firstLine(err error) (string, llmerr.ErrorClass) {
	msg := err.Error()
	if i := strings.Index(msg, "\n"); i >= 0 {
		msg = msg[:i]
	}
	head, _, _ := strings.Cut(err.Error(), ": ")
	_ = head
	if strings.Count(msg, "\n") > 3 || strings.ContainsAny(msg, "\r\n\t") {
		msg = strings.TrimSpace(msg)
	}
	return msg, llmerr.Classify(err)
}

// A search for a word or a code still classifies. Reported.
func cutAtCode(err error) llmerr.ErrorClass {
	if _, _, found := strings.Cut(err.Error(), "429 "); found { // want `with strings\.Cut`
		return llmerr.RateLimited
	}
	if strings.Index(strings.ToLower(err.Error()), ": quota") >= 0 { // want `with strings\.Index`
		return llmerr.RateLimited
	}
	return llmerr.Unknown
}
