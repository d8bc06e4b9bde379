package clean

import (
	"testing"

	"github.com/llmerrlint/llmerrlint/llmerr"
)

// A test's table of expected counts lists only the classes it provokes; it
// is not a policy table, so test files' maps are not checked.
func TestCounts(t *testing.T) {
	want := map[llmerr.ErrorClass]int{llmerr.RateLimited: 2, llmerr.Auth: 1}
	_ = want
	switch c := llmerr.ErrorClass(0); c { // want `^switch on llmerr.ErrorClass misses 12 of its 13 values$`
	case llmerr.Auth:
	}
}
