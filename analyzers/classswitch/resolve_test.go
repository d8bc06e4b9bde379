package classswitch_test

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"strings"
	"testing"

	"github.com/llmerrlint/llmerrlint/analyzers/classswitch"
)

// TestResolve checks -types entries against a package: a missing type or
// a type that is no enum is an error; a package not in the build is
// reported as absent, for a warning.
func TestResolve(t *testing.T) {
	const src = `package sdk
type FinishReason string
const Stop FinishReason = "STOP"
type Part struct{}
type Code int
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "sdk.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	pkg, err := (&types.Config{Importer: importer.Default()}).Check("example.com/sdk", fset, []*ast.File{f}, nil)
	if err != nil {
		t.Fatal(err)
	}
	lookup := func(path string) *types.Package {
		if path == pkg.Path() {
			return pkg
		}
		return nil
	}
	list := classswitch.TypeList{
		"example.com/sdk.FinishReason",
		"example.com/sdk.NoSuchType",
		"example.com/sdk.FinishReasn",
		"example.com/sdk.Part",
		"example.com/sdk.Code",
		"example.org/other.Reason",
	}
	errs, absent := list.Resolve(lookup)
	want := []string{
		"classswitch.types: package example.com/sdk has no type NoSuchType",
		`classswitch.types: package example.com/sdk has no type FinishReasn; did you mean "FinishReason"?`,
		"classswitch.types: example.com/sdk.Part is not an enum: want a defined integer or string type with constants",
		"classswitch.types: example.com/sdk.Code is not an enum: its package declares no constants of it",
	}
	var got []string
	for _, e := range errs {
		got = append(got, e.Error())
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("errors:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if len(absent) != 1 || absent[0] != "example.org/other.Reason" {
		t.Errorf("absent = %q, want [example.org/other.Reason]", absent)
	}
}
