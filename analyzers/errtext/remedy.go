// This file holds what every errtext finding carries about its remedy: a
// link to the Remedy section of the reference and, when the program holds
// llmerr, a related position at llmerr.Classify.
package errtext

import (
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/analysisdoc"
)

// remedyURL is the Remedy section of errtext's reference.
var remedyURL = analysisdoc.SectionURL("errtext", "Remedy")

// classifyHint is the related message at llmerr.Classify.
const classifyHint = "llmerr.Classify reads the error's type and status, not its text"

// reportWithRemedy reports d with the remedy's URL and, after its other
// related information, llmerr.Classify's declaration.
func (a *pkgState) reportWithRemedy(d analysis.Diagnostic) {
	d.URL = remedyURL
	if pos := a.classifyPos(); pos.IsValid() {
		d.Related = append(d.Related, analysis.RelatedInformation{Pos: pos, Message: classifyHint})
	}
	a.pass.Report(d)
}

// classifyPos returns where llmerr.Classify is declared, when llmerr is
// the package or among its imports, direct or not, as the type checker
// saw them; otherwise NoPos. A related position is a place in the
// analyzed program: where llmerr is not part of it there is no honest
// position to give, and the URL alone names the remedy.
func (a *pkgState) classifyPos() token.Pos {
	if !a.classifySought {
		a.classifySought = true
		a.classifyAt = findClassify(a.pass.Pkg, map[*types.Package]bool{})
	}
	return a.classifyAt
}

func findClassify(pkg *types.Package, seen map[*types.Package]bool) token.Pos {
	if seen[pkg] {
		return token.NoPos
	}
	seen[pkg] = true
	if pkg.Path() == llmerrPath {
		if fn, ok := pkg.Scope().Lookup("Classify").(*types.Func); ok {
			return fn.Pos()
		}
		return token.NoPos
	}
	for _, imp := range pkg.Imports() {
		if pos := findClassify(imp, seen); pos.IsValid() {
			return pos
		}
	}
	return token.NoPos
}
