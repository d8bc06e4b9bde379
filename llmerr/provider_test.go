package llmerr_test

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"

	"github.com/llmerrlint/llmerrlint/llmerr"
	"google.golang.org/genai"
)

// testProviderError stands for a provider SDK's error type: only
// testProvider recognises it, so registering it changes nothing else.
type testProviderError struct {
	code   int
	status string
}

func (e *testProviderError) Error() string { return fmt.Sprintf("provider %d", e.code) }

type testProvider struct{}

func (testProvider) ClassifyError(err error) (llmerr.ErrorClass, bool) {
	e, ok := err.(*testProviderError)
	if !ok {
		return 0, false
	}
	switch e.code {
	case 0:
		panic("typed nil or broken provider error")
	case 499:
		return 0, true
	case 529:
		return llmerr.Server, true
	case 200:
		return llmerr.Unknown, true
	case 777:
		return llmerr.ErrorClass(200), true // out of range: treated as Unknown
	}
	return llmerr.ClassifyHTTPStatus(e.code), true
}

func (testProvider) ErrorStatus(err error) (int, string) {
	e := err.(*testProviderError)
	return e.code, e.status
}

func init() { llmerr.Register(testProvider{}, testProvider{}, nil) }

func TestProviderClassify(t *testing.T) {
	p := func(code int) error { return &testProviderError{code: code, status: "s"} }
	for _, tc := range []struct {
		name string
		err  error
		want llmerr.ErrorClass
	}{
		{"direct", p(429), llmerr.RateLimited},
		{"wrapped", fmt.Errorf("call: %w", fmt.Errorf("x: %w", p(529))), llmerr.Server},
		{"beats transport", errors.Join(context.DeadlineExceeded, p(401)), llmerr.Auth},
		{"cancel ranks as cancel", errors.Join(p(499), errors.New("plain")), 0},
		{"deadline beats provider cancel", errors.Join(p(499), context.DeadlineExceeded), llmerr.Timeout},
		{"unknown ranks last", errors.Join(p(200), context.DeadlineExceeded), llmerr.Timeout},
		{"unknown alone", p(200), llmerr.Unknown},
		{"out of range is unknown", p(777), llmerr.Unknown},
		{"across providers outermost wins", errors.Join(p(404), genai.APIError{Code: 429}), llmerr.NotFound},
		{"genai unknown loses to provider", errors.Join(genai.APIError{Code: 302}, p(403)), llmerr.Auth},
		{"budget wins", errors.Join(p(429), llmerr.ErrCallBudget), llmerr.CallBudget},
		{"panicking classifier keeps what it had", errors.Join(p(429), p(0)), llmerr.RateLimited},
	} {
		if got := llmerr.Classify(tc.err); got != tc.want {
			t.Errorf("%s: Classify = %v, want %v", tc.name, got, tc.want)
		}
	}
}

func TestProviderFailureStatus(t *testing.T) {
	err := fmt.Errorf("wrap: %w", errors.Join(genai.APIError{Code: 302, Status: "FOUND"}, &testProviderError{code: 429, status: "rate_limit_error"}))
	f, ok := llmerr.FailureOf(err)
	if !ok || f.Class != llmerr.RateLimited || f.HTTPCode != 429 || f.Status != "rate_limit_error" {
		t.Errorf("FailureOf = %+v, %v; want RATE_LIMITED 429 rate_limit_error", f, ok)
	}
}

func TestProviderZeroAllocations(t *testing.T) {
	err := fmt.Errorf("a: %w", fmt.Errorf("b: %w", &testProviderError{code: 503}))
	if n := testing.AllocsPerRun(100, func() { sinkClass = llmerr.Classify(err) }); n != 0 {
		t.Errorf("Classify with a provider: %v allocations per run, want 0", n)
	}
}

// TestProviderRegisterConcurrent runs Register beside Classify; run it
// with -race to check the registry is read without a data race.
func TestProviderRegisterConcurrent(t *testing.T) {
	err := fmt.Errorf("x: %w", &testProviderError{code: 429})
	var wg sync.WaitGroup
	for range 4 {
		wg.Go(func() {
			// Few: the classifiers stay registered for the other tests.
			for range 3 {
				llmerr.Register(testProvider{}, llmerr.ClassifierFunc(func(error) (llmerr.ErrorClass, bool) { return 0, false }))
			}
		})
		wg.Go(func() {
			for range 100 {
				if c := llmerr.Classify(err); c != llmerr.RateLimited {
					t.Errorf("Classify = %v, want RATE_LIMITED", c)
					return
				}
			}
		})
	}
	wg.Wait()
}
