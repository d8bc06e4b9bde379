// Package checktest asserts what every reader of a Check function's error
// sees, for the tests of llmerr's provider packages.
package checktest

import (
	"errors"
	"fmt"
	"testing"

	"github.com/llmerrlint/llmerrlint/llmerr"
)

// Assert checks err, the error of a Check function: nil when want is the
// zero class; otherwise, through a fmt.Errorf wrap, it matches
// llmerr.ErrInBand, Classify returns want, and FailureOf returns an
// in-band Failure of class want with the given reason and raw message.
func Assert(t testing.TB, err error, want llmerr.ErrorClass, reason, raw string) {
	t.Helper()
	if want == 0 {
		if err != nil {
			t.Errorf("err = %v, want nil for a healthy response", err)
		}
		return
	}
	wrapped := fmt.Errorf("answer: %w", err)
	if !errors.Is(wrapped, llmerr.ErrInBand) {
		t.Errorf("errors.Is(%v, ErrInBand) = false", wrapped)
	}
	if got := llmerr.Classify(wrapped); got != want {
		t.Errorf("Classify = %v, want %v", got, want)
	}
	f, ok := llmerr.FailureOf(wrapped)
	wantF := llmerr.Failure{Class: want, Channel: llmerr.ChannelInBand, Reason: reason, Raw: raw}
	if !ok || f != wantF {
		t.Errorf("FailureOf = %+v, %v\nwant        %+v", f, ok, wantF)
	}
}

// AssertClass is Assert for a test that checks the reason and raw message
// elsewhere: it compares the class alone.
func AssertClass(t testing.TB, err error, want llmerr.ErrorClass) {
	t.Helper()
	if f, _ := llmerr.FailureOf(err); err != nil && want != 0 {
		Assert(t, err, want, f.Reason, f.Raw)
		return
	}
	Assert(t, err, want, "", "")
}
