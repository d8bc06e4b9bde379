package llmerr_test

import (
	"go/ast"
	"go/doc"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestExportedNamesAreDocumented fails for any exported name of package
// llmerr that `go doc` would show without a doc comment: types, functions,
// methods of exported types, and constants and variables (a comment on the
// name, or on its declaration group).
func TestExportedNamesAreDocumented(t *testing.T) {
	fset := token.NewFileSet()
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	var parsed []*ast.File
	for _, file := range files {
		if strings.HasSuffix(file, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, file, nil, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		parsed = append(parsed, f)
	}
	pkg, err := doc.NewFromFiles(fset, parsed, "github.com/llmerrlint/llmerrlint/llmerr")
	if err != nil {
		t.Fatal(err)
	}
	if strings.TrimSpace(pkg.Doc) == "" {
		t.Error("package llmerr has no package comment")
	}
	var missing []string
	values := func(vs []*doc.Value) {
		for _, v := range vs {
			if strings.TrimSpace(v.Doc) != "" {
				continue
			}
			for _, spec := range v.Decl.Specs {
				vs := spec.(*ast.ValueSpec)
				if vs.Doc != nil || vs.Comment != nil {
					continue
				}
				for _, n := range vs.Names {
					if n.IsExported() {
						missing = append(missing, n.Name+" ("+fset.Position(n.Pos()).String()+")")
					}
				}
			}
		}
	}
	funcs := func(prefix string, fs []*doc.Func) {
		for _, f := range fs {
			if strings.TrimSpace(f.Doc) == "" && ast.IsExported(f.Name) {
				missing = append(missing, prefix+f.Name+" ("+fset.Position(f.Decl.Pos()).String()+")")
			}
		}
	}
	values(pkg.Consts)
	values(pkg.Vars)
	funcs("", pkg.Funcs)
	for _, ty := range pkg.Types {
		if strings.TrimSpace(ty.Doc) == "" {
			missing = append(missing, "type "+ty.Name+" ("+fset.Position(ty.Decl.Pos()).String()+")")
		}
		values(ty.Consts)
		values(ty.Vars)
		funcs("", ty.Funcs)
		funcs(ty.Name+".", ty.Methods)
	}
	for _, m := range missing {
		t.Errorf("exported name without a doc comment: %s", m)
	}
	if _, err := os.Stat("doc.go"); err != nil {
		t.Errorf("the package comment belongs in doc.go: %v", err)
	}
}
