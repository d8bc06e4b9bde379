package errtext_test

import (
	"path/filepath"
	"slices"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/llmerrlint/llmerrlint/analyzers/errtext"
)

// quiet discards analysistest's complaints: the want comments are checked
// by TestDefaultScope; this test reads the diagnostics themselves.
type quiet struct{}

func (quiet) Errorf(string, ...any) {}

// TestRelatedWhereTextIsTaken checks that a diagnostic on a search of a
// variable points at the line that took the error's text, and that one on
// err.Error() itself carries no related information.
func TestRelatedWhereTextIsTaken(t *testing.T) {
	results := analysistest.Run(quiet{}, testdata, errtext.Analyzer, "errtext/a")
	type want struct{ line, related int } // related 0: none
	wants := map[int]want{
		16: {16, 0},  // strings.Contains(err.Error(), "429")
		20: {20, 19}, // strings.HasPrefix(msg, ...) after msg := strings.ToLower(err.Error())
	}
	found := map[int]bool{} // a.go is in the package and in its test variant
	for _, r := range results {
		for _, d := range r.Diagnostics {
			pos := r.Pass.Fset.Position(d.Pos)
			if filepath.Base(pos.Filename) != "a.go" {
				continue
			}
			w, ok := wants[pos.Line]
			if !ok {
				continue
			}
			found[pos.Line] = true
			switch {
			case w.related == 0 && len(d.Related) != 0:
				t.Errorf("line %d: unexpected related information %q", pos.Line, d.Related[0].Message)
			case w.related != 0 && len(d.Related) != 1:
				t.Errorf("line %d: got %d related positions, want 1", pos.Line, len(d.Related))
			case w.related != 0:
				rel := r.Pass.Fset.Position(d.Related[0].Pos)
				if rel.Line != w.related || d.Related[0].Message != "the text of err is taken here" {
					t.Errorf("line %d: related %d %q, want line %d", pos.Line, rel.Line, d.Related[0].Message, w.related)
				}
			}
		}
	}
	if len(found) != len(wants) {
		t.Errorf("found %d of the %d diagnostics checked", len(found), len(wants))
	}
}

// TestRelatedPointsIntoHelpers checks that a call of a helper points at
// the search inside it: the search itself for a helper of the package,
// the declaration (and the file:line of the search, in the message) for
// one of another package.
func TestRelatedPointsIntoHelpers(t *testing.T) {
	results := analysistest.Run(quiet{}, testdata, errtext.Analyzer, "errtext/origin", "errtext/service")
	type want struct {
		file        string
		line        int
		relatedFile string
		relatedLine int
		message     string
	}
	wants := []want{
		{"origin.go", 29, "origin.go", 115, "contains searches the text here"},
		{"service.go", 18, "llmutil.go", 20, "llmutil.HasAny searches the text with strings.Contains (llmutil.go:23)"},
	}
	for _, w := range wants {
		found := false
		for _, r := range results {
			for _, d := range r.Diagnostics {
				pos := r.Pass.Fset.Position(d.Pos)
				if filepath.Base(pos.Filename) != w.file || pos.Line != w.line || len(d.Related) == 0 {
					continue
				}
				found = true
				rel := r.Pass.Fset.Position(d.Related[0].Pos)
				if filepath.Base(rel.Filename) != w.relatedFile || rel.Line != w.relatedLine || d.Related[0].Message != w.message {
					t.Errorf("%s:%d: related %s:%d %q, want %s:%d %q", w.file, w.line,
						filepath.Base(rel.Filename), rel.Line, d.Related[0].Message, w.relatedFile, w.relatedLine, w.message)
				}
			}
		}
		if !found {
			t.Errorf("%s:%d: no diagnostic with related information", w.file, w.line)
		}
	}
}

// TestRelatedListsGroupedSearches checks that the searches of one taking
// of a text are one diagnostic whose related information points at the
// taking, then at every further search, in source order.
func TestRelatedListsGroupedSearches(t *testing.T) {
	results := analysistest.Run(quiet{}, testdata, errtext.Analyzer, "errtext/a")
	type rel struct {
		line    int
		message string
	}
	want := []rel{
		{17, "the text of err is taken here"},
		{19, "searched again here with strings.Contains"},
		{23, "searched again here in a switch"},
		{27, "searched again here with strings.HasSuffix"},
	}
	found := false
	for _, r := range results {
		for _, d := range r.Diagnostics {
			pos := r.Pass.Fset.Position(d.Pos)
			if filepath.Base(pos.Filename) != "grouped.go" || pos.Line != 18 {
				continue
			}
			found = true
			var got []rel
			for _, ri := range d.Related {
				got = append(got, rel{r.Pass.Fset.Position(ri.Pos).Line, ri.Message})
			}
			if !slices.Equal(got, want) {
				t.Errorf("grouped.go:18: related %v, want %v", got, want)
			}
		}
	}
	if !found {
		t.Error("grouped.go:18: no diagnostic")
	}
	// A search through a helper: the call, then the search in the helper.
	found = false
	for _, r := range results {
		for _, d := range r.Diagnostics {
			pos := r.Pass.Fset.Position(d.Pos)
			if filepath.Base(pos.Filename) != "grouped.go" || pos.Line != 58 {
				continue
			}
			found = true
			var got []rel
			for _, ri := range d.Related {
				got = append(got, rel{r.Pass.Fset.Position(ri.Pos).Line, ri.Message})
			}
			want := []rel{
				{57, "the text of err is taken here"},
				{58, "searched again here with mentions"},
				{52, "mentions searches the text here"},
			}
			if !slices.Equal(got, want) {
				t.Errorf("grouped.go:58: related %v, want %v", got, want)
			}
		}
	}
	if !found {
		t.Error("grouped.go:58: no diagnostic")
	}
}
