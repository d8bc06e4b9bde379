package analyzers_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"
)

// TestValidateFixesAsChecker reports fixes to the checker and to
// validateFixes: where the checker panics on a report, validateFixes must
// return an error, and nowhere else. The cases sit at the edges of its
// rules, the slack past the end of a file included.
func TestValidateFixesAsChecker(t *testing.T) {
	fset := token.NewFileSet()
	var files []*ast.File
	for _, name := range []string{"a.go", "b.go"} {
		f, err := parser.ParseFile(fset, name, "package p\n\nvar "+name[:1]+" = 1\n", 0)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	info := &types.Info{}
	tpkg, err := (&types.Config{}).Check("p", fset, files, info)
	if err != nil {
		t.Fatal(err)
	}
	pkg := &packages.Package{ID: "p", Name: "p", PkgPath: "p", Fset: fset, Syntax: files, Types: tpkg, TypesInfo: info, TypesSizes: types.SizesFor("gc", "amd64")}
	a := fset.File(files[0].FileStart)
	start, eof := token.Pos(a.Base()), token.Pos(a.Base()+a.Size())
	nextFile := token.Pos(fset.File(files[1].FileStart).Base())
	edit := func(pos, end token.Pos) analysis.TextEdit {
		return analysis.TextEdit{Pos: pos, End: end, NewText: []byte("x")}
	}
	fix := func(msg string, edits ...analysis.TextEdit) analysis.SuggestedFix {
		return analysis.SuggestedFix{Message: msg, TextEdits: edits}
	}
	cases := map[string][]analysis.SuggestedFix{
		"replace":                 {fix("f", edit(start, start+3))},
		"no edits":                {fix("f")},
		"insert":                  {fix("f", edit(start+2, token.NoPos))},
		"no pos":                  {fix("f", edit(token.NoPos, start))},
		"end before pos":          {fix("f", edit(start+3, start+2))},
		"whole file":              {fix("f", edit(start, eof))},
		"end in slack":            {fix("f", edit(start, eof+3))},
		"end at slack's limit":    {fix("f", edit(start, eof+slackPastEOF))},
		"end past slack":          {fix("f", edit(start, nextFile+12))},
		"end past every file":     {fix("f", edit(nextFile+2, nextFile+200))},
		"overlap":                 {fix("f", edit(start+4, start+8), edit(start, start+5))},
		"adjacent":                {fix("f", edit(start+4, start+8), edit(start, start+4))},
		"two inserts at a point":  {fix("f", edit(start+4, start+4), edit(start+4, token.NoPos))},
		"insert inside deletion":  {fix("f", edit(start+2, start+6), edit(start+4, start+4))},
		"overlap after slack cut": {fix("f", edit(eof-5, eof+3), edit(eof-2, eof-1))},
		"two fixes, one message":  {fix("f", edit(start, start+1)), fix("f", edit(start+2, start+3))},
		"two fixes":               {fix("f", edit(start, start+1)), fix("g", edit(start, start+3))},
	}
	for name, fixes := range cases {
		checkerPanics := func() (panicked bool) {
			defer func() { panicked = recover() != nil }()
			reporter := &analysis.Analyzer{Name: "reporter", Doc: "reports one diagnostic with the fixes", Run: func(pass *analysis.Pass) (any, error) {
				pass.Report(analysis.Diagnostic{Pos: start, Message: "m", SuggestedFixes: clone(fixes)})
				return nil, nil
			}}
			if _, err := checker.Analyze([]*analysis.Analyzer{reporter}, []*packages.Package{pkg}, &checker.Options{Sequential: true}); err != nil {
				t.Fatal(err)
			}
			return false
		}()
		err := validateFixes(fset, &analysis.Analyzer{Name: "reporter"}, clone(fixes))
		if checkerPanics != (err != nil) {
			t.Errorf("%s: checker panics: %v; validateFixes: %v", name, checkerPanics, err)
		}
	}
}

// clone copies fixes down to their edits, which the checker sorts in place.
func clone(fixes []analysis.SuggestedFix) []analysis.SuggestedFix {
	out := make([]analysis.SuggestedFix, len(fixes))
	for i, f := range fixes {
		out[i] = analysis.SuggestedFix{Message: f.Message, TextEdits: append([]analysis.TextEdit(nil), f.TextEdits...)}
	}
	return out
}
