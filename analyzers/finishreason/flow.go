// The flow of one response through the function that holds it, up to
// its fate.

package finishreason

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ast/edge"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/code"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
)

// flow follows one response through the function that holds it: from the
// call (or parameter) that produced it, through every local variable,
// field, element, chunk or accumulator derived from it, and records what
// happens to it. It is flow-insensitive: a read anywhere counts, which
// makes it a must-read check rather than a proof of dominance.
type flow struct {
	r   *runner
	top inspector.Cursor // the FuncDecl or FuncLit whose returns are "returned"
	// origin is the model call followed, NoPos when the flow starts at a
	// parameter: a later model call stored in the same variable
	// overwrites it (see overwritten).
	origin token.Pos

	fate       fate         // the verdict so far
	returned   map[int]bool // result indices of top it flows to (fateReturned); nil until one
	contentPos token.Pos    // first read of ADK's LLMResponse.Content
	// contentReads are the selectors that read it, in the order seen.
	contentReads []inspector.Cursor
	// partial notes the reads that are no full read of the reason, for
	// the diagnostics; nil until one (most flows meet none).
	partial *partialReads

	vars  map[*types.Var]bool
	nodes map[inspector.Cursor]bool // cursors, not nodes: no interface to hash
}

// partialReads are the first reads of each kind that do not count as
// reading the reason.
type partialReads struct {
	// toolCmp is the first comparison that only tells a tool value
	// apart (fateToolOnly), and toolVal that value.
	toolCmp ast.Node
	toolVal string
	// blockRead is the first read of a prompt's block reason
	// (fateBlockOnly).
	blockRead ast.Node
	// Under -strict, strictRead is the first read of the reason that only
	// feeds a log (strictLogged) or only tests it for presence: the
	// diagnostic says so, and points at it.
	strictRead   ast.Node
	strictLogged bool
}

// partialReads returns f.partial, made on first use.
func (f *flow) partialReads() *partialReads {
	if f.partial == nil {
		f.partial = &partialReads{}
	}
	return f.partial
}

// newFlow starts a flow in the function at top.
func newFlow(r *runner, top inspector.Cursor) *flow {
	return &flow{r: r, top: top, vars: map[*types.Var]bool{}, nodes: map[inspector.Cursor]bool{}}
}

// fromCall starts at a call whose result index `result` carries the response.
func (f *flow) fromCall(call inspector.Cursor, result int) {
	f.origin = call.Node().Pos()
	tuple, _ := f.r.src.info().TypeOf(call.Node().(ast.Expr)).(*types.Tuple)
	if tuple == nil || tuple.Len() < 2 {
		f.climb(call)
		return
	}
	f.fromTuple(call, result)
}

// fromModelCall starts at the response of the model call at c: its
// result, or, for a call that hands each response to a function
// (llmapi.Call.Handler), that function's parameter.
func (f *flow) fromModelCall(c inspector.Cursor, mc modelCall) {
	if !mc.returnsResponse() {
		f.fromHandler(c.Node().(*ast.CallExpr), mc.call.Handler-1)
		return
	}
	f.fromCall(c, mc.result)
}

// fromHandler starts at the function that call hands each response to,
// its argument arg (Ollama's Client.Chat callback). A function literal
// written there is followed from its response parameter, in the flow of
// the function that holds the call: what it keeps in a variable of that
// function is followed there too. Any other function (a method value, a
// variable, a parameter) may read the reason where we cannot see: the
// response escapes. A nil handler receives nothing.
func (f *flow) fromHandler(call *ast.CallExpr, arg int) {
	f.origin = call.Pos()
	if arg >= len(call.Args) || code.IsNil(f.r.src.info(), call.Args[arg]) {
		return
	}
	lit, ok := ast.Unparen(call.Args[arg]).(*ast.FuncLit)
	if !ok {
		f.note(fateEscaped)
		return
	}
	f.taintParams(lit)
}

// fromTuple handles one result of a multi-valued call.
func (f *flow) fromTuple(call inspector.Cursor, result int) {
	parent := call.Parent()
	switch k, _ := call.ParentEdge(); k {
	case edge.AssignStmt_Rhs:
		as := parent.Node().(*ast.AssignStmt)
		if result < len(as.Lhs) {
			f.store(as.Lhs[result])
		}
	case edge.ValueSpec_Values:
		vs := parent.Node().(*ast.ValueSpec)
		if result < len(vs.Names) {
			f.store(vs.Names[result])
		}
	case edge.ReturnStmt_Results:
		f.note(fateUsed)
		f.ret(call, result)
	case edge.CallExpr_Args:
		// must(client.Models.GenerateContent(...)): result i is argument i.
		if next, ok := f.arg(parent, result); ok {
			f.climb(next)
		}
	case edge.ExprStmt_X, edge.DeferStmt_Call, edge.GoStmt_Call:
		// discarded
	default:
		f.note(fateEscaped)
	}
}

// fromVar starts at a variable (a parameter) that holds the response.
func (f *flow) fromVar(v *types.Var) { f.taint(v) }

func (f *flow) taint(v *types.Var) {
	if v == nil || f.vars[v] {
		return
	}
	f.vars[v] = true
	if !f.r.src.isLocal(v) {
		f.note(fateEscaped)
		return
	}
	for _, use := range f.r.src.usesOf(v) {
		if !f.r.calls.overwritten(v, f.origin, use) {
			f.climb(use)
		}
	}
}

// climb follows the expression at cur, which carries the response, up
// through the expressions that derive from it until it reaches a
// statement, a call or a read that decides its fate.
func (f *flow) climb(cur inspector.Cursor) {
	for {
		if f.nodes[cur] {
			return
		}
		f.nodes[cur] = true
		parent := cur.Parent()
		k, idx := cur.ParentEdge()
		switch k {
		case edge.TypeAssertExpr_X:
			if parent.Node().(*ast.TypeAssertExpr).Type == nil {
				f.typeSwitch(parent)
				return
			}
			if !f.carries(parent.Node()) {
				f.note(fateUsed)
				return
			}
			cur = parent
		case edge.ParenExpr_X, edge.StarExpr_X, edge.IndexExpr_X, edge.IndexListExpr_X,
			edge.SliceExpr_X, edge.UnaryExpr_X:
			if k == edge.UnaryExpr_X && parent.Node().(*ast.UnaryExpr).Op == token.ARROW {
				f.note(fateUsed) // receiving from a channel of responses
			}
			if !f.carries(parent.Node()) {
				f.note(fateUsed)
				return
			}
			cur = parent
		case edge.SelectorExpr_X:
			next, ok := f.selector(parent)
			if !ok {
				return
			}
			cur = next
		case edge.CompositeLit_Elts:
			lit := parent.Node().(*ast.CompositeLit)
			if v := f.r.fields.litField(lit, cur.Node().(ast.Expr), idx); v != nil {
				f.note(f.r.fields.fieldFate(v)) // completion{resp, text}
				return
			}
			f.note(fateUsed)
			cur = parent
		case edge.KeyValueExpr_Value:
			if lit, ok := parent.Parent().Node().(*ast.CompositeLit); ok {
				if v := f.r.fields.litField(lit, parent.Node().(ast.Expr), 0); v != nil {
					f.note(f.r.fields.fieldFate(v)) // completion{raw: resp}
					return
				}
			}
			f.note(fateUsed)
			cur = parent.Parent() // the composite literal
		case edge.CallExpr_Args:
			next, ok := f.arg(parent, idx)
			if !ok {
				return
			}
			cur = next
		case edge.CallExpr_Fun:
			// Calling a response-carrying function value: an iter.Seq2
			// stream called with its yield function.
			f.note(fateUsed)
			call := parent.Node().(*ast.CallExpr)
			for _, a := range call.Args {
				if lit, ok := ast.Unparen(a).(*ast.FuncLit); ok {
					f.taintParams(lit)
				}
			}
			if !f.carries(call) {
				return
			}
			cur = parent
		case edge.AssignStmt_Rhs, edge.ValueSpec_Values:
			if lhs, ok := lhsOf(parent.Node(), idx); ok {
				f.store(lhs)
			} else {
				f.storeTuple(lhsTuple(parent.Node()), cur)
			}
			return
		case edge.RangeStmt_X:
			// for ev, err := range stream: ev holds the response, err
			// does not; `for _, err := range` discards it.
			rs := parent.Node().(*ast.RangeStmt)
			for _, e := range []ast.Expr{rs.Key, rs.Value} {
				if e != nil && f.carries(e) {
					f.store(e)
				}
			}
			return
		case edge.ReturnStmt_Results:
			f.note(fateUsed)
			f.ret(cur, idx)
			return
		case edge.SendStmt_Value:
			f.note(fateEscaped)
			return
		case edge.ExprStmt_X:
			return // a call whose result is dropped
		case edge.AssignStmt_Lhs, edge.RangeStmt_Key, edge.RangeStmt_Value:
			return // the variable is written, not read
		case edge.BinaryExpr_X, edge.BinaryExpr_Y:
			return // resp == nil: not a use
		case edge.SwitchStmt_Tag, edge.IfStmt_Cond, edge.ForStmt_Cond, edge.CaseClause_List,
			edge.IncDecStmt_X, edge.SendStmt_Chan, edge.TypeSwitchStmt_Assign:
			f.note(fateUsed)
			return
		case edge.KeyValueExpr_Key:
			f.note(fateEscaped)
			return
		default:
			f.note(fateEscaped)
			return
		}
	}
}

// selector handles X.Sel where X carries the response.
func (f *flow) selector(selCur inspector.Cursor) (inspector.Cursor, bool) {
	sel := selCur.Node().(*ast.SelectorExpr)
	selection := f.r.src.info().Selections[sel]
	if selection == nil {
		f.note(fateEscaped) // ill-typed code: we cannot tell
		return selCur, false
	}
	if v, ok := selection.Obj().(*types.Var); ok && selection.Kind() == types.FieldVal && llmapi.IsMetadataField(v) {
		// resp.UsageMetadata, msg.ID: what the response says about
		// itself, not its answer. Only counting tokens uses nothing a
		// stop could spoil; and nothing read from it carries the
		// response on.
		return selCur, false
	}
	f.note(fateUsed)
	switch selection.Kind() {
	case types.FieldVal:
		v, _ := selection.Obj().(*types.Var)
		if isWrite(selCur) {
			return selCur, false // resp.Content = x reads neither
		}
		if llmapi.IsEventTypeField(v) && comparedWithTerminal(f.r.src.info(), selCur) {
			f.note(fateRead)
			return selCur, false
		}
		if fld, ok := llmapi.FieldOf(v); ok {
			if f.r.cfg.Strict && f.strictDrops(selCur) {
				return selCur, false
			}
			switch cmp, val, toolOnly := toolOnly(f.r.src.info(), selCur, v); {
			case toolOnly:
				if p := f.partialReads(); p.toolCmp == nil {
					p.toolCmp, p.toolVal = cmp, val
				}
				f.note(fateToolOnly)
			case fld.Weak:
				f.note(fateWeakRead)
			case fld.BlockOnly:
				if p := f.partialReads(); p.blockRead == nil {
					p.blockRead = selCur.Node()
				}
				f.note(fateBlockOnly)
			default:
				f.note(fateRead)
			}
			return selCur, false
		}
		if llmapi.IsContentField(v) {
			if f.contentPos == token.NoPos {
				f.contentPos = sel.Sel.Pos()
			}
			f.contentReads = append(f.contentReads, selCur)
		}
		// The SDKs' interface fields may hold the response: Genkit's
		// ModelResponse.Custom holds the provider's candidates. Their
		// metadata fields (above) never do.
		if !f.carries(sel) {
			return selCur, false
		}
		return selCur, true
	case types.MethodVal:
		fn, _ := selection.Obj().(*types.Func)
		if k, _ := selCur.ParentEdge(); k != edge.CallExpr_Fun {
			f.note(fateEscaped) // a method value: resp.Text passed around
			return selCur, false
		}
		call := selCur.Parent()
		if fn == nil || fn.Pkg() == nil {
			f.note(fateEscaped)
			return selCur, false
		}
		switch {
		case llmapi.IsClassifier(fn):
			f.note(fateRead)
			return selCur, false
		case llmapi.IsTerminalEventMethod(fn):
			f.note(fateRead)
			return f.continueCall(call)
		case llmapi.IsRawJSON(fn):
			// w.Write([]byte(resp.RawJSON())): the upstream body, reason
			// included, goes on, as with json.Marshal(resp). Printed,
			// logged or dropped, it goes nowhere, as fmt.Println(resp).
			if !f.r.display.rawJSONShown(call) {
				f.note(fateEscaped)
			}
			return selCur, false
		case llmapi.IsSDK(fn.Pkg().Path()):
			// stream.Next, stream.Current, resp.Text, acc.AddChunk...
			return f.continueCall(call)
		default:
			f.note(fateEscaped)
			return selCur, false
		}
	}
	return selCur, false
}

// continueCall follows the result of a call made on or with the response,
// when it can carry the response (stream.Current(), stream.Recv()).
func (f *flow) continueCall(call inspector.Cursor) (inspector.Cursor, bool) {
	t := f.r.src.info().TypeOf(call.Node().(ast.Expr))
	if tuple, ok := t.(*types.Tuple); ok {
		for i := 0; i < tuple.Len(); i++ {
			if f.r.carriers.carries(tuple.At(i).Type()) {
				f.fromTuple(call, i)
			}
		}
		return call, false
	}
	if t == nil || !f.r.carriers.carries(t) {
		return call, false
	}
	return call, true
}

// arg handles the response passed as argument idx of a call.
func (f *flow) arg(callCur inspector.Cursor, idx int) (inspector.Cursor, bool) {
	f.note(fateUsed)
	info := f.r.src.info()
	call := callCur.Node().(*ast.CallExpr)
	if tv, ok := info.Types[call.Fun]; ok && tv.IsType() {
		return callCur, f.carries(call) // a conversion
	}
	switch callee := typeutil.Callee(info, call).(type) {
	case *types.Builtin:
		switch callee.Name() {
		case "append":
			return callCur, true
		case "len", "cap", "print", "println", "delete", "clear", "min", "max":
			return callCur, false
		}
		f.note(fateEscaped)
		return callCur, false
	case *types.Func:
		if llmapi.IsClassifier(callee) {
			f.note(fateRead)
			return callCur, false
		}
		if displayed(callCur, callee, idx) || f.r.display.loggedByTelemetry(callCur, callee, idx) ||
			formattedIntoError(info, callCur, callee, idx) {
			return callCur, false // fateUsed, noted above
		}
		if callee.Pkg() != nil && llmapi.IsSDK(callee.Pkg().Path()) && callee.Signature().Recv() != nil {
			// acc.AddChunk(chunk), msg.Accumulate(event): the receiver
			// accumulates the response.
			if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
				f.store(sel.X)
			}
			return f.continueCall(callCur)
		}
		if isPull(callee) {
			// next, stop := iter.Pull2(stream): next yields the chunks.
			return f.continueCall(callCur)
		}
		pf := f.r.sums.paramEffects(callee.Origin())
		if pf == nil {
			f.note(fateEscaped)
			return callCur, false
		}
		sig := callee.Signature()
		pi := idx
		if sig.Variadic() && pi >= sig.Params().Len()-1 {
			pi = sig.Params().Len() - 1
		}
		if pi >= len(pf.Effects) {
			f.note(fateEscaped)
			return callCur, false
		}
		switch pf.Effects[pi] {
		case effectReads:
			f.note(fateRead)
		case effectUses:
		case effectReturns:
			res := pf.Results[pi]
			t := info.TypeOf(call)
			if _, ok := t.(*types.Tuple); ok {
				f.fromTuple(callCur, res)
				return callCur, false
			}
			return callCur, true
		default:
			f.note(fateEscaped)
		}
		return callCur, false
	}
	if v, ok := typeutil.Callee(info, call).(*types.Var); ok && f.yielded(callCur, v) {
		return callCur, false // yield(ev, err) in an iterator handed back
	}
	if lit, ok := ast.Unparen(call.Fun).(*ast.FuncLit); ok {
		// defer func(s *Stream) { s.Close() }(stream): the literal's
		// body is in view; its parameter holds the response.
		if sig, ok := info.TypeOf(lit).(*types.Signature); ok && idx < sig.Params().Len() &&
			!(sig.Variadic() && idx == sig.Params().Len()-1) {
			if v := sig.Params().At(idx); v.Name() != "" && v.Name() != "_" && f.r.carriers.carries(v.Type()) {
				f.taint(v)
			}
			return callCur, false
		}
	}
	f.note(fateEscaped) // a function value or an interface method
	return callCur, false
}

// isPull reports whether fn is iter.Pull or iter.Pull2, which turn a
// stream into a function that returns its elements one by one.
func isPull(fn *types.Func) bool {
	return fn.Pkg() != nil && fn.Pkg().Path() == "iter" && (fn.Name() == "Pull" || fn.Name() == "Pull2")
}

// store handles an assignment of the response to lhs.
func (f *flow) store(lhs ast.Expr) {
	lhs = ast.Unparen(lhs)
	if id, ok := lhs.(*ast.Ident); ok {
		if id.Name == "_" {
			return
		}
		v, _ := f.r.src.objectOf(id).(*types.Var)
		if v == nil || !isValid(v.Type()) {
			f.note(fateEscaped)
			return
		}
		if !f.r.carriers.carries(v.Type()) {
			f.note(fateUsed)
			return
		}
		f.taint(v)
		return
	}
	if f.storeLocal(lhs) {
		f.note(fateUsed)
		return
	}
	if sel, ok := lhs.(*ast.SelectorExpr); ok {
		if v := f.r.fields.followedField(sel); v != nil {
			f.note(f.r.fields.fieldFate(v)) // c.raw = resp: follow the field
			return
		}
	}
	f.note(fateEscaped)
}

// storeLocal handles a store into a field or element of a local struct or
// array value: the local holds the response. It reports false for
// anything reached through a pointer, slice or map, which may be shared.
func (f *flow) storeLocal(lhs ast.Expr) bool {
	root := lhs
	for {
		switch e := root.(type) {
		case *ast.SelectorExpr:
			if s := f.r.src.info().Selections[e]; s == nil || s.Indirect() || isReference(f.r.src.info().TypeOf(e.X)) {
				return false
			}
			root = ast.Unparen(e.X)
			continue
		case *ast.IndexExpr:
			if isReference(f.r.src.info().TypeOf(e.X)) {
				return false
			}
			root = ast.Unparen(e.X)
			continue
		case *ast.Ident:
			if v, ok := f.r.src.objectOf(e).(*types.Var); ok && f.r.src.isLocal(v) {
				f.taint(v)
				return true
			}
		}
		return false
	}
}

// storeTuple handles `a, b := f(resp)` where the call's results derive
// from the response: each result that can carry it is tainted.
func (f *flow) storeTuple(lhs []ast.Expr, call inspector.Cursor) {
	tuple, ok := f.r.src.info().TypeOf(call.Node().(ast.Expr)).(*types.Tuple)
	if !ok {
		f.note(fateEscaped)
		return
	}
	for i := 0; i < tuple.Len() && i < len(lhs); i++ {
		if f.r.carriers.carries(tuple.At(i).Type()) {
			f.store(lhs[i])
		}
	}
}

// ret handles a return of the response as result idx of the enclosing
// function: returned from top, escaped from a nested closure.
func (f *flow) ret(cur inspector.Cursor, idx int) {
	for fn := range cur.Enclosing((*ast.FuncDecl)(nil), (*ast.FuncLit)(nil)) {
		switch {
		case fn.Node() == f.top.Node():
			if f.returned == nil {
				f.returned = map[int]bool{}
			}
			f.returned[idx] = true
			f.note(fateReturned)
		case !f.litArg(fn):
			f.note(fateEscaped)
		}
		return
	}
	f.note(fateEscaped)
}

// litArg follows a function literal that returns the response and is
// passed straight to a call, retry(ctx, func() (*R, error) { return
// client.Models.GenerateContent(...) }): its results derive from the
// response, and the callee's parameter effect (which covers the results
// of calling the parameter) says what becomes of them.
func (f *flow) litArg(lit inspector.Cursor) bool {
	cur := lit
	for {
		k, _ := cur.ParentEdge()
		if k != edge.ParenExpr_X {
			break
		}
		cur = cur.Parent()
	}
	k, idx := cur.ParentEdge()
	if k != edge.CallExpr_Args || f.nodes[cur] {
		return k == edge.CallExpr_Args
	}
	f.nodes[cur] = true
	if next, ok := f.arg(cur.Parent(), idx); ok {
		f.climb(next)
	}
	return true
}

// typeSwitch follows the response into the clauses of
// `switch ev := x.(type)`: each clause's variable holds it.
func (f *flow) typeSwitch(assert inspector.Cursor) {
	f.note(fateUsed)
	for sw := range assert.Enclosing((*ast.TypeSwitchStmt)(nil)) {
		if casesTerminalEvent(f.r.src.info(), sw.Node().(*ast.TypeSwitchStmt)) {
			f.note(fateRead)
		}
		for _, stmt := range sw.Node().(*ast.TypeSwitchStmt).Body.List {
			if v, ok := f.r.src.info().Implicits[stmt].(*types.Var); ok && f.r.carriers.carries(v.Type()) {
				f.taint(v)
			}
		}
		return
	}
}

// taintParams taints the parameters of a yield function passed to a
// response stream called directly: seq(func(r *Resp, err error) bool {...}).
func (f *flow) taintParams(lit *ast.FuncLit) {
	for _, field := range lit.Type.Params.List {
		for _, name := range field.Names {
			if v, ok := f.r.src.info().Defs[name].(*types.Var); ok && f.r.carriers.carries(v.Type()) {
				f.taint(v)
			}
		}
	}
}

func (f *flow) carries(e ast.Node) bool {
	expr, ok := e.(ast.Expr)
	if !ok {
		return false
	}
	t := f.r.src.info().TypeOf(expr)
	return t != nil && f.r.carriers.carries(t)
}
