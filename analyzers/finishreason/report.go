package finishreason

import (
	"fmt"
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/edge"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
)

// checkCalls reports the model calls of every function declaration whose
// response is used but whose reason is never read.
func (r *runner) checkCalls(skip map[*ast.File]bool) {
	for _, fn := range r.order {
		decl := r.decls[fn]
		if skip[fileOf(decl)] || r.illTyped(decl.Node()) {
			continue
		}
		if c, ok := llmapi.CallOf(fn); ok && c.Discards != "" {
			// An implementation of a text-only contract (a langchaingo
			// provider's Call): it cannot hand the reason on.
			continue
		}
		for c := range decl.Preorder((*ast.CallExpr)(nil)) {
			call := c.Node().(*ast.CallExpr)
			mc, ok := r.modelCallOf(call)
			if !ok {
				continue
			}
			if mc.call.Discards != "" {
				if resultUsed(c) {
					r.pass.Reportf(call.Pos(), "%s returns only the text, so the stop reason is lost: %s looks like success; %s",
						mc.call.Display, mc.call.Family.Stop, mc.call.Discards)
				}
				continue
			}
			fl := r.newFlow(decl)
			fl.fromCall(c, mc.result)
			switch {
			case fl.read, fl.escaped, len(fl.returned) > 0, !fl.used:
			case fl.weak:
				r.report(call, mc, fmt.Sprintf(
					"response of %s: only ErrorCode is read, never FinishReason: ADK leaves ErrorCode empty for a MAX_TOKENS or SAFETY stop that carries partial content; read FinishReason too, or %s",
					r.callName(mc), mc.call.Family.Advice))
			default:
				r.report(call, mc, fmt.Sprintf("response of %s is used but %s never read: %s looks like success; %s",
					r.callName(mc), mc.call.Family.Fields, mc.call.Family.Stop, mc.call.Family.Advice))
			}
		}
	}
}

func (r *runner) report(call *ast.CallExpr, mc modelCall, msg string) {
	d := analysis.Diagnostic{Pos: call.Pos(), End: call.End(), Message: msg}
	switch {
	case mc.origin != nil:
		d.Related = []analysis.RelatedInformation{{Pos: mc.origin.Pos(), End: mc.origin.End(),
			Message: "the response comes from " + mc.call.Display + " here"}}
	case mc.via != nil && mc.via.Pos().IsValid():
		d.Related = []analysis.RelatedInformation{{Pos: mc.via.Pos(),
			Message: fmt.Sprintf("%s returns the unread response of %s", mc.via.Name(), mc.call.Display)}}
	}
	r.pass.Report(d)
}

// callName names the call for a message: the table call, or the wrapper
// and the table call it returns.
func (r *runner) callName(mc modelCall) string {
	if mc.via == nil {
		return mc.call.Display
	}
	return fmt.Sprintf("%s (from %s)", funcName(mc.via), mc.call.Display)
}

func funcName(fn *types.Func) string {
	name := fn.Name()
	if recv := fn.Signature().Recv(); recv != nil {
		t := recv.Type()
		if p, ok := t.(*types.Pointer); ok {
			t = p.Elem()
		}
		if n, ok := types.Unalias(t).(*types.Named); ok {
			name = n.Obj().Name() + "." + name
		}
	}
	if fn.Pkg() != nil {
		name = fn.Pkg().Name() + "." + name
	}
	return name
}

// resultUsed reports whether the first result of a call is kept: not a
// call statement, not assigned to _.
func resultUsed(c inspector.Cursor) bool {
	switch k, idx := c.ParentEdge(); k {
	case edge.ExprStmt_X, edge.DeferStmt_Call, edge.GoStmt_Call:
		return false
	case edge.AssignStmt_Rhs:
		as := c.Parent().Node().(*ast.AssignStmt)
		if len(as.Rhs) == 1 {
			idx = 0
		}
		if id, ok := as.Lhs[idx].(*ast.Ident); ok && id.Name == "_" {
			return false
		}
	case edge.ValueSpec_Values:
		vs := c.Parent().Node().(*ast.ValueSpec)
		if len(vs.Values) == 1 {
			idx = 0
		}
		if vs.Names[idx].Name == "_" {
			return false
		}
	}
	return true
}

// illTyped reports whether n contains a type error: we do not judge code
// we could not type.
func (r *runner) illTyped(n ast.Node) bool {
	for _, e := range r.pass.TypeErrors {
		if n.Pos() <= e.Pos && e.Pos < n.End() {
			return true
		}
	}
	return false
}

func fileOf(c inspector.Cursor) *ast.File {
	for f := range c.Enclosing((*ast.File)(nil)) {
		return f.Node().(*ast.File)
	}
	return nil
}

// exportFacts records, for the callers in other packages, which functions
// return an unread response and what each does with a response parameter.
func (r *runner) exportFacts() {
	exported := false
	for _, fn := range r.order {
		if !fn.Exported() {
			continue // other packages cannot call it
		}
		if w := r.wrapperOf(fn); w != nil {
			f := w.fact
			r.pass.ExportObjectFact(fn, &f)
			exported = true
		}
		if pf := r.paramEffects(fn); pf != nil && r.informs(fn, pf) {
			r.pass.ExportObjectFact(fn, pf)
			exported = true
		}
	}
	if exported {
		r.pass.ExportPackageFact(new(packageFact))
	}
}

// informs reports whether pf tells a caller in another package more than
// no fact does (a callee without a fact is taken to let the response
// escape), about a parameter that can carry a response of an LLM API
// there: one whose type holds a response type, or an empty interface or
// type parameter of a package that imports an SDK itself. A helper taking
// `any` in a package that never touches a model gets no fact, so its
// importers keep their fast path.
func (r *runner) informs(fn *types.Func, pf *paramFact) bool {
	params := fn.Signature().Params()
	for i, e := range pf.Effects {
		if e == "" || e == paramEscapes || i >= params.Len() {
			continue
		}
		if r.carriesIn(params.At(i).Type(), false) || r.importsLLM() {
			return true
		}
	}
	return false
}

// importsLLM reports whether the package imports a package of the table
// or of an SDK directly.
func (r *runner) importsLLM() bool {
	for _, imp := range r.pass.Pkg.Imports() {
		if importsLLM(imp) {
			return true
		}
	}
	return false
}

// checkCallbacks reports ADK AfterModel callbacks that consume the
// response's content without reading FinishReason or ErrorCode.
func (r *runner) checkCallbacks(skip map[*ast.File]bool) {
	for c := range r.root.Preorder((*ast.FuncDecl)(nil), (*ast.FuncLit)(nil)) {
		if skip[fileOf(c)] || r.illTyped(c.Node()) {
			continue
		}
		var sig *types.Signature
		var params *ast.FieldList
		name := "func literal"
		switch n := c.Node().(type) {
		case *ast.FuncDecl:
			fn, ok := r.pass.TypesInfo.Defs[n.Name].(*types.Func)
			if !ok || n.Body == nil {
				continue
			}
			sig, params, name = fn.Signature(), n.Type.Params, n.Name.Name
		case *ast.FuncLit:
			sig, _ = r.pass.TypesInfo.TypeOf(n).(*types.Signature)
			params = n.Type.Params
			if id := assignedTo(c); id != "" {
				name = id
			}
		}
		if sig == nil || !llmapi.IsAfterModelCallback(sig) {
			continue
		}
		resp := paramVar(r.pass.TypesInfo, params, 1)
		if resp == nil {
			continue
		}
		fl := r.newFlow(c)
		fl.fromVar(resp)
		if fl.read || fl.weak || fl.escaped || !fl.contentPos.IsValid() {
			continue
		}
		r.pass.Reportf(fl.contentPos,
			"AfterModel callback %s reads the response Content but never FinishReason or ErrorCode: a SAFETY or MAX_TOKENS stop with partial content passes as an answer; check FinishReason, or classify it with llmerr.ClassifyResponse",
			name)
	}
}

// paramVar returns the i-th parameter variable declared by params.
func paramVar(info *types.Info, params *ast.FieldList, i int) *types.Var {
	n := 0
	for _, f := range params.List {
		if len(f.Names) == 0 {
			if n == i {
				return nil
			}
			n++
			continue
		}
		for _, name := range f.Names {
			if n == i {
				v, _ := info.Defs[name].(*types.Var)
				return v
			}
			n++
		}
	}
	return nil
}

// assignedTo names the variable or key a function literal is assigned to.
func assignedTo(c inspector.Cursor) string {
	switch k, idx := c.ParentEdge(); k {
	case edge.AssignStmt_Rhs:
		as := c.Parent().Node().(*ast.AssignStmt)
		if idx < len(as.Lhs) {
			if id, ok := as.Lhs[idx].(*ast.Ident); ok {
				return id.Name
			}
		}
	case edge.ValueSpec_Values:
		vs := c.Parent().Node().(*ast.ValueSpec)
		if idx < len(vs.Names) {
			return vs.Names[idx].Name
		}
	case edge.KeyValueExpr_Value:
		if id, ok := c.Parent().Node().(*ast.KeyValueExpr).Key.(*ast.Ident); ok {
			return id.Name
		}
	}
	return ""
}

// checkConfigs reports ADK config literals that set model-error callbacks
// but no after-model callback: the article's "checking only exceptions".
func (r *runner) checkConfigs(skip map[*ast.File]bool) {
	for c := range r.root.Preorder((*ast.CompositeLit)(nil)) {
		lit := c.Node().(*ast.CompositeLit)
		cfg, ok := llmapi.ConfigOf(r.pass.TypesInfo.TypeOf(lit))
		if !ok || skip[fileOf(c)] {
			continue
		}
		var onError *ast.KeyValueExpr
		afterSet := false
		for _, e := range lit.Elts {
			kv, ok := e.(*ast.KeyValueExpr)
			if !ok {
				afterSet = true // positional literal: every field is set
				continue
			}
			key, _ := kv.Key.(*ast.Ident)
			if key == nil {
				continue
			}
			switch key.Name {
			case cfg.OnError:
				if !isEmpty(kv.Value) {
					onError = kv
				}
			case cfg.AfterModel:
				afterSet = !isEmpty(kv.Value)
			}
		}
		if onError != nil && !afterSet {
			r.pass.Reportf(onError.Key.Pos(),
				"%s sets %s but no %s: SAFETY and MAX_TOKENS stops arrive as responses, not errors, so they are never handled; add an after-model callback that reads FinishReason and ErrorCode",
				cfg.Display, cfg.OnError, cfg.AfterModel)
		}
	}
}

// isEmpty reports whether e is nil or an empty composite literal. A value
// from a variable or a call counts as set.
func isEmpty(e ast.Expr) bool {
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		return e.Name == "nil"
	case *ast.CompositeLit:
		return len(e.Elts) == 0
	}
	return false
}
