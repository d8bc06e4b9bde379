package llmerr_test

import (
	"encoding"
	"encoding/json"
	"flag"
	"go/ast"
	"go/parser"
	"go/token"
	"io"
	"path/filepath"
	"strings"
	"testing"

	"github.com/llmerrlint/llmerrlint/llmerr"
)

var canonicalNames = []string{
	"TRANSPORT", "TIMEOUT", "RATE_LIMITED", "SERVER", "BAD_REQUEST", "AUTH", "NOT_FOUND",
	"PROMPT_BLOCKED", "OUTPUT_BLOCKED", "TRUNCATED", "TOOL_PROTOCOL", "CALL_BUDGET", "UNKNOWN",
}

func TestClasses(t *testing.T) {
	want := []llmerr.ErrorClass{
		llmerr.Transport, llmerr.Timeout, llmerr.RateLimited, llmerr.Server, llmerr.BadRequest,
		llmerr.Auth, llmerr.NotFound, llmerr.PromptBlocked, llmerr.OutputBlocked, llmerr.Truncated,
		llmerr.ToolProtocol, llmerr.CallBudget, llmerr.Unknown,
	}
	got := llmerr.Classes()
	if len(got) != 13 || len(got) != len(want) {
		t.Fatalf("Classes() has %d classes, want 13", len(got))
	}
	for i, c := range got {
		if c != want[i] || c.String() != canonicalNames[i] || !c.IsFailure() {
			t.Errorf("Classes()[%d] = %v (%d), want %v %s", i, c, c, want[i], canonicalNames[i])
		}
	}
	var zero llmerr.ErrorClass
	if zero.String() != "NONE" || zero.IsFailure() {
		t.Errorf("zero class: %q, IsFailure %v", zero.String(), zero.IsFailure())
	}
}

func TestErrorClassStringOutOfRange(t *testing.T) {
	for _, tt := range []struct {
		c    llmerr.ErrorClass
		want string
	}{
		{llmerr.Unknown + 1, "ErrorClass(14)"},
		{200, "ErrorClass(200)"},
		{255, "ErrorClass(255)"},
	} {
		if got := tt.c.String(); got != tt.want {
			t.Errorf("String() = %q, want %q", got, tt.want)
		}
		if tt.c.IsFailure() {
			t.Errorf("%v reports IsFailure", tt.c)
		}
		if _, err := tt.c.MarshalText(); err == nil {
			t.Errorf("MarshalText(%v) succeeded", tt.c)
		}
		if r := llmerr.RuleFor(tt.c); r != (llmerr.Rule{}) {
			t.Errorf("RuleFor(%v) = %+v, want the zero Rule", tt.c, r)
		}
	}
}

func TestParseErrorClass(t *testing.T) {
	for _, c := range append(llmerr.Classes(), 0) {
		got, err := llmerr.ParseErrorClass(c.String())
		if err != nil || got != c {
			t.Errorf("ParseErrorClass(%q) = %v, %v", c.String(), got, err)
		}
	}
	for _, bad := range []string{"", "rate_limited", "RateLimited", " RATE_LIMITED", "RATE_LIMITED ", "ErrorClass(14)", "429", "UNKNOWN_ERROR"} {
		c, err := llmerr.ParseErrorClass(bad)
		if err == nil {
			t.Errorf("ParseErrorClass(%q) = %v, want an error", bad, c)
			continue
		}
		msg := err.Error()
		if !strings.Contains(msg, "unknown error class") || !strings.Contains(msg, "RATE_LIMITED") ||
			!strings.Contains(msg, "llmerr") {
			t.Errorf("ParseErrorClass(%q) error %q does not name the problem and the valid names", bad, msg)
		}
	}
}

func TestErrorClassJSON(t *testing.T) {
	type record struct {
		Class  llmerr.ErrorClass            `json:"class"`
		Counts map[llmerr.ErrorClass]int    `json:"counts,omitempty"`
		Ptr    *llmerr.ErrorClass           `json:"ptr,omitempty"`
		List   []llmerr.ErrorClass          `json:"list,omitempty"`
		_      encoding.TextMarshaler       `json:"-"`
		_      encoding.TextUnmarshaler     `json:"-"`
		_      func(llmerr.ErrorClass) bool `json:"-"`
	}
	for _, c := range append(llmerr.Classes(), 0) {
		in := record{Class: c, Counts: map[llmerr.ErrorClass]int{c: 2}, Ptr: &c, List: []llmerr.ErrorClass{c, llmerr.Unknown}}
		b, err := json.Marshal(in)
		if err != nil {
			t.Fatalf("Marshal(%v): %v", c, err)
		}
		if !strings.Contains(string(b), `"class":"`+c.String()+`"`) {
			t.Errorf("Marshal(%v) = %s, want the canonical name", c, b)
		}
		var out record
		if err := json.Unmarshal(b, &out); err != nil {
			t.Fatalf("Unmarshal(%s): %v", b, err)
		}
		if out.Class != c || out.Counts[c] != 2 || *out.Ptr != c || len(out.List) != 2 || out.List[0] != c {
			t.Errorf("round trip of %v gave %+v", c, out)
		}
	}
	var out record
	err := json.Unmarshal([]byte(`{"class":"RATE_LIMITTED"}`), &out)
	if err == nil || !strings.Contains(err.Error(), `unknown error class "RATE_LIMITTED"`) {
		t.Errorf("Unmarshal of a misspelt class: %v", err)
	}
	if err := json.Unmarshal([]byte(`{"class":3}`), &out); err == nil {
		t.Error("Unmarshal of a number succeeded")
	}
	if _, err := json.Marshal(record{Class: 99}); err == nil {
		t.Error("Marshal of an invalid class succeeded")
	}
}

func TestErrorClassFlag(t *testing.T) {
	fs := flag.NewFlagSet("test", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	var c llmerr.ErrorClass
	fs.Var(&c, "class", "the class to alert on")
	if err := fs.Parse([]string{"-class", "NOT_FOUND"}); err != nil || c != llmerr.NotFound {
		t.Fatalf("Parse: %v, class %v", err, c)
	}
	if got := fs.Lookup("class").Value.String(); got != "NOT_FOUND" {
		t.Errorf("flag value String() = %q", got)
	}
	err := fs.Parse([]string{"-class", "not_found"})
	if err == nil || !strings.Contains(err.Error(), `unknown error class "not_found"`) {
		t.Errorf("Parse of a bad class: %v", err)
	}
	if c != llmerr.NotFound {
		t.Errorf("a failed Set changed the value to %v", c)
	}
	var _ flag.Value = &c
	var _ encoding.TextMarshaler = c
	var _ encoding.TextUnmarshaler = &c
}

// TestErrorClassConstBlock checks the promise tools rely on: the thirteen
// classes are the only package-level constants of type ErrorClass, and they
// are declared in one block.
func TestErrorClassConstBlock(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	var blocks int
	var names []string
	for _, file := range files {
		if strings.HasSuffix(file, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, file, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		for _, decl := range f.Decls {
			gd, ok := decl.(*ast.GenDecl)
			if !ok || gd.Tok != token.CONST {
				continue
			}
			found := false
			for i, spec := range gd.Specs {
				vs := spec.(*ast.ValueSpec)
				typed := false
				if id, ok := vs.Type.(*ast.Ident); ok && id.Name == "ErrorClass" {
					typed = true
				} else if vs.Type == nil && vs.Values == nil && i > 0 && found {
					typed = true // implicit repetition of the typed iota spec
				}
				if typed {
					found = true
					for _, n := range vs.Names {
						names = append(names, n.Name)
					}
				}
			}
			if found {
				blocks++
			}
		}
	}
	if blocks != 1 || len(names) != 13 {
		t.Fatalf("found %d const blocks declaring %d ErrorClass constants %v; want 1 block of 13", blocks, len(names), names)
	}
	for i, c := range llmerr.Classes() {
		if got := strings.ToUpper(camelToSnake(names[i])); got != c.String() {
			t.Errorf("constant %s is declared at position %d, where %v belongs", names[i], i, c)
		}
	}
}

func camelToSnake(s string) string {
	var b strings.Builder
	for i, r := range s {
		if i > 0 && r >= 'A' && r <= 'Z' {
			b.WriteByte('_')
		}
		b.WriteRune(r)
	}
	return b.String()
}
