// AfterModel callbacks that answer in the model's place (guardrails): the
// substitute they return, and the refusal they write into the response.

package finishreason

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ast/edge"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/code"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
)

// A guardrail judges the model's answer by a policy (a moderation
// service's verdict, a regexp or a list of words over the text) and, when
// it fails, answers in its place with text of its own: a constant
// refusal. That is handling policy, not consuming the answer. The bug
// this analyzer looks for is the model's text travelling on without the
// reason that says whether it is whole: a SAFETY stop's empty or partial
// text, or a MAX_TOKENS stop's half sentence, passed on as a finished
// answer. A substitute made of nothing read from the model's content
// carries none of that text: its missing finish reason hides nothing,
// whatever its condition (a test of a cut text finds what it finds; the
// other branch hands the received response on, reason and all). So a
// return of a substitute passes the response through as one of the
// response itself or nil does; what the callback reads of the content is
// then followed as for any pass-through callback, and a value made from
// it (the redacted text, the service's masked copy, the text up to a
// match) that reaches the substitute is taken: a new response built from
// the model's text drops its finish reason, which is the bug. Written in
// place (resp.Content = the refusal), the refusal keeps the response's
// reason: a branch of a text test may write anything into the content.
// Writes of the response's other fields (its reason) are not covered.

// isSubstitute reports whether e, a callback's returned response, is one
// the callback builds itself, mentioning of the received response resp
// only fields that hold no answer (its usage, its metadata): a literal
// (&model.LLMResponse{Content: genai.NewContentFromText(refusal, ...)}),
// a call given no such mention (refusal()), or a local variable every
// definition of which is one of these.
func (cbs *callbacks) isSubstitute(e ast.Expr, resp *types.Var) bool {
	return cbs.substitute(e, resp, 0)
}

func (cbs *callbacks) substitute(e ast.Expr, resp *types.Var, depth int) bool {
	if resp == nil || depth > 4 || !types.Identical(cbs.src.info().TypeOf(e), resp.Type()) {
		return false
	}
	switch x := ast.Unparen(e).(type) {
	case *ast.UnaryExpr:
		if _, ok := ast.Unparen(x.X).(*ast.CompositeLit); !ok {
			return false
		}
	case *ast.CallExpr:
		if tv, ok := cbs.src.info().Types[x.Fun]; ok && tv.IsType() {
			return false // a conversion
		}
	case *ast.Ident:
		v, _ := cbs.src.info().Uses[x].(*types.Var)
		if v == nil || v == resp || !cbs.src.isLocal(v) {
			return false
		}
		defs := cbs.src.definitions(v)
		for _, use := range cbs.src.usesOf(v) {
			if k, _ := use.ParentEdge(); k == edge.UnaryExpr_X || k == edge.StarExpr_X {
				return false // &blocked, *blocked = *resp: written elsewhere
			}
		}
		for _, d := range defs {
			if !cbs.substitute(d, resp, depth+1) {
				return false
			}
		}
		return len(defs) > 0
	default:
		return false
	}
	return !cbs.mentionsAnswer(e, resp)
}

// isCopyOf reports whether e is the address of a local copy of the
// received response (out := *resp; out.Content = refusal; return &out,
// nil): the copy carries its finish reason on, as resp does.
func (cbs *callbacks) isCopyOf(e ast.Expr, resp *types.Var) bool {
	u, ok := ast.Unparen(e).(*ast.UnaryExpr)
	if !ok || u.Op != token.AND {
		return false
	}
	id, ok := ast.Unparen(u.X).(*ast.Ident)
	if !ok {
		return false
	}
	v, _ := cbs.src.info().Uses[id].(*types.Var)
	return cbs.copyVar(v, resp)
}

// copyVar reports whether v is a local that only ever holds a copy of the
// response resp: every definition is *resp.
func (cbs *callbacks) copyVar(v *types.Var, resp *types.Var) bool {
	if v == nil || resp == nil || !cbs.src.isLocal(v) {
		return false
	}
	if p, ok := resp.Type().(*types.Pointer); !ok || !types.Identical(v.Type(), p.Elem()) {
		return false
	}
	defs := cbs.src.definitions(v)
	for _, d := range defs {
		star, ok := ast.Unparen(d).(*ast.StarExpr)
		if !ok {
			return false
		}
		if id, ok := ast.Unparen(star.X).(*ast.Ident); !ok || cbs.src.info().Uses[id] != resp {
			return false
		}
	}
	return len(defs) > 0
}

// mentionsAnswer reports whether e mentions resp other than to select a
// field that holds no answer (resp.UsageMetadata).
func (cbs *callbacks) mentionsAnswer(e ast.Expr, resp *types.Var) bool {
	found := false
	visit := func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.SelectorExpr:
			if id, ok := ast.Unparen(n.X).(*ast.Ident); ok && cbs.src.info().Uses[id] == resp {
				s := cbs.src.info().Selections[n]
				if s == nil || s.Kind() != types.FieldVal {
					found = true // a method may hand on anything
					return false
				}
				v, _ := s.Obj().(*types.Var)
				if llmapi.IsContentField(v) || holdsAnswer(v.Type(), 0) {
					found = true
				}
				return false
			}
		case *ast.Ident:
			if cbs.src.info().Uses[n] == resp {
				found = true // resp whole, to a helper or a copy
			}
		}
		return !found
	}
	ast.Inspect(e, visit)
	return found
}

// writesAnswer reports whether lhs is a place inside the content of the
// response (resp.Content, p.Text of one of its parts), not one of its
// other fields: a refusal written there keeps the response's reason.
func (w *contentWalk) writesAnswer(lhs ast.Expr) bool {
	for {
		switch e := ast.Unparen(lhs).(type) {
		case *ast.SelectorExpr:
			if s := w.r.src.info().Selections[e]; s != nil && s.Kind() == types.FieldVal {
				if v, _ := s.Obj().(*types.Var); llmapi.IsContentField(v) || llmapi.IsAnswerField(v) {
					return w.inResponse(e)
				}
			}
			lhs = e.X
		case *ast.IndexExpr:
			lhs = e.X
		case *ast.StarExpr:
			lhs = e.X
		default:
			return false
		}
	}
}

// isFailure reports whether lhs, a place of the assignment or var
// declaration stmt, gets the error of a call that returns another result
// beside it: v, err := svc.Moderate(ctx, text) puts the verdict in v and
// the service's failure in err, which says nothing of the text (a
// callback that returns it fails closed).
func (w *contentWalk) isFailure(stmt ast.Node, lhs ast.Expr) bool {
	var rhs []ast.Expr
	switch s := stmt.(type) {
	case *ast.AssignStmt:
		rhs = s.Rhs
	case *ast.ValueSpec:
		rhs = s.Values
	}
	if len(rhs) != 1 {
		return false
	}
	call, ok := ast.Unparen(rhs[0]).(*ast.CallExpr)
	if !ok {
		return false
	}
	tuple, _ := w.r.src.info().TypeOf(call).(*types.Tuple)
	return tuple != nil && tuple.Len() > 1 && code.IsError(w.r.src.info().TypeOf(lhs))
}
