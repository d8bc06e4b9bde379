package analyzers_test

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/llmerrlint/llmerrlint/analyzers"
	"github.com/llmerrlint/llmerrlint/internal/widest"
)

// TestFixesCompile applies every SuggestedFix that any registered analyzer
// offers on any fixture package under testdata/src, once with the default
// options and once with the widest, each fix alone and then all of a
// package's fixes together (as -fix does), and type-checks the result. A fix
// may leave the errors a fixture already has; it must add none: a fix that
// breaks the build is worse than no fix.
func TestFixesCompile(t *testing.T) {
	if testing.Short() {
		t.Skip("loads every fixture package")
	}
	pkgs := loadFixturePackages(t)
	fixes := 0
	for _, opts := range []string{"default", "widest"} {
		all := analyzers.Default()
		if opts == "widest" {
			if err := widest.Apply(all); err != nil {
				t.Fatal(err)
			}
		}
		graph, err := checker.Analyze(all, pkgs, nil)
		if err != nil {
			t.Fatal(err)
		}
		for act := range graph.All() {
			if !act.IsRoot || act.Err != nil {
				continue
			}
			var every []analysis.SuggestedFix
			for _, d := range act.Diagnostics {
				for _, fix := range d.SuggestedFixes {
					fixes++
					every = append(every, fix)
					name := fmt.Sprintf("%s %s (%s options) at %s", act.Analyzer.Name, act.Package.ID, opts, act.Package.Fset.Position(d.Pos))
					checkFix(t, name, act.Package, fix)
				}
			}
			if len(every) > 1 {
				name := fmt.Sprintf("%s %s (%s options), all %d fixes", act.Analyzer.Name, act.Package.ID, opts, len(every))
				checkFix(t, name, act.Package, every...)
			}
		}
	}
	if fixes == 0 {
		t.Fatal("no analyzer offered a fix on any fixture")
	}
	t.Logf("%d fixes checked", fixes)
}

// checkFix applies fixes to the files of pkg and fails t when the package
// then has a parse or type error it did not have before.
func checkFix(t *testing.T, name string, pkg *packages.Package, fixes ...analysis.SuggestedFix) {
	t.Helper()
	if len(pkg.CompiledGoFiles) != len(pkg.GoFiles) {
		return // cgo: the compiled files are generated
	}
	edited, err := applyFixes(pkg.Fset, fixes)
	if err != nil {
		t.Errorf("%s: %v", name, err)
		return
	}
	before := typeErrors(pkg, nil)
	after := typeErrors(pkg, edited)
	for _, e := range after {
		if i := slices.Index(before, e); i >= 0 {
			before = slices.Delete(before, i, i+1)
			continue
		}
		var diff strings.Builder
		for file, src := range edited {
			fmt.Fprintf(&diff, "\n-- %s --\n%s", filepath.Base(file), src)
		}
		t.Errorf("%s: the fixed code has a new error: %s%s", name, e, diff.String())
		return
	}
}

// applyFixes returns the content of each file the fixes edit, with the
// edits applied. Edits that two fixes share are applied once; edits that
// overlap are an error.
func applyFixes(fset *token.FileSet, fixes []analysis.SuggestedFix) (map[string][]byte, error) {
	type edit struct {
		start, end int
		text       string
	}
	byFile := map[string][]edit{}
	for _, fix := range fixes {
		for _, e := range fix.TextEdits {
			tf := fset.File(e.Pos)
			end := e.End
			if !end.IsValid() {
				end = e.Pos
			}
			ed := edit{tf.Offset(e.Pos), tf.Offset(end), string(e.NewText)}
			if !slices.Contains(byFile[tf.Name()], ed) {
				byFile[tf.Name()] = append(byFile[tf.Name()], ed)
			}
		}
	}
	out := map[string][]byte{}
	for file, edits := range byFile {
		src, err := os.ReadFile(file)
		if err != nil {
			return nil, err
		}
		slices.SortStableFunc(edits, func(a, b edit) int { return a.start - b.start })
		var b bytes.Buffer
		at := 0
		for _, e := range edits {
			if e.start < at {
				return nil, fmt.Errorf("%s: overlapping edits at offset %d", file, e.start)
			}
			b.Write(src[at:e.start])
			b.WriteString(e.text)
			at = e.end
		}
		b.Write(src[at:])
		out[file] = b.Bytes()
	}
	return out, nil
}

// typeErrors parses and type-checks the files of pkg, with the content of
// edited in place of the files it names, and returns the errors without
// their positions (which a fix moves), sorted.
func typeErrors(pkg *packages.Package, edited map[string][]byte) []string {
	fset := token.NewFileSet()
	var files []*ast.File
	var errs []string
	for _, name := range pkg.CompiledGoFiles {
		var src any
		if content, ok := edited[name]; ok {
			src = content
		}
		f, err := parser.ParseFile(fset, name, src, parser.ParseComments|parser.SkipObjectResolution)
		if err != nil {
			errs = append(errs, "parse: "+stripPositions(err.Error()))
		}
		if f != nil {
			files = append(files, f)
		}
	}
	conf := types.Config{
		Importer: fixImporter(func(path string) (*types.Package, error) {
			if imp := pkg.Imports[path]; imp != nil && imp.Types != nil {
				return imp.Types, nil
			}
			if p := loadedByPath[path]; p != nil {
				return p, nil
			}
			return nil, fmt.Errorf("no package %q", path)
		}),
		Error: func(err error) {
			if te, ok := err.(types.Error); ok {
				errs = append(errs, te.Msg)
			} else {
				errs = append(errs, stripPositions(err.Error()))
			}
		},
	}
	conf.Check(pkg.PkgPath, fset, files, nil)
	slices.Sort(errs)
	return errs
}

type fixImporter func(path string) (*types.Package, error)

func (f fixImporter) Import(path string) (*types.Package, error) { return f(path) }

// stripPositions drops the "file:line:col: " prefixes of a parse error list.
func stripPositions(s string) string {
	var lines []string
	for line := range strings.SplitSeq(s, "\n") {
		if i := strings.Index(line, ".go:"); i >= 0 {
			if j := strings.Index(line[i:], ": "); j >= 0 {
				line = line[i+j+2:]
			}
		}
		lines = append(lines, line)
	}
	return strings.Join(lines, "\n")
}
