// Package fakeclient builds genai.APIError as a pointer itself, as a fake
// client or a test does: the pointer checks of a function that builds one,
// or calls a function of the package that returns one, may match it.
// Other functions' pointer checks meet genai's errors, which are values.
package fakeclient

import (
	"errors"
	"fmt"

	"google.golang.org/genai"
)

// Fake fails every call with a quota error.
type Fake struct{}

func (Fake) Generate() error {
	return &genai.APIError{Code: 429, Status: "RESOURCE_EXHAUSTED"}
}

// Quota builds nothing and calls no builder: its errors are genai's.
func Quota(err error) bool {
	var apiErr *genai.APIError
	return errors.As(err, &apiErr) && apiErr.Code == 429 // want `errors.As for \*genai.APIError never matches`
}

// retried checks what the fake returned.
func retried(f Fake) bool {
	err := f.Generate()
	var apiErr *genai.APIError
	return errors.As(err, &apiErr) && apiErr.Code == 429
}

// fakeErr builds the pointer in a local, then returns it.
func fakeErr(code int) error {
	e := &genai.APIError{Code: code}
	return e
}

func viaLocal() bool {
	var apiErr *genai.APIError
	return errors.As(fakeErr(500), &apiErr)
}

// table checks errors it builds in a slice of errors.
func table() int {
	n := 0
	for _, err := range []error{&genai.APIError{Code: 500}, errors.New("eof")} {
		if e, ok := err.(*genai.APIError); ok && e.Code >= 500 {
			n++
		}
	}
	return n
}

// streamed sends one on a channel of errors.
func streamed() bool {
	ch := make(chan error, 1)
	ch <- new(genai.APIError)
	err := <-ch
	_, ok := errors.AsType[*genai.APIError](err)
	return ok
}

type fakeResult struct {
	text string
	err  error
}

// field builds one into a struct's error field.
func field() bool {
	r := fakeResult{err: &genai.APIError{Code: 503}}
	var apiErr *genai.APIError
	return errors.As(r.err, &apiErr)
}

// wrapped wraps one with %w.
func wrapped() bool {
	err := fmt.Errorf("call: %w", &genai.APIError{Code: 429})
	var apiErr *genai.APIError
	return errors.As(err, &apiErr)
}

// converted builds one as an error by conversion.
func converted() bool {
	err := error(&genai.APIError{Code: 429})
	var apiErr *genai.APIError
	return errors.As(err, &apiErr)
}

// inClosure builds one in a function literal of the same function.
func inClosure() bool {
	gen := func() error { return &genai.APIError{Code: 500} }
	switch gen().(type) {
	case *genai.APIError:
		return true
	}
	return false
}
