package lazyinspect

import (
	"go/ast"
	"go/types"
	"slices"
	"sync"

	"golang.org/x/tools/go/types/typeutil"
)

// callees holds the function each call of the package calls, resolved
// once for all the analyzers: most of them look at every call (for model
// calls, waits, wrappers, helpers), and each lookup goes through maps of
// the type information as large as the package.
type callees struct {
	once sync.Once
	at   []int32       // the calls' node indices, ascending
	fn   []*types.Func // typeutil.Callee of each, when a *types.Func
}

// CalleeFunc returns the function or method the call at c calls, as
// typeutil.Callee finds it when that is a *types.Func (an interface
// method included), or nil; nil when c is no call. info must be the
// package's, the same for every caller: the first call resolves the
// package's calls.
func (c Cursor) CalleeFunc(info *types.Info) *types.Func {
	ix := c.ix
	ix.callees.once.Do(func() { ix.resolveCalls(info) })
	i, ok := slices.BinarySearch(ix.callees.at, c.i)
	if !ok {
		return nil
	}
	return ix.callees.fn[i]
}

func (ix *Index) resolveCalls(info *types.Info) {
	n := 0
	for _, k := range ix.kind {
		if k == kCallExpr {
			n++
		}
	}
	at, fns := make([]int32, 0, n), make([]*types.Func, 0, n)
	for i, k := range ix.kind {
		if k == kCallExpr {
			fn, _ := typeutil.Callee(info, (*ast.CallExpr)(ix.ptrs[i])).(*types.Func)
			at, fns = append(at, int32(i)), append(fns, fn)
		}
	}
	ix.callees.at, ix.callees.fn = at, fns
}
