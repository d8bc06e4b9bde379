package adkcallback

import (
	"go/ast"
	"go/types"
	"slices"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/pkginspect"
)

// Callbacks holds both views of a package's model callbacks, each in
// source order. Analyzers of a package share one Callbacks (see Of): read
// it, never modify it.
type Callbacks struct {
	// Declared is every function of the package with a body whose
	// signature has the shape of an ADK model callback: declarations,
	// methods and function literals. A literal that is also registered
	// carries its registration's Site and Var.
	Declared []Callback
	// Registered is every value the package hands to ADK as a model
	// callback (see the package comment).
	Registered []Callback
}

// Find computes both views of the callbacks of files in one scan of
// their syntax index. Analyzers call Of instead, which shares the result.
func Find(info *types.Info, files []*ast.File) *Callbacks {
	return FindIn(info, pkginspect.New(files))
}

// FindIn is Find over an index of the files already built: a scan of the
// five node kinds the finder looks at costs a fraction of a walk.
func FindIn(info *types.Info, ix *pkginspect.Index) *Callbacks {
	f := &finder{info: info}
	for c := range ix.Root().Preorder(found...) {
		f.visit(c)
	}
	// Clipped, so that an append by one analyzer cannot write into the
	// array another is reading.
	return &Callbacks{Declared: slices.Clip(f.declared), Registered: slices.Clip(f.registered)}
}

// found are the node kinds the finder acts on.
var found = []ast.Node{
	(*ast.FuncDecl)(nil), (*ast.FuncLit)(nil), (*ast.CompositeLit)(nil),
	(*ast.CallExpr)(nil), (*ast.ValueSpec)(nil),
}

// Declared returns Find(info, files).Declared, found afresh; an analyzer
// calls Of instead.
func Declared(info *types.Info, files []*ast.File) []Callback {
	return Find(info, files).Declared
}

// Registered returns Find(info, files).Registered, found afresh; an
// analyzer calls Of instead.
func Registered(info *types.Info, files []*ast.File) []Callback {
	return Find(info, files).Registered
}
