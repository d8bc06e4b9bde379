package analysisdoc

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"testing"
)

// TestPackageCommentMatchesParser holds packageComment to go/parser and
// CommentGroup.Text on every analyzer's doc.go and on edge cases.
func TestPackageCommentMatchesParser(t *testing.T) {
	docs, err := filepath.Glob("../../*/doc.go")
	if err != nil || len(docs) == 0 {
		t.Fatalf("no doc.go files: %v", err)
	}
	srcs := map[string]string{
		"directives": "//go:build linux\n// Package p is.\n//\n//\n// More.  \n//line x.go:1\n//lint:ignore X y\n//\npackage p\n",
		"detached":   "// Copyright.\n\n// Package p is.\npackage p\n",
		"leading":    "//\n//   indented\n//\tand tabbed\n//nospace\npackage p\n",
	}
	for _, d := range docs {
		b, err := os.ReadFile(d)
		if err != nil {
			t.Fatal(err)
		}
		srcs[d] = string(b)
	}
	for name, src := range srcs {
		f, err := parser.ParseFile(token.NewFileSet(), "doc.go", src, parser.ParseComments|parser.PackageClauseOnly)
		if err != nil || f.Doc == nil {
			t.Fatalf("%s: no package comment: %v", name, err)
		}
		got, ok := packageComment(src)
		if want := f.Doc.Text(); !ok || got != want {
			t.Errorf("%s: packageComment differs from CommentGroup.Text\ngot:\n%q\nwant:\n%q", name, got, want)
		}
	}
}
