package apierrptr

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/pkginspect"
)

func run(pass *analysis.Pass) {
	if !relevant(pass) {
		return
	}
	in := pkginspect.Of(pass)
	built := builtAsPointers(pass, in)
	for file := range in.Root().Children() {
		for decl := range pkginspect.Decls(file) {
			checkUnit(pass, decl, built)
		}
	}
}

// relevant reports whether the package imports a package of a module that
// declares an SDK error type: without one it cannot name the type.
func relevant(pass *analysis.Pass) bool {
	if pass.Pkg == nil {
		return false
	}
	for _, imp := range pass.Pkg.Imports() {
		if llmapi.DeclaresErrorTypes(imp.Path()) {
			return true
		}
	}
	return false
}

// check is one typed check of an SDK error type.
type check struct {
	kind  kind
	node  ast.Node // what is reported: the call, the assertion, the case
	et    *llmapi.ErrorType
	form  llmapi.ErrorForm // the form checked for
	typ   ast.Expr         // the expression that spells the checked type, or nil
	bound types.Object     // the variable whose type the fix changes, or nil
	ok    bool             // the fix is safe (bound's uses survive it)
}

type kind uint8

const (
	errorsAs kind = iota
	errorsAsType
	assertion
	typeCase
)

// checkUnit reports the checks of one top-level declaration whose form is
// not the one the SDK returns, unless the declaration checks both forms of
// that type, as genai's own helpers and llmerr's classifier do.
func checkUnit(pass *analysis.Pass, unit inspector.Cursor, built construction) {
	var checks []check
	for cur := range unit.Preorder((*ast.CallExpr)(nil), (*ast.TypeAssertExpr)(nil), (*ast.TypeSwitchStmt)(nil)) {
		switch n := cur.Node().(type) {
		case *ast.CallExpr:
			if c, ok := callCheck(pass, unit.Node(), cur, n); ok {
				checks = append(checks, c)
			}
		case *ast.TypeAssertExpr:
			if n.Type == nil {
				continue
			}
			if c, ok := typed(pass, assertion, n, n.Type); ok {
				c.bound, c.ok = resultOf(pass, unit.Node(), cur)
				checks = append(checks, c)
			}
		case *ast.TypeSwitchStmt:
			for _, s := range n.Body.List {
				clause, _ := s.(*ast.CaseClause)
				if clause == nil {
					continue
				}
				for _, e := range clause.List {
					if c, ok := typed(pass, typeCase, e, e); ok {
						if obj := pass.TypesInfo.Implicits[clause]; obj != nil {
							c.bound, c.ok = obj, len(clause.List) == 1 && onlySelected(pass, clause, obj, nil)
						} else {
							c.ok = true
						}
						checks = append(checks, c)
					}
				}
			}
		}
	}
	both := map[*llmapi.ErrorType]bool{}
	seen := map[*llmapi.ErrorType]llmapi.ErrorForm{}
	for _, c := range checks {
		if f, ok := seen[c.et]; ok && f != c.form {
			both[c.et] = true
		}
		seen[c.et] = c.form
	}
	var builtAsPointer builtSet
	for _, c := range checks {
		if c.form == llmapi.ByPointer && c.form != c.et.Form && builtAsPointer == nil {
			builtAsPointer = built.builtFor(pass, unit)
		}
		if c.form != c.et.Form && !both[c.et] && !(c.form == llmapi.ByPointer && builtAsPointer[c.et]) {
			report(pass, c)
		}
	}
}

// callCheck recognises errors.As and errors.AsType.
func callCheck(pass *analysis.Pass, unit ast.Node, cur inspector.Cursor, call *ast.CallExpr) (check, bool) {
	// The callee is named by the call's syntax: a call that does not name
	// As or AsType cannot be errors.As, and needs no lookup.
	if name := llmapi.CalleeName(call.Fun); name != "As" && name != "AsType" {
		return check{}, false
	}
	fn, _ := typeutil.Callee(pass.TypesInfo, call).(*types.Func)
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "errors" {
		return check{}, false
	}
	switch fn.Name() {
	case "As":
		if len(call.Args) != 2 {
			return check{}, false
		}
		ptr, ok := types.Unalias(pass.TypesInfo.TypeOf(call.Args[1])).(*types.Pointer)
		if !ok {
			return check{}, false
		}
		c, ok := classify(errorsAs, call, ptr.Elem())
		if ok {
			c.typ, c.bound, c.ok = declaredTarget(pass, unit, call.Args[1])
		}
		return c, ok
	case "AsType":
		ix, ok := ast.Unparen(call.Fun).(*ast.IndexExpr)
		if !ok {
			return check{}, false
		}
		c, ok := typed(pass, errorsAsType, call, ix.Index)
		if ok {
			c.bound, c.ok = resultOf(pass, unit, cur)
		}
		return c, ok
	}
	return check{}, false
}

// typed makes a check of the type that e spells.
func typed(pass *analysis.Pass, k kind, n ast.Node, e ast.Expr) (check, bool) {
	tv, ok := pass.TypesInfo.Types[e]
	if !ok || !tv.IsType() {
		return check{}, false
	}
	c, ok := classify(k, n, tv.Type)
	c.typ = e
	return c, ok
}

// classify says which SDK error type t is, and in which form.
func classify(k kind, n ast.Node, t types.Type) (check, bool) {
	if t == nil {
		return check{}, false
	}
	form := llmapi.ByValue
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t, form = p.Elem(), llmapi.ByPointer
	}
	et, ok := llmapi.ErrorTypeOf(t)
	if !ok {
		return check{}, false
	}
	return check{kind: k, node: n, et: et, form: form}, true
}
