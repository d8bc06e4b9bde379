package classswitch

import (
	"encoding/json"
	"fmt"
	"go/token"
	"strings"
)

// TypeList is the -types option: enum types as "importpath.Type". It is a
// flag.Value whose Set, like its JSON decoding, rejects a malformed entry.
type TypeList []string

func (l *TypeList) String() string {
	if l == nil {
		return ""
	}
	return strings.Join(*l, ",")
}

// Set replaces the list with the comma-separated entries of s.
func (l *TypeList) Set(s string) error {
	var out TypeList
	for t := range strings.SplitSeq(s, ",") {
		if t = strings.TrimSpace(t); t != "" {
			out = append(out, t)
		}
	}
	return l.set(out)
}

// UnmarshalJSON decodes a list of strings and checks every entry.
func (l *TypeList) UnmarshalJSON(b []byte) error {
	var list []string
	if err := json.Unmarshal(b, &list); err != nil {
		return fmt.Errorf("want a list of importpath.Type")
	}
	return l.set(list)
}

func (l *TypeList) set(list TypeList) error {
	for _, t := range list {
		if err := checkType(t); err != nil {
			return err
		}
	}
	*l = list
	return nil
}

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
	case strings.ContainsAny(path, " \t\n\"\\`") || strings.HasPrefix(path, "/") || strings.HasSuffix(path, "/") || strings.Contains(path, "//"):
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
