package llmerr

import (
	"fmt"
	"strings"
)

// ErrorClass is the class of a failed model call. Each class has exactly one
// handling [Rule]; see [RuleFor].
//
// The zero ErrorClass is not a class: it means "no failure". [Classify]
// returns it for a nil error and for a caller's own cancellation, and the
// response classifiers return it for a healthy response. Its String is
// "NONE".
type ErrorClass uint8

// The thirteen classes. They are the only package-level constants of type
// ErrorClass, declared in one block, so tools (the classswitch analyzer
// among them) can enumerate them from the package scope. Append new classes
// at the end of the block.
const (
	// Transport: the request never completed at the network level
	// (connection refused or reset, broken pipe, unexpected EOF, DNS).
	Transport ErrorClass = iota + 1
	// Timeout: a deadline expired (context deadline, network timeout, 408).
	Timeout
	// RateLimited: the provider refused for quota (429, RESOURCE_EXHAUSTED).
	RateLimited
	// Server: the provider failed (5xx, UNAVAILABLE, INTERNAL, 409 ABORTED).
	Server
	// BadRequest: the provider rejected the request (400, 413,
	// INVALID_ARGUMENT, FAILED_PRECONDITION).
	BadRequest
	// Auth: credentials are missing, wrong or lack permission (401, 403).
	Auth
	// NotFound: the model or resource does not exist, or no longer does
	// (404, 410).
	NotFound
	// PromptBlocked: the provider refused the prompt; no candidate came back.
	PromptBlocked
	// OutputBlocked: a candidate was stopped by policy (SAFETY, RECITATION,
	// BLOCKLIST, PROHIBITED_CONTENT, SPII, LANGUAGE, IMAGE_SAFETY, ...).
	OutputBlocked
	// Truncated: the output was cut off (MAX_TOKENS, an unresumed
	// CONTINUATION).
	Truncated
	// ToolProtocol: the model broke the tool-calling contract
	// (MALFORMED_FUNCTION_CALL, UNEXPECTED_TOOL_CALL, TOO_MANY_TOOL_CALLS).
	ToolProtocol
	// CallBudget: the invocation used up its model-call budget
	// ([ErrCallBudget]).
	CallBudget
	// Unknown: a failure no rule recognises. It is never retried; review
	// the bucket and promote recurring patterns to named classes.
	Unknown
)

var classNames = [...]string{
	0:             "NONE",
	Transport:     "TRANSPORT",
	Timeout:       "TIMEOUT",
	RateLimited:   "RATE_LIMITED",
	Server:        "SERVER",
	BadRequest:    "BAD_REQUEST",
	Auth:          "AUTH",
	NotFound:      "NOT_FOUND",
	PromptBlocked: "PROMPT_BLOCKED",
	OutputBlocked: "OUTPUT_BLOCKED",
	Truncated:     "TRUNCATED",
	ToolProtocol:  "TOOL_PROTOCOL",
	CallBudget:    "CALL_BUDGET",
	Unknown:       "UNKNOWN",
}

// Classes returns the thirteen classes in declaration order.
func Classes() []ErrorClass {
	out := make([]ErrorClass, 0, len(classNames)-1)
	for c := Transport; c <= Unknown; c++ {
		out = append(out, c)
	}
	return out
}

// String returns the canonical name, e.g. "RATE_LIMITED", or "NONE" for the
// zero value.
func (c ErrorClass) String() string {
	if int(c) < len(classNames) {
		return classNames[c]
	}
	return fmt.Sprintf("ErrorClass(%d)", uint8(c))
}

// IsFailure reports whether c is one of the thirteen classes, that is,
// whether something failed.
func (c ErrorClass) IsFailure() bool { return c >= Transport && c <= Unknown }

// ParseErrorClass returns the class with the canonical name s, as String
// prints it. "NONE" parses to the zero value. Any other name is an error.
func ParseErrorClass(s string) (ErrorClass, error) {
	for i, name := range classNames {
		if name == s {
			return ErrorClass(i), nil
		}
	}
	return 0, fmt.Errorf("llmerr: unknown error class %q (want one of %s or NONE)",
		s, strings.Join(classNames[Transport:], ", "))
}

// MarshalText implements [encoding.TextMarshaler] with the canonical name.
func (c ErrorClass) MarshalText() ([]byte, error) {
	if int(c) >= len(classNames) {
		return nil, fmt.Errorf("llmerr: cannot marshal invalid %v", c)
	}
	return []byte(classNames[c]), nil
}

// UnmarshalText implements [encoding.TextUnmarshaler]; see [ParseErrorClass].
func (c *ErrorClass) UnmarshalText(text []byte) error {
	v, err := ParseErrorClass(string(text))
	if err != nil {
		return err
	}
	*c = v
	return nil
}

// Set implements [flag.Value], so a class can be a command-line flag.
func (c *ErrorClass) Set(s string) error { return c.UnmarshalText([]byte(s)) }
