package lazyinspect

import (
	"go/ast"
)

// Index holds the nodes of a package's files in the order ast.Inspect
// visits them (comments left out: no analyzer looks at them), each with
// its parent and the end of its subtree. Node i's subtree is the range
// [i, end[i]).
type Index struct {
	nodes  []ast.Node
	parent []int32 // -1 for a file
	end    []int32
	kind   []kind
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
		nodes:  make([]ast.Node, 0, n),
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
				ix.end[top] = int32(len(ix.nodes))
				stack = stack[:len(stack)-1]
				return false
			case *ast.CommentGroup, *ast.Comment:
				return false
			}
			i := int32(len(ix.nodes))
			ix.nodes = append(ix.nodes, x)
			ix.parent = append(ix.parent, stack[len(stack)-1])
			ix.kind = append(ix.kind, kindOf(x))
			stack = append(stack, i)
			return true
		})
	}
	return ix
}

// Root returns the cursor of the index's root, whose children are the
// files.
func (ix *Index) Root() Cursor { return Cursor{ix, -1} }
