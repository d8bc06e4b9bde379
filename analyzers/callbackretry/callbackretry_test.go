package callbackretry_test

import (
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/llmerrlint/llmerrlint/analyzers/callbackretry"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/twice"
)

var testdata, _ = filepath.Abs(filepath.Join("..", "..", "testdata"))

func TestCallbackRetry(t *testing.T) {
	analysistest.Run(t, testdata, callbackretry.Analyzer,
		"callbackretry/helpers", "callbackretry/a", "callbackretry/v1", "callbackretry/nollm",
		"callbackretry/waithelpers", "callbackretry/waits")
}

// TestRetryLibraries runs over one callback per library of the table.
func TestRetryLibraries(t *testing.T) {
	analysistest.Run(t, testdata, callbackretry.Analyzer, "callbackretry/libs")
}

// TestFuncsOption names a company's own retry function and method; without
// the option the same callbacks are silent.
func TestFuncsOption(t *testing.T) {
	a := callbackretry.New(callbackretry.Config{})
	if err := a.Flags.Set("funcs", "callbackretry/platform.Retry, callbackretry/platform.Jobs.Await"); err != nil {
		t.Fatal(err)
	}
	analysistest.Run(t, testdata, a, "callbackretry/funcsopt")
	if out := twice.Output(testdata, callbackretry.Analyzer, "callbackretry/funcsopt"); strings.Contains(out, "platform") {
		t.Errorf("without -funcs, reported:\n%s", out)
	}
}

func TestFuncsOptionRejectsMalformed(t *testing.T) {
	for _, tc := range []struct{ value, want string }{
		{"nodot", "has no dot after its import path"},
		{"example.com/retry", "has no dot after its import path"},
		{"example.com/retry.", "does not end in a function or method name"},
		{"example.com/retry.Do.", "does not end in a function or method name"},
		{"example.com/retry.1Do", "does not end in a function or method name"},
		{"/retry.Do", "malformed import path"},
		{"example.com//retry.Do", "malformed import path"},
	} {
		var l callbackretry.FuncList
		err := l.Set(tc.value)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Set(%q) = %v, want an error saying %q", tc.value, err, tc.want)
		}
	}
	var l callbackretry.FuncList
	if err := l.Set("example.com/retry.Do, gopkg.in/retry.v1.Client.Do,"); err != nil {
		t.Fatal(err)
	}
	if got := l.String(); got != "example.com/retry.Do,gopkg.in/retry.v1.Client.Do" {
		t.Errorf("String() = %q", got)
	}
	if err := l.UnmarshalJSON([]byte(`"example.com/retry.Do"`)); err == nil {
		t.Error("UnmarshalJSON accepted a string, want a list")
	}
}

// TestRelated checks that a wait in a helper is reported at the helper's
// call, with the related position at the wait.
func TestRelated(t *testing.T) {
	out := twice.Output(testdata, callbackretry.Analyzer, "callbackretry/waits")
	for _, want := range []string{
		"service.regenerate calls time.Sleep",
		"pause calls time.Sleep",
		"waithelpers.Cooldown calls time.Sleep",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("no related information %q in:\n%s", want, out)
		}
	}
}
