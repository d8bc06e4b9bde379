// Package modelerrors is an application's classification package: it // want package:`errtext\(ClassifyError=searchesText\(0:strings\.Contains\["429" "Too Many Requests" "maximum context length"\]/-1\) ContainsAny=searchesText\(0:strings\.Contains\[\]/1\) IsContextOverflow=searchesText\(0:strings\.Contains\["context length" "token limit"\]/-1\) IsRetryable=searchesText\(0:strings\.Contains\["429" "rate limit" "quota" "overloaded" "resource_exhausted"\]/-1\) IsTransient=searchesText\(0:strings\.Contains\["503" "unavailable"\]/-1\)\)\}$`
// imports no SDK, and classifies the errors its callers pass by their
// text. Its facts tell the importers which parameters it searches, so a
// call with a model's error is reported there.
package modelerrors

import (
	"strings"
)

// Reason is a class of failure.
type Reason int

const (
	Unknown Reason = iota
	RateLimited
	TooLong
)

var retryablePatterns = []string{"429", "rate limit", "quota", "overloaded", "resource_exhausted"}

// IsRetryable searches a list of patterns.
func IsRetryable(err error) bool {
	if err == nil {
		return false
	}
	msg := strings.ToLower(err.Error())
	for _, p := range retryablePatterns {
		if strings.Contains(msg, p) {
			return true
		}
	}
	return false
}

// IsContextOverflow searches for the words of a context-length error.
func IsContextOverflow(err error) bool {
	msg := strings.ToLower(err.Error())
	return strings.Contains(msg, "context length") || strings.Contains(msg, "token limit")
}

// ClassifyError hands the text to an unexported helper.
func ClassifyError(err error) Reason {
	if err == nil {
		return Unknown
	}
	return classify(err.Error())
}

func classify(msg string) Reason {
	switch {
	case strings.Contains(msg, "429"), strings.Contains(msg, "Too Many Requests"):
		return RateLimited
	case strings.Contains(msg, "maximum context length"):
		return TooLong
	}
	return Unknown
}

// ContainsAny takes its needles from the caller.
func ContainsAny(err error, subs ...string) bool {
	for _, s := range subs {
		if strings.Contains(err.Error(), s) {
			return true
		}
	}
	return false
}

var transient = []string{"503", "unavailable"}

// IsTransient hands a list of patterns to a helper that takes them.
func IsTransient(err error) bool {
	return matchesAny(err, transient)
}

func matchesAny(err error, patterns []string) bool {
	for _, p := range patterns {
		if strings.Contains(err.Error(), p) {
			return true
		}
	}
	return false
}

// IsCanceled searches for words outside the LLM failure vocabulary: it
// is not exported as a classifier.
func IsCanceled(err error) bool {
	return strings.Contains(err.Error(), "context canceled")
}

// Describe searches no error: its parameter is a label.
func Describe(label string) string {
	if strings.Contains(label, "quota") {
		return "quota"
	}
	return label
}
