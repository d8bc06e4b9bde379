package callbackretry

import (
	"encoding/json"
	"fmt"
	"go/token"
	"strings"
)

// FuncList is the -funcs option: more retry or polling functions, each as
// "importpath.Func" or "importpath.Type.Method". It is a flag.Value whose
// Set, like its JSON decoding, rejects a malformed entry.
type FuncList []string

func (l *FuncList) String() string {
	if l == nil {
		return ""
	}
	return strings.Join(*l, ",")
}

// Set replaces the list with the comma-separated entries of s.
func (l *FuncList) Set(s string) error {
	var out FuncList
	for f := range strings.SplitSeq(s, ",") {
		if f = strings.TrimSpace(f); f != "" {
			out = append(out, f)
		}
	}
	return l.set(out)
}

// UnmarshalJSON decodes a list of strings and checks every entry.
func (l *FuncList) UnmarshalJSON(b []byte) error {
	var list []string
	if err := json.Unmarshal(b, &list); err != nil {
		return fmt.Errorf("want a list of importpath.Func")
	}
	return l.set(list)
}

func (l *FuncList) set(list FuncList) error {
	for _, f := range list {
		if err := checkFunc(f); err != nil {
			return err
		}
	}
	*l = list
	return nil
}

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
	if strings.ContainsAny(path, " \t\n\"\\`") || strings.HasPrefix(path, "/") || strings.Contains(path, "//") {
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
