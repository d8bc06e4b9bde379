package analyzers_test

import (
	"cmp"
	"fmt"
	"go/token"
	"slices"

	"golang.org/x/tools/go/analysis"
)

// validateFixes checks the suggested fixes of one diagnostic by the rules
// the checker enforces on every report (it panics where this returns an
// error): no two fixes with one message; in each fix, every edit within
// one file, its end not before its start, and no two edits overlapping
// once sorted. A fix without edits passes, as it does there.
//
// Like the checker it edits the fixes in place: edits sorted by position,
// an absent End set to Pos, and an End a few bytes past the end of its
// file (an AST node's computed end can be) cut back to it.
func validateFixes(fset *token.FileSet, a *analysis.Analyzer, fixes []analysis.SuggestedFix) error {
	messages := map[string]bool{}
	for i := range fixes {
		fix := &fixes[i]
		if messages[fix.Message] {
			return fmt.Errorf("analyzer %q suggests two fixes with same Message (%s)", a.Name, fix.Message)
		}
		messages[fix.Message] = true
		if err := validateEdits(fset, fix.TextEdits); err != nil {
			return fmt.Errorf("analyzer %q suggests invalid fix (%s): %v", a.Name, fix.Message, err)
		}
	}
	return nil
}

// slackPastEOF is how far past the end of its file an edit's End may
// point and be cut back to it.
const slackPastEOF = 10

func validateEdits(fset *token.FileSet, edits []analysis.TextEdit) error {
	// Stable, so that insertions at one point keep their order; an
	// insertion sorts before a deletion that starts where it is.
	slices.SortStableFunc(edits, func(x, y analysis.TextEdit) int {
		return cmp.Or(cmp.Compare(x.Pos, y.Pos), cmp.Compare(x.End, y.End))
	})
	var prev *analysis.TextEdit
	for i := range edits {
		e := &edits[i]
		file := fset.File(e.Pos)
		if file == nil {
			return fmt.Errorf("no token.File for TextEdit.Pos (%v)", e.Pos)
		}
		eof := token.Pos(file.Base() + file.Size())
		if !e.End.IsValid() {
			e.End = e.Pos
		} else {
			if e.End < e.Pos {
				return fmt.Errorf("TextEdit.Pos (%v) > TextEdit.End (%v)", e.Pos, e.End)
			}
			endFile := fset.File(e.End)
			if endFile != file && e.End < eof+slackPastEOF {
				// The checker cuts such an End back and checks the edit
				// no further: it neither checks it against the edit
				// before nor holds it for the one after.
				e.End = eof
				continue
			}
			if endFile == nil {
				return fmt.Errorf("no token.File for TextEdit.End (%v; File(start).FileEnd is %d)", e.End, eof)
			}
			if endFile != file {
				return fmt.Errorf("edit #%d spans files (%v and %v)", i, file.Position(e.Pos), endFile.Position(e.End))
			}
		}
		if e.End > eof {
			return fmt.Errorf("end is (%v) beyond end of file (%v)", e.End, eof)
		}
		if prev != nil && e.Pos < prev.End {
			p, q := fset.Position(prev.Pos), fset.Position(e.Pos)
			return fmt.Errorf("overlapping edits to %s (%v and %v)", p.Filename, p, q)
		}
		prev = e
	}
	return nil
}
