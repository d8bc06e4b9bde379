package llmerr_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/url"
	"os"
	"strings"
	"syscall"
	"testing"

	"github.com/llmerrlint/llmerrlint/llmerr"
	"google.golang.org/genai"
)

// wrap3 wraps err three levels deep, as an SDK, an agent framework and the
// caller's own code would.
func wrap3(err error) error {
	return fmt.Errorf("handler: %w", fmt.Errorf("agent: %w", fmt.Errorf("failed to call model: %w", err)))
}

// budgetLike is an error that reports itself as ErrCallBudget through its
// own Is method, as a decorator's richer error type would.
type budgetLike struct{ used int }

func (e budgetLike) Error() string        { return fmt.Sprintf("used %d calls", e.used) }
func (e budgetLike) Is(target error) bool { return target == llmerr.ErrCallBudget }

// timeoutLike is a net.Error that only says it timed out.
type timeoutLike struct{}

func (timeoutLike) Error() string   { return "timeout" }
func (timeoutLike) Timeout() bool   { return true }
func (timeoutLike) Temporary() bool { return true }

func TestClassifyAPIError(t *testing.T) {
	api := func(code int, status string) genai.APIError {
		return genai.APIError{Code: code, Status: status, Message: "m"}
	}
	tests := []struct {
		name string
		err  error
		want llmerr.ErrorClass
	}{
		{"400", api(400, "INVALID_ARGUMENT"), llmerr.BadRequest},
		{"401", api(401, "UNAUTHENTICATED"), llmerr.Auth},
		{"403", api(403, "PERMISSION_DENIED"), llmerr.Auth},
		{"404", api(404, "NOT_FOUND"), llmerr.NotFound},
		{"408 is a timeout", api(408, ""), llmerr.Timeout},
		{"409 ABORTED is transient server", api(409, "ABORTED"), llmerr.Server},
		{"410", api(410, ""), llmerr.NotFound},
		{"413 is the request's fault", api(413, ""), llmerr.BadRequest},
		{"429", api(429, "RESOURCE_EXHAUSTED"), llmerr.RateLimited},
		{"499 is the caller's cancellation", api(499, "CANCELLED"), 0},
		{"500", api(500, "INTERNAL"), llmerr.Server},
		{"502", api(502, ""), llmerr.Server},
		{"503", api(503, "UNAVAILABLE"), llmerr.Server},
		{"504", api(504, ""), llmerr.Server},
		{"599", api(599, ""), llmerr.Server},
		{"418 is unknown", api(418, ""), llmerr.Unknown},
		{"empty APIError", genai.APIError{}, llmerr.Unknown},
		{"message text is never read", genai.APIError{Message: "429 RESOURCE_EXHAUSTED quota"}, llmerr.Unknown},

		// An HTTP code wins over a status name.
		{"504 DEADLINE_EXCEEDED is server", api(504, "DEADLINE_EXCEEDED"), llmerr.Server},
		{"429 with a 4xx status is rate limited", api(429, "INVALID_ARGUMENT"), llmerr.RateLimited},
		{"400 RESOURCE_EXHAUSTED is bad request", api(400, "RESOURCE_EXHAUSTED"), llmerr.BadRequest},
		{"non-JSON body reason phrase", api(503, "503 Service Unavailable"), llmerr.Server},
		{"409 ALREADY_EXISTS follows the code", api(409, "ALREADY_EXISTS"), llmerr.Server},

		// The status decides when the code is missing or not an HTTP error.
		{"status RESOURCE_EXHAUSTED", api(0, "RESOURCE_EXHAUSTED"), llmerr.RateLimited},
		{"status UNAVAILABLE", api(0, "UNAVAILABLE"), llmerr.Server},
		{"status INTERNAL", api(0, "INTERNAL"), llmerr.Server},
		{"status UNKNOWN", api(0, "UNKNOWN"), llmerr.Server},
		{"status ABORTED", api(0, "ABORTED"), llmerr.Server},
		{"status DATA_LOSS", api(0, "DATA_LOSS"), llmerr.Server},
		{"status PERMISSION_DENIED", api(0, "PERMISSION_DENIED"), llmerr.Auth},
		{"status UNAUTHENTICATED", api(0, "UNAUTHENTICATED"), llmerr.Auth},
		{"status NOT_FOUND", api(0, "NOT_FOUND"), llmerr.NotFound},
		{"status INVALID_ARGUMENT", api(0, "INVALID_ARGUMENT"), llmerr.BadRequest},
		{"status FAILED_PRECONDITION", api(0, "FAILED_PRECONDITION"), llmerr.BadRequest},
		{"status OUT_OF_RANGE", api(0, "OUT_OF_RANGE"), llmerr.BadRequest},
		{"status ALREADY_EXISTS", api(0, "ALREADY_EXISTS"), llmerr.BadRequest},
		{"status UNIMPLEMENTED", api(0, "UNIMPLEMENTED"), llmerr.BadRequest},
		{"status DEADLINE_EXCEEDED", api(0, "DEADLINE_EXCEEDED"), llmerr.Timeout},
		{"status CANCELLED", api(0, "CANCELLED"), 0},
		{"status lower case is not canonical", api(0, "resource_exhausted"), llmerr.Unknown},
		{"status unknown name", api(0, "TEAPOT"), llmerr.Unknown},
		{"success code falls back to status", api(200, "RESOURCE_EXHAUSTED"), llmerr.RateLimited},
		{"success code without status", api(200, ""), llmerr.Unknown},

		// Value and pointer, wrapped one to three levels.
		{"pointer", &genai.APIError{Code: 429}, llmerr.RateLimited},
		{"typed nil pointer", (*genai.APIError)(nil), llmerr.Unknown},
		{"value wrapped once", fmt.Errorf("failed to call model: %w", api(503, "")), llmerr.Server},
		{"value wrapped twice", fmt.Errorf("a: %w", fmt.Errorf("b: %w", api(401, ""))), llmerr.Auth},
		{"value wrapped three times", wrap3(api(404, "")), llmerr.NotFound},
		{"pointer wrapped three times", wrap3(&genai.APIError{Code: 400}), llmerr.BadRequest},
		{"errors.Join", errors.Join(errors.New("first"), api(429, "")), llmerr.RateLimited},
		{"errors.Join wrapped", wrap3(errors.Join(nil, errors.New("x"), &genai.APIError{Code: 500})), llmerr.Server},
		{"multi %w", fmt.Errorf("%w and %w", errors.New("x"), api(403, "")), llmerr.Auth},
		{"join in a multi %w", fmt.Errorf("%w; %w", errors.New("x"), errors.Join(errors.New("y"), wrap3(api(429, "")))), llmerr.RateLimited},
		{"first APIError decides", errors.Join(api(429, ""), api(503, "")), llmerr.RateLimited},
		{"a specific APIError beats an unknown one", errors.Join(api(418, ""), api(503, "")), llmerr.Server},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := llmerr.Classify(tt.err); got != tt.want {
				t.Errorf("Classify(%v) = %v, want %v", tt.err, got, tt.want)
			}
		})
	}
}

func TestClassifyLocalErrors(t *testing.T) {
	selfRef := &selfWrapping{}
	selfRef.next = selfRef
	tests := []struct {
		name string
		err  error
		want llmerr.ErrorClass
	}{
		{"nil is no failure", nil, 0},

		{"ErrCallBudget", llmerr.ErrCallBudget, llmerr.CallBudget},
		{"ErrCallBudget wrapped three times", wrap3(llmerr.ErrCallBudget), llmerr.CallBudget},
		{"ErrCallBudget by Is", fmt.Errorf("x: %w", budgetLike{used: 501}), llmerr.CallBudget},
		{"budget beats an APIError", errors.Join(genai.APIError{Code: 429}, llmerr.ErrCallBudget), llmerr.CallBudget},

		{"context deadline", context.DeadlineExceeded, llmerr.Timeout},
		{"context deadline wrapped", wrap3(context.DeadlineExceeded), llmerr.Timeout},
		{"os deadline", os.ErrDeadlineExceeded, llmerr.Timeout},
		{"os deadline wrapped", fmt.Errorf("read: %w", os.ErrDeadlineExceeded), llmerr.Timeout},
		{"net.Error timeout", wrap3(timeoutLike{}), llmerr.Timeout},
		{"errno ETIMEDOUT", &os.SyscallError{Syscall: "connect", Err: syscall.ETIMEDOUT}, llmerr.Timeout},

		{"caller cancelled", context.Canceled, 0},
		{"caller cancelled wrapped", wrap3(context.Canceled), 0},
		{"cancel outranks the transport error it causes", &url.Error{Op: "Post", URL: "http://x", Err: context.Canceled}, 0},
		{"deadline beats cancel", errors.Join(context.Canceled, context.DeadlineExceeded), llmerr.Timeout},
		{"APIError beats cancel", errors.Join(context.Canceled, genai.APIError{Code: 503}), llmerr.Server},
		{"cancel cause", context.Cause(cancelledWithCause()), 0},

		{"unexpected EOF", io.ErrUnexpectedEOF, llmerr.Transport},
		{"unexpected EOF wrapped", wrap3(io.ErrUnexpectedEOF), llmerr.Transport},
		{"net.ErrClosed", fmt.Errorf("read: %w", net.ErrClosed), llmerr.Transport},
		{"ECONNRESET", &os.SyscallError{Syscall: "read", Err: syscall.ECONNRESET}, llmerr.Transport},
		{"ECONNREFUSED", syscall.ECONNREFUSED, llmerr.Transport},
		{"ECONNABORTED", syscall.ECONNABORTED, llmerr.Transport},
		{"EPIPE", &os.SyscallError{Syscall: "write", Err: syscall.EPIPE}, llmerr.Transport},
		{"EHOSTUNREACH", syscall.EHOSTUNREACH, llmerr.Transport},
		{"ENETUNREACH", syscall.ENETUNREACH, llmerr.Transport},
		{"an unrelated errno", syscall.ENOENT, llmerr.Unknown},
		{"DNS error", &url.Error{Op: "Post", URL: "https://x", Err: &net.OpError{Op: "dial", Net: "tcp", Err: &net.DNSError{Err: "no such host", Name: "x", IsNotFound: true}}}, llmerr.Transport},
		{"DNS timeout", &net.DNSError{Err: "i/o timeout", Name: "x", IsTimeout: true}, llmerr.Timeout},
		{"url.Error with no cause", &url.Error{Op: "Get", URL: "http://x"}, llmerr.Transport},
		{"APIError beats transport", fmt.Errorf("%w; %w", io.ErrUnexpectedEOF, genai.APIError{Code: 404}), llmerr.NotFound},
		{"timeout beats transport", errors.Join(syscall.ECONNRESET, context.DeadlineExceeded), llmerr.Timeout},
		{"transport beats an unrecognised APIError", errors.Join(genai.APIError{Code: 418}, io.ErrUnexpectedEOF), llmerr.Transport},

		{"plain error", errors.New("boom"), llmerr.Unknown},
		{"text is never read", errors.New("Error 429, Status: RESOURCE_EXHAUSTED: context deadline exceeded"), llmerr.Unknown},
		{"io.EOF", io.EOF, llmerr.Unknown},
		{"empty join", errors.Join(errors.New("x"), nil), llmerr.Unknown},
		{"self-wrapping error", selfRef, llmerr.Unknown},
		{"typed nil url.Error", fmt.Errorf("x: %w", (*url.Error)(nil)), llmerr.Unknown},
		{"panicking Unwrap after a match", errors.Join(genai.APIError{Code: 429}, panicky{}), llmerr.RateLimited},
		{"APIError at depth 60", deepChain(60, genai.APIError{Code: 503}), llmerr.Server},
		{"APIError beyond the depth bound", deepChain(1000, genai.APIError{Code: 503}), llmerr.Unknown},
		{"very wide join", wideJoin(10000, genai.APIError{Code: 429}), llmerr.Unknown},
		{"wide join, match early", wideJoin(10, genai.APIError{Code: 429}), llmerr.RateLimited},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := llmerr.Classify(tt.err); got != tt.want {
				t.Errorf("Classify(%v) = %v, want %v", tt.err, got, tt.want)
			}
		})
	}
}

func TestClassifyNilIsNotAFailure(t *testing.T) {
	c := llmerr.Classify(nil)
	if c != 0 || c.IsFailure() || c.String() != "NONE" {
		t.Fatalf("Classify(nil) = %v (IsFailure %v), want the zero class NONE", c, c.IsFailure())
	}
	if _, ok := llmerr.FailureOf(nil); ok {
		t.Fatal("FailureOf(nil) reported a failure")
	}
}

func TestClassifyHTTPStatus(t *testing.T) {
	want := map[int]llmerr.ErrorClass{
		400: llmerr.BadRequest, 413: llmerr.BadRequest,
		401: llmerr.Auth, 403: llmerr.Auth,
		404: llmerr.NotFound, 410: llmerr.NotFound,
		408: llmerr.Timeout, 409: llmerr.Server, 429: llmerr.RateLimited, 499: 0,
	}
	for code := -1; code < 700; code++ {
		w, ok := want[code]
		if !ok {
			w = llmerr.Unknown
			if code >= 500 && code < 600 {
				w = llmerr.Server
			}
		}
		if got := llmerr.ClassifyHTTPStatus(code); got != w {
			t.Errorf("ClassifyHTTPStatus(%d) = %v, want %v", code, got, w)
		}
	}
}

// selfWrapping unwraps to itself: a bug in someone's error type.
type selfWrapping struct{ next error }

func (e *selfWrapping) Error() string { return "self" }
func (e *selfWrapping) Unwrap() error { return e.next }

type panicky struct{}

func (panicky) Error() string { return "panicky" }
func (panicky) Unwrap() error { panic("broken Unwrap") }

func deepChain(n int, leaf error) error {
	err := leaf
	for range n {
		err = fmt.Errorf("level: %w", err)
	}
	return err
}

func wideJoin(n int, last error) error {
	errs := make([]error, 0, n+1)
	for range n {
		errs = append(errs, fmt.Errorf("a: %w", errors.New("b")))
	}
	return errors.Join(append(errs, last)...)
}

func cancelledWithCause() context.Context {
	ctx, cancel := context.WithCancelCause(context.Background())
	cancel(fmt.Errorf("user left: %w", context.Canceled))
	return ctx
}

func TestClassifyDoesNotReadText(t *testing.T) {
	// Two errors with the same text and different types classify
	// differently: the type decides, never the message.
	text := genai.APIError{Code: 429, Status: "RESOURCE_EXHAUSTED"}.Error()
	if got := llmerr.Classify(errors.New(text)); got != llmerr.Unknown {
		t.Errorf("a plain error with an APIError's text classified as %v", got)
	}
	if !strings.Contains(text, "429") {
		t.Fatalf("test premise: %q", text)
	}
}

// onlyTimeout has a Timeout method but is not a net.Error.
type onlyTimeout struct{ timedOut bool }

func (e onlyTimeout) Error() string { return "only timeout" }
func (e onlyTimeout) Timeout() bool { return e.timedOut }

func TestClassifyTimeoutMethod(t *testing.T) {
	if got := llmerr.Classify(wrap3(onlyTimeout{true})); got != llmerr.Timeout {
		t.Errorf("an error whose Timeout() is true: %v, want TIMEOUT", got)
	}
	if got := llmerr.Classify(wrap3(onlyTimeout{false})); got != llmerr.Unknown {
		t.Errorf("an error whose Timeout() is false and is no net.Error: %v, want UNKNOWN", got)
	}
}
