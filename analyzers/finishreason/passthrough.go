// AfterModel callbacks that pass the response through: whether they
// take the answer out of its content.

package finishreason

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ast/edge"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
)

// An AfterModel callback that passes the response through (every return
// hands on the response it received, nil so that ADK keeps it, or a
// substitute made of nothing read from its content: substitute.go) does
// not replace the answer with one that has lost its reason: the finish
// reason travels on to the next callback and to the runner's caller. Such a callback consumes the content only
// when it takes the answer out of it: reads a part's text or media other
// than to write the result back into the response (a redaction, parts
// merged into one) or to log it, and keeps it, or a value made from it,
// outside the response; or when it decides from the content: a nil or
// emptiness check of the content, or a count of its tokens, whose if
// statement returns a new error (re-ask when the reply is empty). A log
// line keeps nothing, a number made from the text (its tokens) is no
// answer, and a verdict a service gives on the text is followed as a
// value made from it. Other nil checks, counting parts and reading
// function calls take nothing, and an error returned for another reason
// (a state write that failed) decides nothing about the content, nor
// does the failure of a service the text was sent to. Nor does a test of
// the text whose if statement hands the response on either way: its
// branches only return (nil when a redaction changed nothing, the
// response otherwise, a refusal of the callback's own), write back into
// the response values made from it (cut the text at an end mark) or a
// refusal into its content, or log. A branch that writes elsewhere, or
// into the response's other fields, decides from the text.

// passesThrough reports whether every return in body (function literals
// aside) returns resp, nil, a copy of resp or a substitute of the
// callback's own (substitute.go) first, and resp is never reassigned.
func (cbs *callbacks) passesThrough(body *ast.BlockStmt, resp *types.Var) bool {
	for _, use := range cbs.src.usesOf(resp) {
		if k, _ := use.ParentEdge(); k == edge.AssignStmt_Lhs {
			return false
		}
	}
	ok := true
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			if len(n.Results) != 2 || !cbs.handsOn(n.Results[0], resp) {
				ok = false
			}
		}
		return ok
	})
	return ok
}

// handsOn reports whether e, a returned response, is resp, nil, a copy of
// resp or a substitute of the callback's own.
func (cbs *callbacks) handsOn(e ast.Expr, resp *types.Var) bool {
	return cbs.isVarOrNil(e, resp) || cbs.isCopyOf(e, resp) || cbs.isSubstitute(e, resp)
}

func (cbs *callbacks) isVarOrNil(e ast.Expr, v *types.Var) bool {
	e = ast.Unparen(e)
	if tv, ok := cbs.src.info().Types[e]; ok && tv.IsNil() {
		return true
	}
	id, ok := e.(*ast.Ident)
	return ok && v != nil && cbs.src.info().Uses[id] == v
}

// contentWalk follows content read from an AfterModel callback's response
// (resp.Content, its parts, local variables holding them) to see whether
// the callback takes the answer out of it.
type contentWalk struct {
	r    *runner
	resp *types.Var
	errv *types.Var          // the callback's error parameter, or nil
	vars map[*types.Var]bool // locals that hold content or part of it
	seen map[ast.Node]bool
}

// takesContent reports whether one of the content reads takes the answer.
func (cbs *callbacks) takesContent(resp, errv *types.Var, reads []inspector.Cursor) bool {
	w := &contentWalk{r: cbs.runner, resp: resp, errv: errv, vars: map[*types.Var]bool{}, seen: map[ast.Node]bool{}}
	for _, c := range reads {
		if w.takes(c) {
			return true
		}
	}
	return false
}

// takes follows the content value at cur.
func (w *contentWalk) takes(cur inspector.Cursor) bool {
	info := w.r.src.info()
	for {
		if w.seen[cur.Node()] {
			return false
		}
		w.seen[cur.Node()] = true
		parent := cur.Parent()
		k, idx := cur.ParentEdge()
		switch k {
		case edge.ParenExpr_X, edge.StarExpr_X, edge.IndexExpr_X, edge.SliceExpr_X, edge.UnaryExpr_X:
			cur = parent
		case edge.SelectorExpr_X:
			s := info.Selections[parent.Node().(*ast.SelectorExpr)]
			if s == nil || s.Kind() != types.FieldVal {
				return true // a method may read anything
			}
			v, _ := s.Obj().(*types.Var)
			switch {
			case isWrite(parent):
				return false // p.Text = ...: written, not read
			case llmapi.IsAnswerField(v):
				return w.answerTaken(parent)
			case !holdsAnswer(v.Type(), 0):
				return false // structure: FunctionCall, Role, Thought
			}
			cur = parent
		case edge.RangeStmt_X:
			rs := parent.Node().(*ast.RangeStmt)
			if id, ok := rs.Value.(*ast.Ident); ok {
				return w.followVar(id, w.takes)
			}
			return rs.Value != nil
		case edge.AssignStmt_Rhs, edge.ValueSpec_Values:
			return w.assigned(parent, idx, w.takes)
		case edge.BinaryExpr_X, edge.BinaryExpr_Y:
			return w.decides(cur) // resp.Content == nil
		case edge.CallExpr_Args:
			call := parent.Node().(*ast.CallExpr)
			if tv, ok := info.Types[call.Fun]; ok && tv.IsType() {
				cur = parent // a conversion
				continue
			}
			if b, ok := typeutil.Callee(info, call).(*types.Builtin); ok {
				switch b.Name() {
				case "len", "cap":
					return w.decides(parent) // counting parts
				case "append":
					cur = parent // kept = append(kept, p): follow kept
					continue
				}
			}
			if w.logs(call) {
				return false // a log line keeps nothing
			}
			return true // handed to other code
		default:
			return true
		}
	}
}

// decides reports whether the check at cur (a nil comparison, a count)
// sits in the condition of an if statement that returns a new error: the
// callback fails the call, to have it asked again, from the content.
func (w *contentWalk) decides(cur inspector.Cursor) bool {
	for {
		k, _ := cur.ParentEdge()
		switch k {
		case edge.BinaryExpr_X, edge.BinaryExpr_Y, edge.ParenExpr_X, edge.UnaryExpr_X, edge.CallExpr_Args:
			cur = cur.Parent()
			continue
		case edge.IfStmt_Cond:
			return w.returnsNewError(cur.Parent().Node().(*ast.IfStmt))
		}
		return false
	}
}

// returnsNewError reports whether the branches of ifs return an error
// other than the callback's own (function literals aside).
func (w *contentWalk) returnsNewError(ifs *ast.IfStmt) bool {
	found := false
	visit := func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			if len(n.Results) == 2 && !w.r.callbacks.isVarOrNil(n.Results[1], w.errv) {
				found = true
			}
		}
		return !found
	}
	ast.Inspect(ifs.Body, visit)
	if ifs.Else != nil {
		ast.Inspect(ifs.Else, visit)
	}
	return found
}

// answerTaken follows an answer value (a part's text or media) read at
// cur: it is taken unless it only feeds a write back into the response,
// itself or in a literal (resp.Content.Parts = []*genai.Part{{Text:
// merged}}), or an emptiness check that decides nothing.
func (w *contentWalk) answerTaken(cur inspector.Cursor) bool {
	info := w.r.src.info()
	for {
		if w.seen[cur.Node()] {
			return false
		}
		w.seen[cur.Node()] = true
		parent := cur.Parent()
		k, idx := cur.ParentEdge()
		switch k {
		case edge.BinaryExpr_X, edge.BinaryExpr_Y:
			if w.isEmptinessCheck(parent.Node().(*ast.BinaryExpr)) {
				return w.decides(cur) // text != "": as len(parts) is
			}
			cur = parent
		case edge.ParenExpr_X, edge.KeyValueExpr_Value, edge.CompositeLit_Elts, edge.UnaryExpr_X,
			edge.IndexExpr_X, edge.SliceExpr_X:
			cur = parent // &genai.Part{Text: text}, strings.SplitN(text, mark, 2)[0]: follow
		case edge.CallExpr_Args:
			call := parent.Node().(*ast.CallExpr)
			if b, ok := typeutil.Callee(info, call).(*types.Builtin); ok && b.Name() == "len" {
				return false // its length, for a log line
			}
			if w.logs(call) {
				return false // a log line, a preview of the text included
			}
			if isNumber(info.TypeOf(call)) {
				return w.decides(parent) // a token count: as len(parts) is
			}
			cur = parent // redact(p.Text): follow the result
		case edge.SelectorExpr_X:
			s := info.Selections[parent.Node().(*ast.SelectorExpr)]
			if s == nil || s.Kind() != types.FieldVal {
				return true // a method may keep anything
			}
			cur = parent // verdict.Flagged, of a verdict on the text: follow
		case edge.AssignStmt_Rhs, edge.ValueSpec_Values:
			return w.assigned(parent, idx, w.answerTaken)
		case edge.IfStmt_Cond:
			// if !changed { return nil, nil }: the text picks between
			// two ways of passing the response on, which is no choice.
			return !w.onlyPassesOn(parent.Node().(*ast.IfStmt))
		default:
			return true
		}
	}
}

// logs reports whether call writes a log line (or prints one) and
// returns: what it is given is shown, not kept as the answer.
func (w *contentWalk) logs(call *ast.CallExpr) bool {
	fn, _ := typeutil.Callee(w.r.src.info(), call).(*types.Func)
	return llmapi.IsDisplay(fn) && !llmapi.IsDisplayThatLeaves(fn)
}

// onlyPassesOn reports whether both branches of ifs hand the response on:
// each statement returns the callback's own error or nil (its response,
// by passesThrough, is the one received, nil or a substitute), writes
// back into the response a value made from it or anything into its
// content (a refusal in place), or logs. What a branch reads of the
// content is followed on its own.
func (w *contentWalk) onlyPassesOn(ifs *ast.IfStmt) bool {
	branch := func(s ast.Stmt) bool {
		if s == nil {
			return true
		}
		b, ok := s.(*ast.BlockStmt)
		if !ok {
			return false // else if: decided further down
		}
		for _, stmt := range b.List {
			switch stmt := stmt.(type) {
			case *ast.ReturnStmt:
				if len(stmt.Results) != 2 || !w.r.callbacks.isVarOrNil(stmt.Results[1], w.errv) {
					return false
				}
			case *ast.AssignStmt:
				if !w.writesBack(stmt) {
					return false
				}
			case *ast.ExprStmt:
				// A log line; log.Fatal and Panic end the callback.
				call, ok := stmt.X.(*ast.CallExpr)
				if !ok || !w.logs(call) {
					return false
				}
			default:
				return false
			}
		}
		return true
	}
	return branch(ifs.Body) && branch(ifs.Else)
}

// writesBack reports whether the plain assignment a puts into the response
// only values made from it (p.Text = strings.SplitN(p.Text, mark, 2)[0],
// resp.Content.Parts = resp.Content.Parts[:i+1]) or, into its content,
// any value (resp.Content = genai.NewContentFromText(refusal, ...)).
func (w *contentWalk) writesBack(a *ast.AssignStmt) bool {
	if a.Tok != token.ASSIGN || len(a.Lhs) != len(a.Rhs) {
		return false
	}
	for i, lhs := range a.Lhs {
		if !w.inResponse(lhs) || !w.madeFromResponse(a.Rhs[i]) && !w.writesAnswer(lhs) {
			return false
		}
	}
	return true
}

// madeFromResponse reports whether e reads the response or a local that
// holds its content or text.
func (w *contentWalk) madeFromResponse(e ast.Expr) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			if v, ok := w.r.src.info().Uses[id].(*types.Var); ok && (v == w.resp || w.vars[v]) {
				found = true
			}
		}
		return !found
	})
	return found
}

// isEmptinessCheck reports whether b compares a value with the empty
// string: text != "".
func (w *contentWalk) isEmptinessCheck(b *ast.BinaryExpr) bool {
	if b.Op != token.EQL && b.Op != token.NEQ {
		return false
	}
	for _, e := range []ast.Expr{b.X, b.Y} {
		if tv, ok := w.r.src.info().Types[e]; ok && tv.Value != nil &&
			tv.Value.Kind() == constant.String && constant.StringVal(tv.Value) == "" {
			return true
		}
	}
	return false
}

// assigned handles content (or an answer) assigned at stmt: into the
// response itself (written back), into a local (followed with next), or
// anywhere else (taken).
func (w *contentWalk) assigned(stmt inspector.Cursor, idx int, next func(inspector.Cursor) bool) bool {
	lhs, ok := lhsOf(stmt.Node(), idx)
	if !ok {
		// before, _, found := strings.Cut(text, mark): each result
		// carries the value on.
		for _, lhs := range lhsTuple(stmt.Node()) {
			if w.isFailure(stmt.Node(), lhs) {
				continue // the service's failure, not its verdict
			}
			if w.assignedTo(lhs, next) {
				return true
			}
		}
		return false
	}
	return w.assignedTo(lhs, next)
}

// assignedTo handles a value assigned to lhs (see assigned).
func (w *contentWalk) assignedTo(lhs ast.Expr, next func(inspector.Cursor) bool) bool {
	if id, ok := lhs.(*ast.Ident); ok {
		if id.Name == "_" {
			return false
		}
		return w.followVar(id, next)
	}
	return !w.inResponse(lhs)
}

// followVar follows the uses of the local variable id defines or names.
func (w *contentWalk) followVar(id *ast.Ident, next func(inspector.Cursor) bool) bool {
	v, _ := w.r.src.objectOf(id).(*types.Var)
	if v == nil || !w.r.src.isLocal(v) {
		return true
	}
	if w.vars[v] {
		return false
	}
	w.vars[v] = true
	for _, use := range w.r.src.usesOf(v) {
		if k, _ := use.ParentEdge(); k == edge.AssignStmt_Lhs {
			continue // written, not read
		}
		if next(use) {
			return true
		}
	}
	return false
}

// inResponse reports whether lhs is a place inside the response: rooted at
// the callback's response, at a local that holds its content or at a
// local copy of the response (out := *resp).
func (w *contentWalk) inResponse(lhs ast.Expr) bool {
	for {
		switch e := ast.Unparen(lhs).(type) {
		case *ast.SelectorExpr:
			lhs = e.X
		case *ast.IndexExpr:
			lhs = e.X
		case *ast.StarExpr:
			lhs = e.X
		case *ast.Ident:
			v, _ := w.r.src.objectOf(e).(*types.Var)
			return v != nil && (v == w.resp || w.vars[v] || w.r.callbacks.copyVar(v, w.resp))
		default:
			return false
		}
	}
}

// holdsAnswer reports whether a value of type t can hold an answer field:
// a content, its parts, a part.
func holdsAnswer(t types.Type, depth int) bool {
	if depth > 3 {
		return false
	}
	switch u := types.Unalias(t).(type) {
	case *types.Pointer:
		return holdsAnswer(u.Elem(), depth)
	case *types.Slice:
		return holdsAnswer(u.Elem(), depth)
	case *types.Array:
		return holdsAnswer(u.Elem(), depth)
	case *types.Named:
		st, ok := u.Underlying().(*types.Struct)
		if !ok {
			return false
		}
		for i := 0; i < st.NumFields(); i++ {
			if llmapi.IsAnswerField(st.Field(i)) || holdsAnswer(st.Field(i).Type(), depth+1) {
				return true
			}
		}
	}
	return false
}
