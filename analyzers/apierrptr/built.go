// This file holds the construction exemption: which functions build a
// by-value SDK error type as a pointer that then travels as an error, so
// that their own pointer checks may match it.

package apierrptr

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/code"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/pkginspect"
)

// builtSet is, per error type, whether pointers to it are built.
type builtSet map[*llmapi.ErrorType]bool

// construction records which top-level declarations build an SDK error
// type as a pointer that flows into an error (returned as one, assigned to
// one, passed as one, wrapped, sent on a channel of errors), as a fake
// client or a test does, and which declared functions return such a
// pointer. An errors.As target allocated as &genai.APIError{} is no error:
// it builds nothing that a check could meet.
type construction struct {
	in       map[ast.Node]builtSet    // by top-level declaration
	builders map[*types.Func]builtSet // functions that return one as an error
	ix       *pkginspect.Index        // the package's, for the calls' callees
}

// builtAsPointers finds the constructions of the package.
func builtAsPointers(pass *analysis.Pass, in *pkginspect.Index) construction {
	c := construction{ix: in}
	for file := range in.Root().Children() {
		for decl := range pkginspect.Decls(file) {
			c.scan(pass, decl)
		}
	}
	return c
}

// scan records the constructions of one top-level declaration.
func (c *construction) scan(pass *analysis.Pass, decl inspector.Cursor) {
	locals := map[types.Object]*llmapi.ErrorType{}
	for cur := range decl.Preorder((*ast.UnaryExpr)(nil), (*ast.CallExpr)(nil)) {
		et, ok := pointerBuilt(pass, cur.Node())
		if !ok {
			continue
		}
		if v := heldIn(pass, cur); v != nil {
			locals[v] = et // e := &genai.APIError{...}; return e
			continue
		}
		c.note(pass, decl, cur, et)
	}
	if len(locals) == 0 {
		return
	}
	for cur := range decl.Preorder((*ast.Ident)(nil)) {
		if et, ok := locals[pass.TypesInfo.Uses[cur.Node().(*ast.Ident)]]; ok {
			c.note(pass, decl, cur, et)
		}
	}
}

// note records et as built in decl when the value at cur flows into an
// error, and decl's function as a builder when it returns it.
func (c *construction) note(pass *analysis.Pass, decl, cur inspector.Cursor, et *llmapi.ErrorType) {
	into, returned := flowsIntoError(pass, cur)
	if !into {
		return
	}
	if c.in == nil {
		c.in = map[ast.Node]builtSet{}
	}
	add(c.in, decl.Node(), et)
	fd, ok := decl.Node().(*ast.FuncDecl)
	if !returned || !ok {
		return
	}
	if fn, ok := pass.TypesInfo.Defs[fd.Name].(*types.Func); ok {
		if c.builders == nil {
			c.builders = map[*types.Func]builtSet{}
		}
		add(c.builders, fn, et)
	}
}

func add[K comparable](m map[K]builtSet, k K, et *llmapi.ErrorType) {
	if m[k] == nil {
		m[k] = builtSet{}
	}
	m[k][et] = true
}

// builtFor returns the error types whose pointers the checks of decl may
// meet: those decl builds, and those the package's functions it calls
// return (err := fake.Generate(); errors.As(err, &ptr)).
func (c construction) builtFor(pass *analysis.Pass, decl inspector.Cursor) builtSet {
	own := c.in[decl.Node()]
	if len(c.builders) == 0 {
		return own
	}
	out := builtSet{}
	for et := range own {
		out[et] = true
	}
	for cur := range decl.Preorder((*ast.CallExpr)(nil)) {
		if fn := c.ix.CalleeFunc(cur, pass.TypesInfo); fn != nil {
			for et := range c.builders[fn.Origin()] {
				out[et] = true
			}
		}
	}
	return out
}

// pointerBuilt reports the by-value SDK error type that n builds as a
// pointer: &T{...} or new(T).
func pointerBuilt(pass *analysis.Pass, n ast.Node) (*llmapi.ErrorType, bool) {
	var t types.Type
	switch n := n.(type) {
	case *ast.UnaryExpr:
		if lit, ok := ast.Unparen(n.X).(*ast.CompositeLit); ok && n.Op == token.AND {
			t = pass.TypesInfo.TypeOf(lit)
		}
	case *ast.CallExpr:
		id := code.IdentOf(n.Fun)
		if id == nil || id.Name != "new" || len(n.Args) != 1 {
			return nil, false // no lookup for the many calls that are not new(T)
		}
		if code.CallsBuiltin(pass.TypesInfo, n, "new") {
			t = pass.TypesInfo.TypeOf(n.Args[0])
		}
	}
	if t == nil {
		return nil, false
	}
	return llmapi.ErrorTypeOf(t)
}

// heldIn returns the local variable that the value at cur initialises
// when it is declared with it and keeps its pointer type (e :=
// &genai.APIError{...}), or nil.
func heldIn(pass *analysis.Pass, cur inspector.Cursor) types.Object {
	parent, _, i := up(cur)
	var id *ast.Ident
	switch p := parent.Node().(type) {
	case *ast.AssignStmt:
		if p.Tok == token.DEFINE && len(p.Lhs) == len(p.Rhs) && i >= 0 {
			id, _ = p.Lhs[i].(*ast.Ident)
		}
	case *ast.ValueSpec:
		if p.Type == nil && len(p.Names) == len(p.Values) && i >= 0 {
			id = p.Names[i]
		}
	}
	if id == nil {
		return nil
	}
	obj := pass.TypesInfo.Defs[id]
	if obj == nil || types.IsInterface(obj.Type()) {
		return nil
	}
	return obj
}

// up returns the parent of the value at cur, through parentheses, the
// value as the parent holds it, and its index in the parent's list of
// values, or -1.
func up(cur inspector.Cursor) (inspector.Cursor, ast.Node, int) {
	for {
		parent := cur.Parent()
		if _, ok := parent.Node().(*ast.ParenExpr); ok {
			cur = parent
			continue
		}
		_, i := cur.ParentEdge()
		return parent, cur.Node(), i
	}
}

// flowsIntoError reports whether the value at cur becomes an error, and
// whether it does so by being returned by the declared function around
// it (not by a function literal in it).
func flowsIntoError(pass *analysis.Pass, cur inspector.Cursor) (into, returned bool) {
	parent, node, i := up(cur)
	info := pass.TypesInfo
	switch p := parent.Node().(type) {
	case *ast.ReturnStmt:
		res, declared := resultsOf(pass, parent)
		return res != nil && i >= 0 && len(p.Results) == res.Len() && isErrorInterface(res.At(i).Type()), declared
	case *ast.AssignStmt:
		return len(p.Lhs) == len(p.Rhs) && i >= 0 && isErrorInterface(info.TypeOf(p.Lhs[i])), false
	case *ast.ValueSpec:
		return i >= 0 && i < len(p.Names) && isErrorInterface(info.TypeOf(p.Names[i])), false
	case *ast.SendStmt:
		// TypeOf is nil where the package has type errors.
		t := info.TypeOf(p.Chan)
		if t == nil {
			return false, false
		}
		ch, ok := t.Underlying().(*types.Chan)
		return ok && p.Value == node && isErrorInterface(ch.Elem()), false
	case *ast.KeyValueExpr:
		// A field of a struct literal: fakeResult{err: &genai.APIError{}}.
		if id, ok := p.Key.(*ast.Ident); ok && p.Value == node {
			if v, ok := info.Uses[id].(*types.Var); ok && v.IsField() {
				return isErrorInterface(v.Type()), false
			}
		}
	case *ast.CompositeLit:
		// An element of []error{...}.
		if t := info.TypeOf(p); t == nil {
			return false, false
		} else if s, ok := t.Underlying().(*types.Slice); ok {
			return isErrorInterface(s.Elem()), false
		}
	case *ast.CallExpr:
		return argIsError(pass, p, i), false
	}
	return false, false
}

// argIsError reports whether the argument at index i of call becomes an
// error: converted to one, passed as a parameter of an error type, or
// wrapped by fmt.Errorf or errors.Join.
func argIsError(pass *analysis.Pass, call *ast.CallExpr, i int) bool {
	if i < 0 {
		return false
	}
	if tv, ok := pass.TypesInfo.Types[call.Fun]; ok && tv.IsType() {
		return isErrorInterface(tv.Type) // error(&genai.APIError{...})
	}
	if fn := typeutil.StaticCallee(pass.TypesInfo, call); code.IsFunc(fn, "fmt", "Errorf") || code.IsFunc(fn, "errors", "Join") {
		return true
	}
	fun := pass.TypesInfo.TypeOf(call.Fun)
	if fun == nil || call.Ellipsis.IsValid() {
		return false
	}
	sig, ok := fun.Underlying().(*types.Signature)
	if !ok {
		return false
	}
	params := sig.Params()
	switch {
	case sig.Variadic() && i >= params.Len()-1:
		s, _ := params.At(params.Len() - 1).Type().(*types.Slice)
		return s != nil && isErrorInterface(s.Elem())
	case i < params.Len():
		return isErrorInterface(params.At(i).Type())
	}
	return false
}

// resultsOf returns the results of the innermost function around a return
// statement, and whether that function is a declared one.
func resultsOf(pass *analysis.Pass, ret inspector.Cursor) (*types.Tuple, bool) {
	for f := range ret.Enclosing((*ast.FuncDecl)(nil), (*ast.FuncLit)(nil)) {
		var sig *types.Signature
		switch n := f.Node().(type) {
		case *ast.FuncDecl:
			if fn, ok := pass.TypesInfo.Defs[n.Name].(*types.Func); ok {
				sig = fn.Signature()
			}
		case *ast.FuncLit:
			sig, _ = pass.TypesInfo.TypeOf(n).(*types.Signature)
		}
		if sig == nil {
			return nil, false
		}
		_, declared := f.Node().(*ast.FuncDecl)
		return sig.Results(), declared
	}
	return nil, false
}

// isErrorInterface reports whether t is an interface that holds errors: error, or
// an interface that embeds it.
func isErrorInterface(t types.Type) bool {
	return t != nil && types.IsInterface(t) && code.ImplementsError(t)
}
