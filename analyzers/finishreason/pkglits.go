// Function literals outside any function declaration: a package-level
// variable's closure, such as an activity a workflow engine registers.

package finishreason

import (
	"go/ast"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/pkginspect"
)

// packageLits returns the outermost function literals of the package's
// var and const declarations, in source order (var answer =
// engine.Activity(func(ctx context.Context, in Input) (string, error) {
// ... })). Their model calls are checked like a declaration's, each
// literal its own function: no declaration encloses them, and a literal
// nested in one of them is part of it, as in a declaration.
func (s *source) packageLits() []inspector.Cursor {
	return s.lits.get(func() []inspector.Cursor {
		var lits []inspector.Cursor
		for file := range s.ix.Root().Children() {
			for d := range pkginspect.Decls(file) {
				if _, ok := d.Node().(*ast.GenDecl); !ok {
					continue
				}
				// A literal nested in an outer one is part of it: not
				// descended into.
				d.Inspect([]ast.Node{(*ast.FuncLit)(nil)}, func(lit inspector.Cursor) bool {
					lits = append(lits, lit)
					return false
				})
			}
		}
		return lits
	})
}
