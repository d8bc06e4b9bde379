package errtext_test

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/llmerrlint/llmerrlint/analyzers/errtext"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/analysisdoc"
)

const classifyHint = "llmerr.Classify reads the error's type and status, not its text"

// withoutClassifyHint drops the related position at llmerr.Classify that
// every finding of a package holding llmerr ends with (see
// TestRelatedAtClassify).
func withoutClassifyHint(related []analysis.RelatedInformation) []analysis.RelatedInformation {
	return slices.DeleteFunc(slices.Clone(related), func(r analysis.RelatedInformation) bool {
		return r.Message == classifyHint
	})
}

// TestRemedyURL checks that every finding links to the Remedy section of
// the reference, and that the reference has that anchor.
func TestRemedyURL(t *testing.T) {
	want := analysisdoc.SectionURL("errtext", "Remedy")
	_, anchor, _ := strings.Cut(want, "#")
	ref, err := os.ReadFile(filepath.Join("..", "..", analysisdoc.ReferencePath))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(ref), `<a id="`+anchor+`"></a>`) {
		t.Errorf("%s has no anchor %q", analysisdoc.ReferencePath, anchor)
	}
	n := 0
	for _, r := range analysistest.Run(quiet{}, testdata, errtext.Analyzer, "errtext/a", "errtext/service") {
		for _, d := range r.Diagnostics {
			n++
			if d.URL != want {
				t.Errorf("%s: URL %q, want %q", r.Pass.Fset.Position(d.Pos), d.URL, want)
			}
		}
	}
	if n == 0 {
		t.Fatal("no findings")
	}
}

// TestRelatedAtClassify checks that a finding in a package that holds
// llmerr points last at llmerr.Classify's declaration, and that one in a
// package without llmerr points at nothing there.
func TestRelatedAtClassify(t *testing.T) {
	for _, tc := range []struct {
		pkg      string
		classify bool
	}{{"errtext/a", true}, {"errtext/service", false}} {
		n := 0
		for _, r := range analysistest.Run(quiet{}, testdata, errtext.Analyzer, tc.pkg) {
			for _, d := range r.Diagnostics {
				n++
				at := r.Pass.Fset.Position(d.Pos)
				hints := 0
				for _, rel := range d.Related {
					if rel.Message == classifyHint {
						hints++
					}
				}
				if !tc.classify {
					if hints != 0 {
						t.Errorf("%s: related at llmerr.Classify, but the program holds no llmerr", at)
					}
					continue
				}
				last := d.Related[len(d.Related)-1]
				decl := r.Pass.Fset.Position(last.Pos)
				if hints != 1 || last.Message != classifyHint || filepath.Base(decl.Filename) != "classify.go" || decl.Line != 29 {
					t.Errorf("%s: last related %s %q, want llmerr's classify.go:29 %q once", at, decl, last.Message, classifyHint)
				}
			}
		}
		if n == 0 {
			t.Errorf("%s: no findings", tc.pkg)
		}
	}
}
