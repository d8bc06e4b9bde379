// Package apierror is a stub of github.com/anthropics/anthropic-sdk-go/v2/internal/apierror
// for analyzer tests. It keeps the real shapes of the subset it declares;
// the conformance test (analyzers/internal/conformance) checks them
// against v2.17.0.
package apierror

import "net/http"

// Error is the error of a request the API answered with an error status.
type Error struct {
	StatusCode int
	Request    *http.Request
	Response   *http.Response
	RequestID  string
	Message    string
}

func (r *Error) Error() string { panic("stub") }

func (r Error) RawJSON() string { panic("stub") }
