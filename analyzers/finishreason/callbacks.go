// ADK callbacks: AfterModel callbacks that consume the content without
// the reason, and agent configs with only model-error callbacks.

package finishreason

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/adkcallback"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/pkginspect"
)

// callbacks checks ADK callbacks and plugins, and the callbacks a
// streaming call is handed (callbackargs.go).
type callbacks struct {
	*runner
	judged lazy[bool] // some plugin may read the reason (pluginsJudge)
}

// checkCallbacks reports ADK AfterModel callbacks that consume the
// response's content without reading FinishReason or ErrorCode.
func (cbs *callbacks) checkCallbacks(skip exempt) {
	for _, cb := range adkcallback.Of(cbs.pass).Declared {
		if cb.Kind != llmapi.AfterModel {
			continue
		}
		c, ok := pkginspect.In(cb.At, cbs.src.ix.Root())
		if !ok || skip.at(c) || cbs.src.illTyped(cb.Node) {
			continue
		}
		var params *ast.FieldList
		switch n := cb.Node.(type) {
		case *ast.FuncDecl:
			params = n.Type.Params
		case *ast.FuncLit:
			params = n.Type.Params
		}
		fl, resp := cbs.callbackFlow(c, params)
		if fl == nil || fl.fate >= fateWeakRead || !fl.contentPos.IsValid() {
			continue
		}
		if cbs.passesThrough(cb.Body, resp) &&
			!cbs.takesContent(resp, paramVar(cbs.pass.TypesInfo, params, 2), fl.contentReads) {
			continue // a redaction, a count, a look at function calls
		}
		cbs.pass.Reportf(fl.contentPos, "%s reads Content but never FinishReason or ErrorCode", cb.Name(cbs.pass.Pkg))
	}
}

// callbackFlow follows the response parameter of the AfterModel callback
// at c; nil when the parameter has no name.
func (cbs *callbacks) callbackFlow(c inspector.Cursor, params *ast.FieldList) (*flow, *types.Var) {
	resp := paramVar(cbs.pass.TypesInfo, params, 1)
	if resp == nil {
		return nil, nil
	}
	fl := newFlow(cbs.runner, c)
	fl.fromVar(resp)
	return fl, resp
}

// callbackFate is the fate of the response in the AfterModel callback at c.
func (cbs *callbacks) callbackFate(c inspector.Cursor, params *ast.FieldList) fate {
	if fl, _ := cbs.callbackFlow(c, params); fl != nil {
		return fl.fate
	}
	return fateUnused
}

// checkConfigs reports ADK config literals that set model-error callbacks
// but no after-model callback: the article's "checking only exceptions".
func (cbs *callbacks) checkConfigs(skip exempt) {
	for c := range cbs.src.ix.Root().Preorder((*ast.CompositeLit)(nil)) {
		lit := c.Node().(*ast.CompositeLit)
		cfg, ok := llmapi.ConfigOf(cbs.pass.TypesInfo.TypeOf(lit))
		if !ok || skip.at(c) {
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
				if !isEmpty(cbs.src.info(), kv.Value) {
					onError = kv
				}
			case cfg.AfterModel:
				afterSet = !isEmpty(cbs.src.info(), kv.Value)
			}
		}
		if onError != nil && !afterSet {
			if cfg.IsComposed() && cbs.pluginsJudge(skip) {
				continue // another plugin reads the reason
			}
			cbs.pass.Reportf(onError.Key.Pos(), "%s: %s without %s; SAFETY and MAX_TOKENS stops go unhandled",
				cfg.Display, cfg.OnError, cfg.AfterModel)
		}
	}
}
