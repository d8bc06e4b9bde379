package swallowedconfig

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/code"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/pkgfacts"
)

// judge decides whether OnModelError callbacks swallow every error: each
// path that returns substitutes a response with a nil error, but for a
// path that hands the error on that only a nil error or a cancellation
// can reach. A path that returns nil (or the error) under any other
// condition may be a re-raise by class, and keeps the callback silent;
// so does a return the judge cannot read.
type judge struct {
	pass    *analysis.Pass
	decls   map[*types.Func]*ast.FuncDecl // OnModelError callbacks of the package
	verdict map[*types.Func]bool
	funcs   map[*types.Func]*ast.FuncDecl // every function of the package, built on first use
	facts   *pkgfacts.Reader[struct{}]    // the verdicts of imported packages
}

func newJudge(pass *analysis.Pass) *judge {
	return &judge{pass: pass, decls: map[*types.Func]*ast.FuncDecl{}, verdict: map[*types.Func]bool{},
		facts: pkgfacts.NewReader(pass, new(swallowsFacts))}
}

// control is a statement that decides which way a path goes.
type control struct {
	stmt      ast.Stmt
	hasReturn bool // it contains a return: a path past it may depend on it
}

// swallows judges the callback with signature ft and body.
func (j *judge) swallows(ft *ast.FuncType, body *ast.BlockStmt) bool {
	if body == nil {
		return false
	}
	params := map[types.Object]bool{}
	for _, f := range ft.Params.List {
		for _, name := range f.Names {
			if obj := j.pass.TypesInfo.Defs[name]; obj != nil {
				params[obj] = true
			}
		}
	}
	var returns []*ast.ReturnStmt
	var controls []*control
	var open []*control // controls enclosing the node being visited
	ast.PreorderStack(body, nil, func(n ast.Node, stack []ast.Node) bool {
		for len(open) > 0 && !encloses(open[len(open)-1].stmt, n) {
			open = open[:len(open)-1]
		}
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			returns = append(returns, n)
			for _, c := range open {
				c.hasReturn = true
			}
		case *ast.IfStmt, *ast.SwitchStmt, *ast.TypeSwitchStmt, *ast.ForStmt, *ast.RangeStmt, *ast.SelectStmt:
			c := &control{stmt: n.(ast.Stmt)}
			controls = append(controls, c)
			open = append(open, c)
		}
		return true
	})
	substitute := false
	for _, r := range returns {
		switch j.kindOf(r, body) {
		case unknownReturn:
			return false
		case substituteReturn:
			substitute = true
		case raiseReturn:
			for _, c := range controls {
				decides := encloses(c.stmt, r) || c.stmt.End() <= r.Pos() && c.hasReturn
				if decides && !j.trivialControl(c.stmt, params) {
					return false
				}
			}
		}
	}
	return substitute
}

func encloses(outer, inner ast.Node) bool {
	return outer.Pos() <= inner.Pos() && inner.End() <= outer.End()
}

type returnKind uint8

const (
	unknownReturn    returnKind = iota
	substituteReturn            // a non-nil response and a nil error
	raiseReturn                 // a nil response, or a non-nil error
)

func (j *judge) kindOf(r *ast.ReturnStmt, body *ast.BlockStmt) returnKind {
	if len(r.Results) != 2 {
		return unknownReturn
	}
	resp, err := r.Results[0], r.Results[1]
	switch {
	case code.IsNil(j.pass.TypesInfo, err) && j.nonNil(resp, body, 0):
		return substituteReturn
	case code.IsNil(j.pass.TypesInfo, resp) || !code.IsNil(j.pass.TypesInfo, err):
		return raiseReturn
	}
	return unknownReturn
}

// nonNil reports whether the pointer e is certainly not nil: &x, new(T),
// a local variable only ever assigned such values, or a call of a
// function of the package that only returns such values.
func (j *judge) nonNil(e ast.Expr, body *ast.BlockStmt, depth int) bool {
	if depth > 3 {
		return false
	}
	switch e := ast.Unparen(e).(type) {
	case *ast.UnaryExpr:
		return e.Op == token.AND
	case *ast.CallExpr:
		if id, ok := ast.Unparen(e.Fun).(*ast.Ident); ok {
			if b, ok := j.pass.TypesInfo.Uses[id].(*types.Builtin); ok {
				return b.Name() == "new"
			}
		}
		return j.returnsNonNil(e, depth)
	case *ast.Ident:
		v, ok := j.pass.TypesInfo.Uses[e].(*types.Var)
		if !ok || v.Pos() < body.Pos() || v.Pos() >= body.End() {
			return false // not a local of body: a parameter, a global, a field
		}
		return j.assignedNonNil(v, body, depth)
	}
	return false
}

// assignedNonNil reports whether every value body gives the local variable
// v is non-nil, and body never takes v's address.
func (j *judge) assignedNonNil(v *types.Var, body *ast.BlockStmt, depth int) bool {
	ok, assigned := true, false
	info := j.pass.TypesInfo
	is := func(e ast.Expr) bool {
		id, isIdent := ast.Unparen(e).(*ast.Ident)
		return isIdent && (info.Defs[id] == v || info.Uses[id] == v)
	}
	ast.Inspect(body, func(n ast.Node) bool {
		if !ok {
			return false
		}
		switch n := n.(type) {
		case *ast.ValueSpec:
			for i, name := range n.Names {
				if info.Defs[name] == v {
					assigned = true
					ok = len(n.Values) == len(n.Names) && j.nonNil(n.Values[i], body, depth+1)
				}
			}
		case *ast.AssignStmt:
			for i, lhs := range n.Lhs {
				if is(lhs) {
					assigned = true
					ok = len(n.Lhs) == len(n.Rhs) && n.Tok != token.ADD_ASSIGN && j.nonNil(n.Rhs[i], body, depth+1)
				}
			}
		case *ast.UnaryExpr:
			if n.Op == token.AND && is(n.X) {
				ok = false
			}
		case *ast.RangeStmt:
			if n.Key != nil && is(n.Key) || n.Value != nil && is(n.Value) {
				ok = false
			}
		}
		return true
	})
	return ok && assigned
}

// returnsNonNil reports whether call calls a function of the package whose
// every return gives a non-nil first result.
func (j *judge) returnsNonNil(call *ast.CallExpr, depth int) bool {
	fn, ok := calleeFunc(j.pass, call)
	if !ok {
		return false
	}
	d := j.funcDecl(fn)
	if d == nil || d.Body == nil {
		return false
	}
	found, ok := false, true
	ast.Inspect(d.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			found = true
			ok = ok && len(n.Results) >= 1 && j.nonNil(n.Results[0], d.Body, depth+1)
		}
		return ok
	})
	return found && ok
}

func (j *judge) funcDecl(fn *types.Func) *ast.FuncDecl {
	if j.funcs == nil {
		j.funcs = map[*types.Func]*ast.FuncDecl{}
		for _, f := range j.pass.Files {
			for _, d := range f.Decls {
				if fd, ok := d.(*ast.FuncDecl); ok {
					if obj, ok := j.pass.TypesInfo.Defs[fd.Name].(*types.Func); ok {
						j.funcs[obj] = fd
					}
				}
			}
		}
	}
	return j.funcs[fn.Origin()]
}
