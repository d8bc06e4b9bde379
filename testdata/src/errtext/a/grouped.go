package a

import (
	"errors"
	"strings"
)

var errFatal = errors.New("fatal API error")

// isFatal takes the text once and searches it many times: one
// classification, reported once at its first search, with the others as
// related information.
func isFatal(err error) bool {
	if err == nil {
		return false
	}
	msg := strings.ToLower(err.Error())
	if strings.Contains(msg, "quota exceeded") || // want `^error err is classified by its message text with strings\.Contains \(4 searches\)$`
		strings.Contains(msg, "rate limit") ||
		strings.Contains(msg, "billing") {
		return true
	}
	switch msg {
	case "overloaded", "invalid api key":
		return true
	}
	return strings.HasSuffix(msg, "503")
}

// Two takings of the text are two classifications, each reported.
func retryable(err error) bool {
	if strings.Contains(err.Error(), "overloaded") { // want `^error err is classified by its message text with strings\.Contains$`
		return true
	}
	return strings.Contains(err.Error(), "unavailable") // want `^error err is classified by its message text with strings\.Contains$`
}

// A directive drops only the search on its line: the others are still
// one finding, at the first one kept.
func wrapFatal(err error) error {
	text := err.Error()
	//llmerrlint:ignore errtext the proxy in front of the model sends only this text
	if strings.Contains(text, "credit balance") {
		return errors.Join(errFatal, err)
	}
	if strings.Contains(text, "quota") || strings.Contains(text, "resource exhausted") { // want `^error err is classified by its message text with strings\.Contains \(2 searches\)$`
		return errors.Join(errFatal, err)
	}
	return err
}

func mentions(text, word string) bool { return strings.Contains(text, word) }

// A search through a helper joins the group, and still points into the
// helper.
func quotaOrBusy(err error) bool {
	msg := err.Error()
	return strings.Contains(msg, "quota") || mentions(msg, "overloaded") // want `^error err is classified by its message text with strings\.Contains \(2 searches\)$`
}

// Every search goes through one helper: the helper is named once.
func viaHelper(err error) bool {
	msg := err.Error()
	return mentions(msg, "quota") || mentions(msg, "overloaded") || mentions(msg, "resource exhausted") // want `^error err is classified by its message text with mentions \(3 searches\)$`
}
