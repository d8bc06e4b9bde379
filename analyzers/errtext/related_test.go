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
			own := withoutClassifyHint(d.Related)
			switch {
			case w.related == 0 && len(own) != 0:
				t.Errorf("line %d: unexpected related information %q", pos.Line, own[0].Message)
			case w.related != 0 && len(own) != 1:
				t.Errorf("line %d: got %d related positions, want 1", pos.Line, len(own))
			case w.related != 0:
				rel := r.Pass.Fset.Position(own[0].Pos)
				if rel.Line != w.related || own[0].Message != "the text of err is taken here" {
					t.Errorf("line %d: related %d %q, want line %d", pos.Line, rel.Line, own[0].Message, w.related)
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
		// A helper that calls another helper first: its own search.
		{"delegates.go", 27, "delegates.go", 22, "retryableText searches the text here"},
		{"delegates.go", 49, "delegates.go", 39, "transientText searches the text here"},
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
// taking, then at every further search, in source order, and for a search
// through a helper at the search inside it.
func TestRelatedListsGroupedSearches(t *testing.T) {
	results := analysistest.Run(quiet{}, testdata, errtext.Analyzer, "errtext/a")
	wants := map[int][]related{
		18: {
			{17, "the text of err is taken here"},
			{19, "searched again here with strings.Contains"},
			{23, "searched again here in a switch"},
			{27, "searched again here with strings.HasSuffix"},
		},
		58: {
			{57, "the text of err is taken here"},
			{58, "searched again here with mentions"},
			{52, "mentions searches the text here"},
		},
		64: {
			{52, "mentions searches the text here"},
			{63, "the text of err is taken here"},
			{64, "searched again here with mentions"},
			{64, "searched again here with mentions"},
		},
	}
	found := map[int]bool{}
	for _, r := range results {
		for _, d := range r.Diagnostics {
			pos := r.Pass.Fset.Position(d.Pos)
			want, ok := wants[pos.Line]
			if filepath.Base(pos.Filename) != "grouped.go" || !ok {
				continue
			}
			found[pos.Line] = true
			var got []related
			for _, ri := range withoutClassifyHint(d.Related) {
				got = append(got, related{r.Pass.Fset.Position(ri.Pos).Line, ri.Message})
			}
			if !slices.Equal(got, want) {
				t.Errorf("grouped.go:%d: related %v, want %v", pos.Line, got, want)
			}
		}
	}
	for line := range wants {
		if !found[line] {
			t.Errorf("grouped.go:%d: no diagnostic", line)
		}
	}
}

// related is one related position of a diagnostic: its line and message.
type related struct {
	line    int
	message string
}
