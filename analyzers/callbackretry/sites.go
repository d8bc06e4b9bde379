package callbackretry

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/adkcallback"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/code"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/pkginspect"
)

// siteKind says what a site found in a function body is.
type siteKind uint8

const (
	modelSite siteKind = iota + 1 // a model call of the table
	waitSite                      // a sleep, a timer or ticker wait, a retry library call
	callSite                      // a call of another function, judged by what it reaches
	loopSite                      // a for or range loop, judged by its body
)

// site is one thing of interest in a function body.
type site struct {
	kind   siteKind
	node   ast.Node
	what   string           // modelSite, waitSite: "calls time.Sleep", "waits on time.After"
	model  string           // modelSite: "model.LLM.GenerateContent"
	callee *types.Func      // callSite
	cur    inspector.Cursor // loopSite: the loop's cursor
	// detached marks a site under a go statement: only its model calls
	// count.
	detached bool
}

// finder finds the sites of function bodies.
type finder struct {
	info  *types.Info
	funcs funcSet           // the -funcs option
	ix    *pkginspect.Index // the package's, for the calls' callees
}

// siteKinds are the node kinds walk acts on.
var siteKinds = []ast.Node{
	(*ast.GoStmt)(nil), (*ast.FuncLit)(nil), (*ast.SelectStmt)(nil), (*ast.ForStmt)(nil),
	(*ast.RangeStmt)(nil), (*ast.UnaryExpr)(nil), (*ast.CallExpr)(nil),
}

// walk calls yield for each site under root, in source order; yield says
// whether to look under the site. Function literals with the shape of a
// model callback are not entered: they are callbacks of their own. Waits
// under a go statement hold no request, so they are not sites. It reads
// the package's syntax index: the summaries walk every function body.
func (f *finder) walk(root inspector.Cursor, yield func(site) bool) {
	inGo := 0
	emit := func(s site) bool {
		if inGo > 0 {
			if s.kind == waitSite || s.kind == loopSite {
				return true
			}
			s.detached = true
		}
		return yield(s)
	}
	var visit func(c inspector.Cursor) bool
	visit = func(c inspector.Cursor) bool {
		switch n := c.Node().(type) {
		case *ast.GoStmt:
			inGo++
			for call := range c.Children() {
				call.Inspect(siteKinds, visit)
			}
			inGo--
			return false
		case *ast.FuncLit:
			sig, _ := f.info.TypeOf(n).(*types.Signature)
			return c == root || llmapi.ModelCallbackKind(sig) == llmapi.NotCallback
		case *ast.SelectStmt:
			// The cases are judged together: a timer case next to a
			// result case is a timeout, not a wait.
			if rcv, what := f.selectWait(n); rcv != nil && !emit(site{kind: waitSite, node: rcv, what: what}) {
				return false
			}
			for body := range c.Children() {
				for clause := range body.Children() {
					comm := clause.Node().(*ast.CommClause).Comm
					for s := range clause.Children() {
						if s.Node() != comm {
							s.Inspect(siteKinds, visit)
						}
					}
				}
			}
			return false
		case *ast.ForStmt:
			return emit(site{kind: loopSite, node: n, cur: c})
		case *ast.RangeStmt:
			if what := f.timeChan(n.X); what != "" {
				return emit(site{kind: waitSite, node: n, what: "polls " + what})
			}
			return emit(site{kind: loopSite, node: n, cur: c})
		case *ast.UnaryExpr:
			if n.Op != token.ARROW {
				return true
			}
			if what := f.timeChan(n.X); what != "" {
				return emit(site{kind: waitSite, node: n, what: "waits on " + what})
			}
		case *ast.CallExpr:
			fn := f.ix.CalleeFunc(c, f.info)
			if fn == nil {
				return true
			}
			if c, ok := llmapi.CallOf(fn); ok {
				return emit(site{kind: modelSite, node: n, what: "calls " + c.Display, model: c.Display})
			}
			if isSleep(fn) || f.retries(fn, n) {
				return emit(site{kind: waitSite, node: n, what: "calls " + adkcallback.FuncName(nil, fn)})
			}
			// failsafe.With(policy).Get(op): the executor's call runs op
			// under the retry, so it is the library call as a whole.
			if sel, ok := ast.Unparen(n.Fun).(*ast.SelectorExpr); ok {
				if inner, ok := ast.Unparen(sel.X).(*ast.CallExpr); ok {
					if ifn, _ := typeutil.Callee(f.info, inner).(*types.Func); ifn != nil && f.retries(ifn, inner) {
						return emit(site{kind: waitSite, node: n, what: "calls " + adkcallback.FuncName(nil, ifn)})
					}
				}
			}
			return emit(site{kind: callSite, node: n, callee: fn})
		}
		return true
	}
	root.Inspect(siteKinds, visit)
}

// retries reports whether call, of fn, is a retry library call of the
// table or of the -funcs option.
func (f *finder) retries(fn *types.Func, call *ast.CallExpr) bool {
	if len(f.funcs) > 0 && f.funcs[funcKey(fn)] {
		return true
	}
	// Most calls are of no retry library: the arguments' types are looked
	// up only for those that are.
	if fn.Pkg() == nil || !llmapi.IsRetryPackage(fn.Pkg().Path()) {
		return false
	}
	args := make([]types.Type, len(call.Args))
	for i, a := range call.Args {
		args[i] = f.info.TypeOf(a)
	}
	return llmapi.RetryCallOf(fn, args)
}

// funcKey spells fn as a -funcs entry: importpath.Func or
// importpath.Type.Method.
func funcKey(fn *types.Func) string {
	fn = fn.Origin()
	if fn.Pkg() == nil {
		return ""
	}
	key := fn.Pkg().Path() + "."
	if recv := fn.Signature().Recv(); recv != nil {
		if n := code.NamedOf(recv.Type()); n != nil {
			key += n.Obj().Name() + "."
		}
	}
	return key + fn.Name()
}

func isSleep(fn *types.Func) bool {
	return code.IsFunc(fn, "time", "Sleep")
}

// timeChan names the timer channel x is: a call of time.After or
// time.Tick, or the C field of a time.Timer or time.Ticker; or "".
func (f *finder) timeChan(x ast.Expr) string {
	switch x := ast.Unparen(x).(type) {
	case *ast.CallExpr:
		fn, _ := typeutil.Callee(f.info, x).(*types.Func)
		if fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == "time" && fn.Signature().Recv() == nil &&
			(fn.Name() == "After" || fn.Name() == "Tick") {
			return "time." + fn.Name()
		}
	case *ast.SelectorExpr:
		sel := f.info.Selections[x]
		if sel == nil || sel.Kind() != types.FieldVal {
			return ""
		}
		v := sel.Obj()
		if v.Pkg() == nil || v.Pkg().Path() != "time" || v.Name() != "C" {
			return ""
		}
		if n := code.NamedOf(sel.Recv()); n != nil && (n.Obj().Name() == "Timer" || n.Obj().Name() == "Ticker") {
			return "a time." + n.Obj().Name()
		}
	}
	return ""
}

// selectWait returns the first timer receive of a select whose every
// case receives from a timer channel or from a Done channel (a
// cancellation), with at least one timer case and no default; or nil.
func (f *finder) selectWait(s *ast.SelectStmt) (ast.Node, string) {
	var first ast.Node
	var what string
	for _, c := range s.Body.List {
		rcv := received(c.(*ast.CommClause).Comm)
		if rcv == nil {
			return nil, "" // a default or a send
		}
		if w := f.timeChan(rcv.X); w != "" {
			if first == nil {
				first, what = rcv, "waits on "+w
			}
			continue
		}
		if !f.isDone(rcv.X) {
			return nil, ""
		}
	}
	return first, what
}

// received returns the receive of a select case, or nil.
func received(comm ast.Stmt) *ast.UnaryExpr {
	var e ast.Expr
	switch s := comm.(type) {
	case *ast.ExprStmt:
		e = s.X
	case *ast.AssignStmt:
		if len(s.Rhs) == 1 {
			e = s.Rhs[0]
		}
	}
	if u, ok := ast.Unparen(e).(*ast.UnaryExpr); ok && u.Op == token.ARROW {
		return u
	}
	return nil
}

// isDone reports whether x is a call of a Done method that returns a
// receive-only channel of struct{}, as context.Context's does.
func (f *finder) isDone(x ast.Expr) bool {
	call, ok := ast.Unparen(x).(*ast.CallExpr)
	if !ok || len(call.Args) > 0 {
		return false
	}
	fn, _ := typeutil.Callee(f.info, call).(*types.Func)
	if fn == nil || fn.Name() != "Done" || fn.Signature().Recv() == nil || fn.Signature().Results().Len() != 1 {
		return false
	}
	ch, ok := fn.Signature().Results().At(0).Type().Underlying().(*types.Chan)
	if !ok || ch.Dir() != types.RecvOnly {
		return false
	}
	st, ok := ch.Elem().Underlying().(*types.Struct)
	return ok && st.NumFields() == 0
}
