package finishreason

import (
	"go/ast"
	"go/types"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/adkcallback"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/lazyinspect"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
)

// checkCallbacks reports ADK AfterModel callbacks that consume the
// response's content without reading FinishReason or ErrorCode.
func (r *runner) checkCallbacks(skip map[*ast.File]bool) {
	for _, cb := range adkcallback.Of(r.pass).Declared {
		if cb.Kind != llmapi.AfterModel {
			continue
		}
		c, ok := cb.At.In(r.ix.Root())
		if !ok || skip[fileOf(c)] || r.illTyped(cb.Node) {
			continue
		}
		var params *ast.FieldList
		switch n := cb.Node.(type) {
		case *ast.FuncDecl:
			params = n.Type.Params
		case *ast.FuncLit:
			params = n.Type.Params
		}
		fl, resp := r.callbackFlow(c, params)
		if fl == nil || fl.fate >= fateWeakRead || !fl.contentPos.IsValid() {
			continue
		}
		if r.passesThrough(cb.Body, resp) &&
			!r.takesContent(resp, paramVar(r.pass.TypesInfo, params, 2), fl.contentReads) {
			continue // a redaction, a count, a look at function calls
		}
		r.pass.Reportf(fl.contentPos, "%s reads Content but never FinishReason or ErrorCode", cb.Name(r.pass.Pkg))
	}
}

// callbackFlow follows the response parameter of the AfterModel callback
// at c; nil when the parameter has no name.
func (r *runner) callbackFlow(c lazyinspect.Cursor, params *ast.FieldList) (*flow, *types.Var) {
	resp := paramVar(r.pass.TypesInfo, params, 1)
	if resp == nil {
		return nil, nil
	}
	fl := r.newFlow(c)
	fl.fromVar(resp)
	return fl, resp
}

// callbackFate is the fate of the response in the AfterModel callback at c.
func (r *runner) callbackFate(c lazyinspect.Cursor, params *ast.FieldList) fate {
	if fl, _ := r.callbackFlow(c, params); fl != nil {
		return fl.fate
	}
	return fateUnused
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

// checkConfigs reports ADK config literals that set model-error callbacks
// but no after-model callback: the article's "checking only exceptions".
func (r *runner) checkConfigs(skip map[*ast.File]bool) {
	for c := range r.ix.Root().Preorder((*ast.CompositeLit)(nil)) {
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
			if cfg.IsComposed() && r.pluginsJudge(skip) {
				continue // another plugin reads the reason
			}
			r.pass.Reportf(onError.Key.Pos(), "%s: %s without %s; SAFETY and MAX_TOKENS stops go unhandled",
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
