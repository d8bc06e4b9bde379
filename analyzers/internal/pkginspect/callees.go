package pkginspect

import (
	"go/ast"
	"go/types"
	"slices"
	"sync"

	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"
)

// callees holds the function each call of the package calls, resolved
// once for all the analyzers: most of them look at every call (for model
// calls, waits, wrappers, helpers), and each lookup goes through maps of
// the type information as large as the package.
type callees struct {
	once sync.Once
	at   []int32       // the calls' cursor indices, ascending
	fn   []*types.Func // typeutil.Callee of each, when a *types.Func
}

// CalleeFunc returns the function or method the call at c calls, as
// typeutil.Callee finds it when that is a *types.Func (an interface
// method included), or nil; nil when c is no call. c must be a cursor of
// ix's inspector, and info the package's, the same for every caller: the
// first call resolves the package's calls. A cursor of another inspector
// (an analyzer run on its own, without the shared pass) is resolved
// directly.
func (ix *Index) CalleeFunc(c inspector.Cursor, info *types.Info) *types.Func {
	if c.Node() == nil {
		return nil
	}
	if c.Inspector() != ix.Inspector {
		call, _ := c.Node().(*ast.CallExpr)
		if call == nil {
			return nil
		}
		fn, _ := typeutil.Callee(info, call).(*types.Func)
		return fn
	}
	ix.callees.once.Do(func() { ix.resolveCalls(info) })
	i, ok := slices.BinarySearch(ix.callees.at, c.Index())
	if !ok {
		return nil
	}
	return ix.callees.fn[i]
}

func (ix *Index) resolveCalls(info *types.Info) {
	var at []int32
	var fns []*types.Func
	for c := range ix.Root().Preorder((*ast.CallExpr)(nil)) {
		fn, _ := typeutil.Callee(info, c.Node().(*ast.CallExpr)).(*types.Func)
		at, fns = append(at, c.Index()), append(fns, fn)
	}
	ix.callees.at, ix.callees.fn = at, fns
}
