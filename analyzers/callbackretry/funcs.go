package callbackretry

import (
	"fmt"
	"go/token"
	"strings"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/code"
)

// FuncList is the -funcs option: more retry or polling functions, each as
// "importpath.Func" or "importpath.Type.Method". It is a flag.Value whose
// Set, like its JSON decoding, rejects a malformed entry.
type FuncList []string

var funcSyntax = code.ListSyntax{Want: "importpath.Func", Check: checkFunc}

func (l *FuncList) String() string { return code.ListString((*[]string)(l)) }

// Set replaces the list with the comma-separated entries of s.
func (l *FuncList) Set(s string) error { return funcSyntax.Set((*[]string)(l), s) }

// UnmarshalJSON decodes a list of strings and checks every entry.
func (l *FuncList) UnmarshalJSON(b []byte) error { return funcSyntax.DecodeJSON((*[]string)(l), b) }

// checkFunc reports an entry that cannot name a function or method. The
// element after the last slash is "pkg.Func" or "pkg.Type.Method"; the
// names must be identifiers.
func checkFunc(f string) error {
	bad := func(why string) error {
		return fmt.Errorf("%q %s; want importpath.Func or importpath.Type.Method, e.g. example.com/retry.Do", f, why)
	}
	slash := strings.LastIndexByte(f, '/')
	last := f[slash+1:]
	dot := strings.IndexByte(last, '.')
	if dot <= 0 {
		return bad("has no dot after its import path")
	}
	path := f[:slash+1] + last[:dot]
	if code.MalformedImportPath(path) {
		return bad("has a malformed import path")
	}
	for _, name := range strings.Split(last[dot+1:], ".") {
		if !token.IsIdentifier(name) {
			return bad("does not end in a function or method name")
		}
	}
	return nil
}

// funcSet holds the -funcs entries for matching.
type funcSet map[string]bool

func newFuncSet(l FuncList) funcSet {
	s := funcSet{}
	for _, f := range l {
		s[f] = true
	}
	return s
}

// names reports whether an entry names a function of the package at path.
func (s funcSet) names(path string) bool {
	for f := range s {
		if rest, ok := strings.CutPrefix(f, path+"."); ok && !strings.Contains(rest, "/") {
			return true
		}
	}
	return false
}
