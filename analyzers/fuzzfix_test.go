package analyzers_test

import (
	"cmp"
	"fmt"
	"go/token"
	"slices"

	"golang.org/x/tools/go/analysis"
)

// validateFixes says why the checker would refuse the suggested fixes of
// one diagnostic (it panics where this returns an error), or nil. A
// diagnostic may not offer two fixes with one message, and every fix must
// be applicable: see checkEdits. TestValidateFixesAsChecker holds the two
// to the same verdicts.
func validateFixes(fset *token.FileSet, a *analysis.Analyzer, fixes []analysis.SuggestedFix) error {
	seen := map[string]bool{}
	for _, fix := range fixes {
		if seen[fix.Message] {
			return fmt.Errorf("%s offers two fixes named %q", a.Name, fix.Message)
		}
		seen[fix.Message] = true
		if err := checkEdits(fset, fix.TextEdits); err != nil {
			return fmt.Errorf("%s's fix %q: %v", a.Name, fix.Message, err)
		}
	}
	return nil
}

// slackPastEOF is how far past the end of its file an edit may end: the
// computed End of some nodes (a struct type's, for one) lands there.
const slackPastEOF = 10

// checkEdits says why one fix's edits cannot be applied: an edit that
// starts in no file, ends before it starts, or ends in another file, or
// two edits that overlap. A fix without edits is fine.
//
// Edits are taken in order of position, stably, so that insertions at one
// point keep their order and come before a deletion from that point.
func checkEdits(fset *token.FileSet, edits []analysis.TextEdit) error {
	ordered := slices.Clone(edits)
	slices.SortStableFunc(ordered, func(x, y analysis.TextEdit) int {
		return cmp.Or(cmp.Compare(x.Pos, y.Pos), cmp.Compare(x.End, y.End))
	})
	var covered token.Pos // the end of the last edit checked for overlap
	for _, e := range ordered {
		file := fset.File(e.Pos)
		if file == nil {
			return fmt.Errorf("an edit starts at %d, in no file", e.Pos)
		}
		end := e.End
		if !end.IsValid() {
			end = e.Pos // an insertion
		}
		if end < e.Pos {
			return fmt.Errorf("an edit at %v ends before it starts", fset.Position(e.Pos))
		}
		if endFile := fset.File(end); endFile != file {
			if eof := token.Pos(file.Base() + file.Size()); end < eof+slackPastEOF {
				// The checker cuts such an end back to the end of
				// the file and leaves the edit out of its overlap
				// check, both ways.
				continue
			}
			if endFile == nil {
				return fmt.Errorf("an edit at %v ends at %d, in no file", fset.Position(e.Pos), end)
			}
			return fmt.Errorf("an edit spans %s and %s", file.Name(), endFile.Name())
		}
		if covered.IsValid() && e.Pos < covered {
			return fmt.Errorf("edits overlap at %v", fset.Position(e.Pos))
		}
		covered = end
	}
	return nil
}
