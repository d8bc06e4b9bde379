package lazyinspect

import (
	"go/ast"
	"sync"
	"unsafe"
)

// Index holds the nodes of a package's files in the order ast.Inspect
// visits them (comments left out: no analyzer looks at them), each with
// its parent and the end of its subtree. Node i's subtree is the range
// [i, end[i]).
type Index struct {
	ptrs   []unsafe.Pointer // with kind, the node (see join)
	kind   []kind
	parent []int32 // -1 for a file
	end    []int32
	// other holds the nodes of a type outside go/ast, kind 0: none is
	// expected, but the index must not lose one.
	other map[int32]ast.Node

	topsOnce sync.Once
	tops     []topSpan // see TopAt

	callees callees // see CalleeFunc
}

// New indexes files.
func New(files []*ast.File) *Index {
	count := builder{}
	for _, f := range files {
		count.walk(f)
	}
	n := count.n
	ix := &Index{
		ptrs:   make([]unsafe.Pointer, n),
		parent: make([]int32, n),
		end:    make([]int32, n),
		kind:   make([]kind, n),
	}
	b := builder{ix: ix, parent: -1}
	for _, f := range files {
		b.walk(f)
	}
	return ix
}

// node returns the node at i.
func (ix *Index) node(i int32) ast.Node {
	if k := ix.kind[i]; k != 0 {
		return join(k, ix.ptrs[i])
	}
	return ix.other[i]
}

// Root returns the cursor of the index's root, whose children are the
// files.
func (ix *Index) Root() Cursor { return Cursor{ix, -1} }
