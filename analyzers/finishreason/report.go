// The report: each model call of the package followed, and its fate
// said.

package finishreason

import (
	"fmt"
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/edge"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/adkcallback"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/suppress"
)

// reporter follows the model calls of the package and reports them.
type reporter struct {
	*runner
	// toolCmps are the tool-only comparisons reported: the calls of an
	// agent loop (the first, and the one that answers a tool call) share
	// one, and one finding says it.
	toolCmps map[ast.Node]bool
	fix      []analysis.SuggestedFix // of the diagnostic being reported (reportFixable)
}

// checkCalls reports the model calls of every function declaration, and
// of every function literal outside one, whose response is used but whose
// reason is never read.
func (rp *reporter) checkCalls(skip exempt) {
	for _, fn := range rp.src.order {
		decl := rp.src.decls[fn]
		if skip.at(decl) || rp.src.illTyped(decl.Node()) {
			continue
		}
		if c, ok := llmapi.CallOf(fn); ok && c.Discards != "" {
			// An implementation of a text-only contract (a langchaingo
			// provider's Call): it cannot hand the reason on.
			continue
		}
		rp.sums.found[fn] = rp.checkFunc(decl, skip)
	}
	for _, lit := range rp.src.packageLits() {
		if !skip.at(lit) && !rp.src.illTyped(lit.Node()) {
			rp.checkFunc(lit, skip)
		}
	}
}

// checkFunc follows and reports the model calls of the function at top,
// a declaration or a package-level literal, and returns them. Calls in a
// test function literal (t.Run's) are left to the test.
func (rp *reporter) checkFunc(top inspector.Cursor, skip exempt) []foundCall {
	found := []foundCall{}
	for c := range top.Preorder((*ast.CallExpr)(nil)) {
		call := c.Node().(*ast.CallExpr)
		mc, ok := rp.calls.modelCallOf(c)
		if !ok || skip.at(c) {
			continue
		}
		if mc.call.Discards != "" {
			if resultUsed(c) {
				rp.reportTextOnly(c, mc)
			}
			continue
		}
		found = append(found, foundCall{c, mc})
		fl := newFlow(rp.runner, top)
		rp.callbacks.noteCallbacks(fl, call, mc)
		fl.fromModelCall(c, mc)
		if fl.fate < fateEscaped && rp.calls.readsRunnerState(call, mc) {
			fl.note(fateEscaped)
		}
		rp.sums.outcomes[call] = outcomeOf(fl)
		rp.reportFate(c, mc, fl)
	}
	return found
}

// reportFate reports the model call at c by the fate its flow found.
func (rp *reporter) reportFate(c inspector.Cursor, mc modelCall, fl *flow) {
	call := c.Node().(*ast.CallExpr)
	switch fl.fate {
	case fateWeakRead:
		rp.report(call, mc, fmt.Sprintf("%s: only ErrorCode read; a MAX_TOKENS or SAFETY stop with partial content passes",
			rp.callName(mc)))
	case fateUsed:
		rp.reportUnread(c, mc, fl)
	case fateBlockOnly:
		rp.report(call, mc, fmt.Sprintf("%s: only the prompt's block reason read; %s passes",
			rp.callName(mc), mc.call.Family.Stop),
			analysis.RelatedInformation{Pos: fl.partial.blockRead.Pos(), End: fl.partial.blockRead.End(),
				Message: "the block reason is read here, no candidate's finish reason"})
	case fateToolOnly:
		if rp.toolCmps[fl.partial.toolCmp] {
			return
		}
		if rp.toolCmps == nil {
			rp.toolCmps = map[ast.Node]bool{}
		}
		rp.toolCmps[fl.partial.toolCmp] = true
		rp.report(call, mc, fmt.Sprintf("%s: only tool calls told apart; %s passes",
			rp.callName(mc), mc.call.Family.Stop),
			analysis.RelatedInformation{Pos: fl.partial.toolCmp.Pos(), End: fl.partial.toolCmp.End(),
				Message: fmt.Sprintf("the %s is only compared with %q here", mc.call.Family.Reason, fl.partial.toolVal)})
	}
}

// reportUnread reports a response used without its reason. Under
// -strict, a reason that is only logged, or only tested for presence, is
// said to be so, with the read as related information.
func (rp *reporter) reportUnread(c inspector.Cursor, mc modelCall, fl *flow) {
	call := c.Node().(*ast.CallExpr)
	// The decode check walks the uses again: not for a finding that a
	// directive drops.
	if !suppress.Kept(rp.pass, call.Pos()) {
		return
	}
	what, at, rel := "never read", ast.Node(nil), ""
	if fl.partial != nil {
		at = fl.partial.strictRead
	}
	switch {
	case at != nil && fl.partial.strictLogged:
		what, rel = "only logged", "the "+mc.call.Family.Reason+" is only logged here"
	case at != nil:
		what, rel = "only tested for presence", "the "+mc.call.Family.Reason+" is only compared with its zero value here"
	}
	if at == nil {
		// A response handed to a function is decoded there, if at all:
		// the call's result is only its error.
		if dec, ok := rp.decodedResult(c, mc); ok {
			rp.reportFixable(c, mc, fmt.Sprintf("%s: %s never read; %s surfaces as a JSON error",
				rp.callName(mc), mc.call.Family.Reason, mc.call.Family.Stop), decodeRelated(dec))
			return
		}
		rp.reportFixable(c, mc, fmt.Sprintf("%s: %s never read; %s passes as success", rp.callName(mc), mc.call.Family.Reason, mc.call.Family.Stop))
		return
	}
	msg := fmt.Sprintf("%s: %s %s; %s passes as success", rp.callName(mc), mc.call.Family.Reason, what, mc.call.Family.Stop)
	rp.report(call, mc, msg, analysis.RelatedInformation{Pos: at.Pos(), End: at.End(), Message: rel})
}

// decodedResult is decodedOnly of the call's result, for a call that
// returns its response.
func (rp *reporter) decodedResult(c inspector.Cursor, mc modelCall) (ast.Node, bool) {
	if !mc.returnsResponse() {
		return nil, false
	}
	return decodedOnly(rp.runner, c, mc.result)
}

// reportTextOnly reports a call that hands back only the text.
func (rp *reporter) reportTextOnly(c inspector.Cursor, mc modelCall) {
	call := c.Node().(*ast.CallExpr)
	if !suppress.Kept(rp.pass, call.Pos()) {
		return
	}
	if dec, ok := decodedOnly(rp.runner, c, 0); ok {
		rp.pass.Report(analysis.Diagnostic{Pos: call.Pos(), End: call.End(),
			Message: fmt.Sprintf("%s returns only the text; %s surfaces as a JSON error", mc.call.Display, mc.call.Family.Stop),
			Related: []analysis.RelatedInformation{decodeRelated(dec)}})
		return
	}
	rp.pass.Reportf(call.Pos(), "%s returns only the text; %s passes as success", mc.call.Display, mc.call.Family.Stop)
}

// decodeRelated points at the decode that a stop's text fails.
func decodeRelated(dec ast.Node) analysis.RelatedInformation {
	return analysis.RelatedInformation{Pos: dec.Pos(), End: dec.End(),
		Message: "the text is only decoded here; a stop fails the decode, not the call"}
}

func (rp *reporter) report(call *ast.CallExpr, mc modelCall, msg string, related ...analysis.RelatedInformation) {
	// A finding that a directive drops needs no related information.
	if !suppress.Kept(rp.pass, call.Pos()) {
		return
	}
	d := analysis.Diagnostic{Pos: call.Pos(), End: call.End(), Message: msg, SuggestedFixes: rp.fix}
	switch {
	case mc.origin != nil:
		d.Related = []analysis.RelatedInformation{{Pos: mc.origin.Pos(), End: mc.origin.End(),
			Message: "the response comes from " + mc.call.Display + " here"}}
	case mc.via != nil && mc.via.Pos().IsValid():
		d.Related = []analysis.RelatedInformation{{Pos: mc.via.Pos(),
			Message: fmt.Sprintf("%s returns the unread response of %s", adkcallback.FuncName(nil, mc.via), mc.call.Display)}}
	}
	d.Related = append(d.Related, related...)
	if k := rp.classifierOf(call, mc); k != nil {
		d.Related = append(d.Related, analysis.RelatedInformation{Pos: call.Pos(), End: call.End(),
			Message: "classify it with " + k.QualifiedName()})
	}
	rp.pass.Report(d)
}

// classifierOf returns the llmerr function that reads the reason of the
// call's response, when the response's type shows an SDK (and major
// version) that function takes.
func (rp *reporter) classifierOf(call *ast.CallExpr, mc modelCall) *llmapi.Classifier {
	t := rp.pass.TypesInfo.TypeOf(call)
	if !mc.returnsResponse() {
		t = handlerResponse(rp.pass.TypesInfo, call, mc.call.Handler-1)
	}
	if tup, ok := t.(*types.Tuple); ok {
		if mc.result >= tup.Len() {
			return nil
		}
		t = tup.At(mc.result).Type()
	}
	if t == nil {
		return nil
	}
	return llmapi.ClassifierFor(mc.call.Family, llmapi.SDKPathOf(t))
}

// handlerResponse returns the type of the response that call hands to
// its argument arg, a function: its first parameter's type, or nil.
func handlerResponse(info *types.Info, call *ast.CallExpr, arg int) types.Type {
	if arg >= len(call.Args) {
		return nil
	}
	t := info.TypeOf(call.Args[arg])
	if t == nil {
		return nil
	}
	sig, ok := t.Underlying().(*types.Signature)
	if !ok || sig.Params().Len() == 0 {
		return nil
	}
	return sig.Params().At(0).Type()
}

// callName names the call for a message: the table call, or the wrapper
// that returns its response (the Related position names the table call).
func (rp *reporter) callName(mc modelCall) string {
	if mc.via == nil {
		return mc.call.Display
	}
	return adkcallback.FuncName(nil, mc.via)
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
