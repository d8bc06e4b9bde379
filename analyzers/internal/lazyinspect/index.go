package lazyinspect

import (
	"go/ast"
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
}

// New indexes files.
func New(files []*ast.File) *Index {
	n := 0
	for _, f := range files {
		ast.Inspect(f, func(x ast.Node) bool {
			switch x.(type) {
			case nil:
			case *ast.CommentGroup, *ast.Comment:
				return false
			default:
				n++
			}
			return true
		})
	}
	ix := &Index{
		ptrs:   make([]unsafe.Pointer, 0, n),
		parent: make([]int32, 0, n),
		end:    make([]int32, n),
		kind:   make([]kind, 0, n),
	}
	stack := make([]int32, 1, 64)
	stack[0] = -1
	for _, f := range files {
		ast.Inspect(f, func(x ast.Node) bool {
			switch x.(type) {
			case nil:
				top := stack[len(stack)-1]
				ix.end[top] = int32(len(ix.ptrs))
				stack = stack[:len(stack)-1]
				return false
			case *ast.CommentGroup, *ast.Comment:
				return false
			}
			i := int32(len(ix.ptrs))
			k, p := split(x)
			if k == 0 {
				if ix.other == nil {
					ix.other = map[int32]ast.Node{}
				}
				ix.other[i] = x
			}
			ix.ptrs = append(ix.ptrs, p)
			ix.parent = append(ix.parent, stack[len(stack)-1])
			ix.kind = append(ix.kind, k)
			stack = append(stack, i)
			return true
		})
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
