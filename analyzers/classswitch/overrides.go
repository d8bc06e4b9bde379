package classswitch

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/ast/edge"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"
)

// handedToDefiner reports whether the map literal at cur is handed, from
// another package, to the package that defines the enum: as a field of
// one of its structs (llmerr.Config{Texts: ...}, cfg.Actions = ...) or as
// an argument of one of its functions. That package holds the complete
// table (llmerr.RuleFor); the map overrides a few entries of it and a
// missing key keeps the package's rule, so it is not a policy table.
func (c *checker) handedToDefiner(cur inspector.Cursor, en *enum) bool {
	def := en.named.Obj().Pkg()
	if def == nil || def == c.pass.Pkg {
		return false
	}
	info := c.pass.TypesInfo
	isDefField := func(e ast.Expr) bool {
		var obj types.Object
		switch e := ast.Unparen(e).(type) {
		case *ast.Ident:
			obj = info.Uses[e]
		case *ast.SelectorExpr:
			if s := info.Selections[e]; s != nil && s.Kind() == types.FieldVal {
				obj = s.Obj()
			}
		}
		v, ok := obj.(*types.Var)
		return ok && v.IsField() && v.Pkg() == def
	}
	for ; ; cur = cur.Parent() {
		k, idx := cur.ParentEdge()
		switch k {
		case edge.ParenExpr_X:
			continue
		case edge.KeyValueExpr_Value:
			return isDefField(cur.Parent().Node().(*ast.KeyValueExpr).Key)
		case edge.AssignStmt_Rhs:
			as := cur.Parent().Node().(*ast.AssignStmt)
			return len(as.Lhs) == len(as.Rhs) && isDefField(as.Lhs[idx])
		case edge.CallExpr_Args:
			fn := typeutil.StaticCallee(info, cur.Parent().Node().(*ast.CallExpr))
			return fn != nil && fn.Pkg() == def
		}
		return false
	}
}
