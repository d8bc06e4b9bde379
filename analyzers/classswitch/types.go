package classswitch

import (
	"fmt"
	"go/token"
	"strings"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/code"
)

// TypeList is the -types option: enum types as "importpath.Type". It is a
// flag.Value whose Set, like its JSON decoding, rejects a malformed entry.
type TypeList []string

var typeSyntax = code.ListSyntax{Want: "importpath.Type", Check: checkType}

func (l *TypeList) String() string { return code.ListString((*[]string)(l)) }

// Set replaces the list with the comma-separated entries of s.
func (l *TypeList) Set(s string) error { return typeSyntax.Set((*[]string)(l), s) }

// UnmarshalJSON decodes a list of strings and checks every entry.
func (l *TypeList) UnmarshalJSON(b []byte) error { return typeSyntax.DecodeJSON((*[]string)(l), b) }

// checkType reports a types entry that cannot name a type.
func checkType(t string) error {
	path, name, ok := splitType(t)
	bad := func(why string) error {
		return fmt.Errorf("%q %s; want importpath.Type, e.g. google.golang.org/genai.FinishReason", t, why)
	}
	switch {
	case !ok || strings.Contains(name, "/"):
		return bad("has no dot after its import path")
	case !token.IsIdentifier(name):
		return bad("does not end in a type name")
	case code.MalformedImportPath(path):
		return bad("has a malformed import path")
	}
	return nil
}

// splitType splits "importpath.Type" at its last dot.
func splitType(t string) (path, name string, ok bool) {
	i := strings.LastIndexByte(t, '.')
	if i <= 0 {
		return "", t, false
	}
	return t[:i], t[i+1:], true
}
