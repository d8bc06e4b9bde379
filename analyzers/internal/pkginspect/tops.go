package pkginspect

import (
	"cmp"
	"go/ast"
	"go/token"
	"slices"

	"golang.org/x/tools/go/ast/inspector"
)

// topSpan is a top-level declaration and its extent.
type topSpan struct {
	pos, end token.Pos
	c        inspector.Cursor
}

// TopAt returns the top-level declaration whose extent holds pos: where a
// local variable or a parameter is declared, and so every use of it lies.
// The table is built on the first call, once for all the analyzers of the
// package, which may call it concurrently.
func (ix *Index) TopAt(pos token.Pos) (inspector.Cursor, bool) {
	ix.topsOnce.Do(ix.buildTops)
	i, found := slices.BinarySearchFunc(ix.tops, pos, func(t topSpan, pos token.Pos) int {
		switch {
		case t.end <= pos:
			return -1
		case pos < t.pos:
			return 1
		}
		return 0
	})
	if !found {
		return inspector.Cursor{}, false
	}
	return ix.tops[i].c, true
}

func (ix *Index) buildTops() {
	n := 0
	for file := range ix.Root().Children() {
		n += len(file.Node().(*ast.File).Decls)
	}
	ix.tops = make([]topSpan, 0, n)
	for file := range ix.Root().Children() {
		for d := range Decls(file) {
			n := d.Node()
			ix.tops = append(ix.tops, topSpan{n.Pos(), n.End(), d})
		}
	}
	// go/packages parses files in parallel, so the files' order need not
	// be their order in the file set.
	slices.SortFunc(ix.tops, func(a, b topSpan) int { return cmp.Compare(a.pos, b.pos) })
}
