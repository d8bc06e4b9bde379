// Tests of the once-per-run report of a bad flag value under go vet.
package main

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/llmerrlint/llmerrlint/analyzers"
	"github.com/llmerrlint/llmerrlint/analyzers/classswitch"
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

func TestSayTypesErrorOnce(t *testing.T) {
	work := t.TempDir()
	cfg := func(action string) string {
		dir := filepath.Join(work, action)
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		return filepath.Join(dir, "vet.cfg")
	}
	configErr := &classswitch.ConfigError{Err: errors.New("classswitch.types: package p has no type T")}
	otherErr := errors.New("internal error")
	newAnalyzer := func(err error) *analysis.Analyzer {
		return &analysis.Analyzer{Name: "classswitch", Run: func(*analysis.Pass) (any, error) { return nil, err }}
	}
	first := newAnalyzer(configErr)
	sayTypesErrorOnce([]*analysis.Analyzer{first}, cfg("b001"))
	if _, err := first.Run(nil); err != configErr {
		t.Errorf("first package of the run: err = %v, want the configuration error", err)
	}
	later := newAnalyzer(configErr)
	sayTypesErrorOnce([]*analysis.Analyzer{later}, cfg("b002"))
	if _, err := later.Run(nil); err != nil {
		t.Errorf("later package of the run: err = %v, want nil (said once already)", err)
	}
	failing := newAnalyzer(otherErr)
	sayTypesErrorOnce([]*analysis.Analyzer{failing}, cfg("b003"))
	if _, err := failing.Run(nil); err != otherErr {
		t.Errorf("an analysis failure: err = %v, want it passed on", err)
	}
}
