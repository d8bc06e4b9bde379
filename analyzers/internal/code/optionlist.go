// This file holds the syntax of the options that list functions or
// types by import path: -funcs, -types.

package code

import (
	"encoding/json"
	"fmt"
	"strings"
)

// ListSyntax is the syntax of an option that lists names. As a flag, the
// entries are separated by commas, with blanks around them dropped and
// empty ones skipped; in JSON (golangci-lint's settings) the value is a
// list of strings. Every entry is checked, and one malformed entry
// rejects the whole value, which is then left as it was.
//
// An option's type is a []string whose String, Set and UnmarshalJSON
// methods call ListString, Set and DecodeJSON: a flag.Value and a
// json.Unmarshaler.
type ListSyntax struct {
	// Want names the form of an entry, for the error on a JSON value
	// that is no list of strings: "importpath.Func".
	Want string
	// Check returns the error for a malformed entry.
	Check func(entry string) error
}

// Set replaces *list with the comma-separated entries of v.
func (s ListSyntax) Set(list *[]string, v string) error {
	var out []string
	for e := range strings.SplitSeq(v, ",") {
		if e = strings.TrimSpace(e); e != "" {
			out = append(out, e)
		}
	}
	return s.set(list, out)
}

// DecodeJSON replaces *list with the JSON list of strings b.
func (s ListSyntax) DecodeJSON(list *[]string, b []byte) error {
	var out []string
	if err := json.Unmarshal(b, &out); err != nil {
		return fmt.Errorf("want a list of %s", s.Want)
	}
	return s.set(list, out)
}

func (s ListSyntax) set(list *[]string, out []string) error {
	for _, e := range out {
		if err := s.Check(e); err != nil {
			return err
		}
	}
	*list = out
	return nil
}

// ListString spells *list as a flag value; a nil list is "".
func ListString(list *[]string) string {
	if list == nil {
		return ""
	}
	return strings.Join(*list, ",")
}

// MalformedImportPath reports whether path, the import path of an entry,
// cannot name a package: it holds a blank, a quote or a backslash, starts
// or ends with a slash, or has an empty element.
func MalformedImportPath(path string) bool {
	return strings.ContainsAny(path, " \t\n\"\\`") || strings.HasPrefix(path, "/") ||
		strings.HasSuffix(path, "/") || strings.Contains(path, "//")
}
