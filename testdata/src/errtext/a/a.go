package a

import (
	"errors"
	"fmt"
	"log"
	"regexp"
	"strings"

	"github.com/llmerrlint/llmerrlint/llmerr"
)

var quota = regexp.MustCompile(`(?i)resource_exhausted|quota`)

func classify(err error) llmerr.ErrorClass {
	if strings.Contains(err.Error(), "429") { // want `^error err is classified by its message text with strings\.Contains$`
		return llmerr.RateLimited
	}
	msg := strings.ToLower(err.Error())
	if strings.HasPrefix(msg, "deadline") { // want `error err is classified by its message text with strings\.HasPrefix`
		return llmerr.Timeout
	}
	if quota.MatchString(err.Error()) { // want `error err is classified by its message text with \(\*regexp\.Regexp\)\.MatchString`
		return llmerr.RateLimited
	}
	if ok, _ := regexp.MatchString("unavailable", err.Error()); ok { // want `with regexp\.MatchString`
		return llmerr.Server
	}
	if err.Error() == "quota exceeded" { // want `with ==$`
		return llmerr.RateLimited
	}
	switch err.Error() { // want `error err is classified by its message text in a switch$`
	case "overloaded", "unauthorized":
		return llmerr.Server
	}
	// Words outside the LLM failure vocabulary, for an error whose origin
	// is not known: not reported.
	switch err.Error() {
	case "unauthorized":
		return llmerr.Auth
	}
	if err.Error() == "not found" {
		return llmerr.NotFound
	}
	return llmerr.Unknown
}

type callError struct{ cause error }

func (e *callError) Error() string { return "call: " + e.cause.Error() }
func (e *callError) Unwrap() error { return e.cause }

// Errors held in fields, of no traceable origin: not reported.
func fieldAndMethod(ce *callError) llmerr.ErrorClass {
	if strings.Contains(ce.cause.Error(), "EOF") {
		return llmerr.Transport
	}
	if text := ce.Error(); strings.HasSuffix(text, "reset by peer") {
		return llmerr.Transport
	}
	return llmerr.Unknown
}

// A function literal's parameter has no traceable origin either: not
// reported.
var onModelError = func(err error) llmerr.ErrorClass {
	if strings.EqualFold(err.Error(), "safety") {
		return llmerr.OutputBlocked
	}
	return llmerr.Unknown
}

// Not reported: typed matching, logging, wrapping, emptiness, other strings.
func fine(err error, model string) llmerr.ErrorClass {
	var ce *callError
	if errors.As(err, &ce) {
		return llmerr.Transport
	}
	log.Printf("model call failed: %s", err.Error())
	wrapped := fmt.Errorf("generate with %s: %s", model, err.Error())
	_ = wrapped
	if err.Error() == "" {
		return llmerr.Unknown
	}
	if strings.Contains(model, "flash") {
		return llmerr.Unknown
	}
	parts := strings.Split(err.Error(), ":")
	_ = parts
	return llmerr.Unknown
}

// notLLM searches for words outside the LLM failure vocabulary.
func notLLM(err error) bool {
	return strings.Contains(err.Error(), "no such file")
}
