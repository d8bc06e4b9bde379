package widest_test

import (
	"testing"

	"github.com/llmerrlint/llmerrlint/analyzers"
	"github.com/llmerrlint/llmerrlint/internal/widest"
)

// TestFlagsExist proves every widest option names a registered analyzer
// and an option it defines, with a value it accepts.
func TestFlagsExist(t *testing.T) {
	all := analyzers.Default()
	if err := widest.Apply(all); err != nil {
		t.Fatal(err)
	}
	names := map[string]bool{}
	for _, a := range all {
		names[a.Name] = true
	}
	for _, f := range widest.Flags {
		found := false
		for n := range names {
			if len(f) > len(n)+2 && f[1:len(n)+2] == n+"." {
				found = true
			}
		}
		if !found {
			t.Errorf("%s names no registered analyzer", f)
		}
	}
}
