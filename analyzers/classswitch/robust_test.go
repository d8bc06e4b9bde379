package classswitch_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/llmerrlint/llmerrlint/analyzers/classswitch"
)

// localEnum is a source header with an enum of package p, checked through
// -types=p.Enum.
const localEnum = `package p

import "github.com/llmerrlint/llmerrlint/llmerr"

type Enum string

const (
	A Enum = "a"
	B Enum = "b"
	C      = A
)

var _ llmerr.ErrorClass
`

var fuzzAnalyzer = classswitch.New(classswitch.Config{Types: []string{"p.Enum"}})

// FuzzNoPanic runs the analyzer on arbitrary sources, with their parse and
// type errors: it must never panic nor fail, and every fix must be valid.
func FuzzNoPanic(f *testing.F) {
	fixtures, _ := filepath.Glob(filepath.Join(testdata, "src", "classswitch", "*", "*.go"))
	for _, path := range fixtures {
		if src, err := os.ReadFile(path); err == nil {
			f.Add(string(src))
		}
	}
	for _, body := range []string{
		"func f(e Enum) { switch e { case A: } }",
		"func f(e Enum) { switch { case e == A || e == C: } }",
		"var m = map[Enum]int{A: 1}",
		"func f(c llmerr.ErrorClass) { switch c { case 1, 2.0, 'a': default: } }",
		"func f(c llmerr.ErrorClass) { switch c { case llmerr.Transport: }; switch { case c == (llmerr.Timeout): } }",
		"func f(e Enum) { switch e { case \"b\", A: }; switch e {",
		"func f(c llmerr.ErrorClass) {\n//llmerrlint:exhaustive ignore\nswitch c {}}",
		"func f(c llmerr.ErrorClass) {\n//llmerrlint:exhaustive\nswitch c { case }}",
		"func f(c llmerr.ErrorClass) { switch c { case undefined: }; switch x := c; x {} }",
		"var m = map[llmerr.ErrorClass]map[Enum]int{llmerr.Auth: {A: 1}}",
	} {
		f.Add(localEnum + body)
	}
	f.Fuzz(func(t *testing.T, src string) {
		c := check([]byte(src))
		if c == nil {
			return
		}
		diags, err := c.run(fuzzAnalyzer)
		if err != nil {
			t.Fatalf("analyzer failed: %v", err)
		}
		for _, d := range diags {
			if d.Message == "" || strings.HasSuffix(d.Message, ".") {
				t.Errorf("bad message %q", d.Message)
			}
			for _, fix := range d.SuggestedFixes {
				for _, e := range fix.TextEdits {
					if !e.Pos.IsValid() || e.End < e.Pos || c.fset.File(e.Pos) == nil {
						t.Errorf("bad edit %+v in fix for %q", e, d.Message)
					}
				}
			}
		}
	})
}

// TestCorpusNoPanic runs the analyzer, with every enum of the stubs in
// -types, over the fixtures and the stubs themselves, type errors included.
func TestCorpusNoPanic(t *testing.T) {
	a := classswitch.New(classswitch.Config{Types: []string{
		"google.golang.org/genai.FinishReason", "google.golang.org/genai.BlockedReason",
		"github.com/tmc/langchaingo/llms.ErrorCode", "classswitch/local.color",
	}})
	diags := diagnostics(t, a, testdata, "classswitch/...", llmerrPath, "google.golang.org/genai", "github.com/tmc/langchaingo/llms")
	if len(diags) == 0 {
		t.Error("no diagnostics on the fixtures: the corpus did not load")
	}
}

// TestMalformedConfig checks that a bad -types entry is a clear error
// when the flag is set, and that New refuses one.
func TestMalformedConfig(t *testing.T) {
	for _, bad := range []string{"FinishReason", "google.golang.org/genai.", "genai.Finish-Reason", ".Type", "a b.T", "a//b.T", "x/.T", "nodot", "gopkg.in/yaml"} {
		var l classswitch.TypeList
		err := l.Set(bad)
		if err == nil {
			t.Errorf("Set accepted types entry %q", bad)
			continue
		}
		if !strings.Contains(err.Error(), "want importpath.Type") || strings.Contains(err.Error(), "classswitch") {
			t.Errorf("error for %q does not say what to write, or names the analyzer: %v", bad, err)
		}
		if err := json.Unmarshal([]byte(`["`+bad+`"]`), &l); err == nil {
			t.Errorf("UnmarshalJSON accepted types entry %q", bad)
		}
	}
	for _, good := range []string{"google.golang.org/genai.FinishReason", "p.Enum", "gopkg.in/yaml.v3.Kind"} {
		var l classswitch.TypeList
		if err := l.Set(good + ", p.Other"); err != nil || len(l) != 2 {
			t.Errorf("Set rejected %q: %v", good, err)
		}
	}
	defer func() {
		if recover() == nil {
			t.Error("New accepted a malformed types entry")
		}
	}()
	classswitch.New(classswitch.Config{Types: []string{"nodot"}})
}

// TestHarness checks that the harness the fuzzer uses sees what go list
// would: the local enum, its alias, and llmerr from the stub.
func TestHarness(t *testing.T) {
	c := check([]byte(localEnum + `
func f(e Enum, c llmerr.ErrorClass) {
	switch e {
	case C:
	}
	switch c {
	case llmerr.Transport, llmerr.Timeout, llmerr.RateLimited, llmerr.Server, llmerr.BadRequest, llmerr.Auth, llmerr.NotFound:
	case llmerr.PromptBlocked, llmerr.OutputBlocked, llmerr.Truncated, llmerr.ToolProtocol, llmerr.CallBudget:
	}
}
`))
	diags, err := c.run(fuzzAnalyzer)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, d := range diags {
		got = append(got, d.Message)
	}
	want := []string{
		"switch on Enum misses B",
		"switch on llmerr.ErrorClass misses Unknown",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestDefaultClauseRelated checks that a switch with a default clause
// points at it: the default is why a reader may think the switch complete.
func TestDefaultClauseRelated(t *testing.T) {
	c := check([]byte(localEnum + `
func f(e Enum) int {
	switch e {
	case A:
		return 1
	default:
		return 0
	}
}

func g(e Enum) int {
	switch e {
	case A:
		return 1
	}
	return 0
}
`))
	diags, err := c.run(fuzzAnalyzer)
	if err != nil {
		t.Fatal(err)
	}
	if len(diags) != 2 {
		t.Fatalf("got %d diagnostics, want 2", len(diags))
	}
	if r := diags[0].Related; len(r) != 1 || c.fset.Position(r[0].Pos).Line != c.fset.Position(diags[0].Pos).Line+3 {
		t.Errorf("switch with default: related %+v, want one position at the default clause", r)
	}
	if r := diags[1].Related; len(r) != 0 {
		t.Errorf("switch without default: related %+v, want none", r)
	}
}
