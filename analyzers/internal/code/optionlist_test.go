package code_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/code"
)

var lowerSyntax = code.ListSyntax{
	Want: "lower-case names",
	Check: func(e string) error {
		if strings.ToLower(e) != e {
			return errors.New(e + " is not lower case")
		}
		return nil
	},
}

func TestListSyntax(t *testing.T) {
	var l []string
	if err := lowerSyntax.Set(&l, " a, ,b ,"); err != nil || !slices.Equal(l, []string{"a", "b"}) {
		t.Fatalf("Set = %v, %q", err, l)
	}
	if got := code.ListString(&l); got != "a,b" {
		t.Errorf("ListString = %q", got)
	}
	if err := lowerSyntax.Set(&l, "c,D"); err == nil || err.Error() != "D is not lower case" || !slices.Equal(l, []string{"a", "b"}) {
		t.Errorf("Set(c,D) = %v, left %q", err, l)
	}
	if err := lowerSyntax.DecodeJSON(&l, []byte(`"a,b"`)); err == nil || err.Error() != "want a list of lower-case names" {
		t.Errorf("DecodeJSON(string) = %v", err)
	}
	if err := lowerSyntax.DecodeJSON(&l, []byte(`["x", "Y"]`)); err == nil || !slices.Equal(l, []string{"a", "b"}) {
		t.Errorf("DecodeJSON(bad entry) = %v, left %q", err, l)
	}
	if err := lowerSyntax.DecodeJSON(&l, []byte(`["x"]`)); err != nil || !slices.Equal(l, []string{"x"}) {
		t.Errorf("DecodeJSON = %v, %q", err, l)
	}
	if err := lowerSyntax.Set(&l, ""); err != nil || l != nil {
		t.Errorf("Set(empty) = %v, %q", err, l)
	}
	if got := code.ListString(nil); got != "" {
		t.Errorf("ListString(nil) = %q", got)
	}
}

func TestMalformedImportPath(t *testing.T) {
	for path, want := range map[string]bool{
		"example.com/retry": false, "fmt": false,
		"/abs": true, "trailing/": true, "a//b": true, "a b": true, `a"b`: true, `a\b`: true,
	} {
		if got := code.MalformedImportPath(path); got != want {
			t.Errorf("MalformedImportPath(%q) = %v", path, got)
		}
	}
}
