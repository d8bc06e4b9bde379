// Tests of the once-per-run report of a bad flag value under go vet.
package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/llmerrlint/llmerrlint/analyzers"
)

func TestParseDriverFlags(t *testing.T) {
	all := analyzers.Default()
	for _, args := range [][]string{
		{"-json", "-tags", "integration", "-classswitch.types=google.golang.org/genai.FinishReason"},
		{"-errtext=false", "-V=full", "-test=false"},
		{"-nosuch"}, // unitchecker reports it
	} {
		if err := parseDriverFlags(all, args); err != nil {
			t.Errorf("parseDriverFlags(%q) = %v, want nil", args, err)
		}
	}
	err := parseDriverFlags(all, []string{"-classswitch.types=foo"})
	if err == nil || !strings.Contains(err.Error(), `invalid value "foo" for flag -classswitch.types`) {
		t.Errorf("parseDriverFlags(-classswitch.types=foo) = %v, want the invalid value", err)
	}
}

func TestFirstInRun(t *testing.T) {
	work := t.TempDir() // the go command's $WORK of one run
	cfgs := []string{filepath.Join(work, "b001", "vet.cfg"), filepath.Join(work, "b042", "vet.cfg")}
	for _, cfg := range cfgs {
		if err := os.MkdirAll(filepath.Dir(cfg), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if !firstInRun(cfgs[0]) {
		t.Errorf("the first package of a run is not first")
	}
	if firstInRun(cfgs[1]) || firstInRun(cfgs[0]) {
		t.Errorf("a later package of the same run is first too")
	}
	if !firstInRun(filepath.Join(t.TempDir(), "b001", "vet.cfg")) {
		t.Errorf("the first package of another run is not first")
	}
	byHand := filepath.Join(t.TempDir(), "my.cfg")
	if !firstInRun(byHand) || !firstInRun(byHand) {
		t.Errorf("a vet.cfg outside the go command's $WORK must always be reported")
	}
}
