// The decode check: a response whose text is only decoded as JSON, so
// that a stop surfaces as a JSON error rather than as success.

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

// Structured output (a JSON schema in the request, json.Unmarshal of the
// reply) changes what an unread stop does: the empty text of a SAFETY stop
// and the cut JSON of a MAX_TOKENS stop fail to decode, and the decode's
// error goes on as a JSON error. Nothing passes as success, but the stop
// is misreported, and so is handled as malformed output. A finding on such
// code says so, and points at the decode, instead of claiming success.
//
// The check runs only for a call about to be reported as never read, so
// it costs nothing on code that reads the reason.

// decodeCheck walks every use of one response and of the text read from
// it.
type decodeCheck struct {
	r      *runner
	origin token.Pos
	seen   map[*types.Var]bool
	first  ast.Node // the first decode met
	// helper is the depth of cleaning helpers being checked, 0 outside
	// one: there the text must end in returns, not in a decode.
	helper int
}

// decodedOnly reports whether the response that result `result` of the
// call at c carries is used only to read its text, and that text only to
// be decoded as JSON, with the decode's error kept; emptiness and nil
// guards and the text formatted into an error are allowed beside it. It
// returns the first decode.
func decodedOnly(r *runner, c inspector.Cursor, result int) (ast.Node, bool) {
	d := &decodeCheck{r: r, origin: c.Node().Pos(), seen: map[*types.Var]bool{}}
	ok := false
	if tuple, isTuple := r.src.info().TypeOf(c.Node().(ast.Expr)).(*types.Tuple); isTuple {
		ok = result < tuple.Len() && d.stored(c, result)
	} else {
		ok = d.value(c)
	}
	return d.first, ok && d.first != nil
}

// stored follows result i of the call at c into the variable it is
// assigned to.
func (d *decodeCheck) stored(c inspector.Cursor, i int) bool {
	if k, _ := c.ParentEdge(); k != edge.AssignStmt_Rhs && k != edge.ValueSpec_Values {
		return false
	}
	lhs := lhsTuple(c.Parent().Node())
	return i < len(lhs) && d.variable(lhs[i], d.value)
}

// variable follows every use of the local variable that lhs names with
// follow.
func (d *decodeCheck) variable(lhs ast.Expr, follow func(inspector.Cursor) bool) bool {
	v := d.r.src.localVarOf(lhs)
	if v == nil {
		return false
	}
	if d.seen[v] {
		return true
	}
	d.seen[v] = true
	for _, use := range d.r.src.usesOf(v) {
		if d.r.calls.overwritten(v, d.origin, use) {
			continue
		}
		if !follow(use) {
			return false
		}
	}
	return true
}

// value follows an expression that holds the response or a part of it
// down to its text.
func (d *decodeCheck) value(cur inspector.Cursor) bool {
	info := d.r.src.info()
	for {
		switch t := info.TypeOf(cur.Node().(ast.Expr)); {
		case code.IsText(t):
			return d.text(cur)
		case isNumber(t):
			return true // a token count
		}
		parent := cur.Parent()
		switch k, idx := cur.ParentEdge(); k {
		case edge.ParenExpr_X, edge.StarExpr_X, edge.IndexExpr_X:
			cur = parent
		case edge.SelectorExpr_X:
			sel := info.Selections[parent.Node().(*ast.SelectorExpr)]
			switch {
			case sel == nil:
				return false
			case sel.Kind() == types.FieldVal && !isWrite(parent):
				cur = parent
			case sel.Kind() == types.MethodVal && sdkGetter(parent, sel):
				cur = parent.Parent() // resp.Text(), resp.OutputText()
			default:
				return false
			}
		case edge.AssignStmt_Lhs:
			return true // written, not read
		case edge.BinaryExpr_X, edge.BinaryExpr_Y:
			return comparedWithNil(info, parent.Node().(*ast.BinaryExpr), k) // resp == nil
		case edge.CallExpr_Args:
			return code.CallsBuiltin(info, parent.Node().(*ast.CallExpr), "len")
		case edge.AssignStmt_Rhs, edge.ValueSpec_Values:
			lhs, ok := lhsOf(parent.Node(), idx)
			return ok && d.variable(lhs, d.value) // cand := resp.Candidates[0]
		default:
			return false
		}
	}
}

// text follows the text of the response to a JSON decode.
func (d *decodeCheck) text(cur inspector.Cursor) bool {
	info := d.r.src.info()
	for {
		parent := cur.Parent()
		switch k, idx := cur.ParentEdge(); k {
		case edge.ParenExpr_X:
			cur = parent
		case edge.AssignStmt_Lhs:
			// Written, not read: raw = strings.TrimSpace(raw) keeps the
			// text, text = "{}" replaces it with one that decodes.
			as := parent.Node().(*ast.AssignStmt)
			return as.Tok == token.ASSIGN && len(as.Lhs) == len(as.Rhs) && d.cleaned(as.Rhs[idx])
		case edge.ReturnStmt_Results:
			return d.helper > 0 // a cleaning helper hands it back
		case edge.BinaryExpr_X, edge.BinaryExpr_Y:
			return isEmptyString(info, parent.Node().(*ast.BinaryExpr), k) // text == ""
		case edge.AssignStmt_Rhs, edge.ValueSpec_Values:
			lhs, ok := lhsOf(parent.Node(), idx)
			return ok && d.variable(lhs, d.text)
		case edge.CallExpr_Args:
			call := parent.Node().(*ast.CallExpr)
			if tv, ok := info.Types[call.Fun]; ok && tv.IsType() {
				cur = parent // []byte(text)
				continue
			}
			if code.CallsBuiltin(info, call, "len") {
				return true
			}
			fn, _ := typeutil.Callee(info, call).(*types.Func)
			switch {
			case fn == nil:
				return false
			case formattedIntoError(info, parent, fn, idx):
				return true // the raw reply in the decode's error
			case idx == 0 && code.IsFunc(fn, "encoding/json", "Unmarshal"):
				return d.helper == 0 && d.decoded(parent)
			case idx == 0 && (code.IsFunc(fn, "strings", "NewReader") || code.IsFunc(fn, "bytes", "NewReader") || code.IsFunc(fn, "bytes", "NewBufferString")):
				return d.helper == 0 && d.decoder(parent)
			case idx == 0 && (cleans(fn) || d.cleaningHelper(fn)):
				cur = parent // strings.TrimPrefix(text, "```json"), stripThoughts(text)
			default:
				return false
			}
		default:
			return false
		}
	}
}

// decoder follows a reader of the text into json.NewDecoder(r).Decode(&v).
func (d *decodeCheck) decoder(reader inspector.Cursor) bool {
	if k, idx := reader.ParentEdge(); k != edge.CallExpr_Args || idx != 0 {
		return false
	}
	newDec := reader.Parent()
	if !code.IsFunc(typeutil.StaticCallee(d.r.src.info(), newDec.Node().(*ast.CallExpr)), "encoding/json", "NewDecoder") {
		return false
	}
	if k, _ := newDec.ParentEdge(); k != edge.SelectorExpr_X {
		return false
	}
	sel := newDec.Parent()
	if k, _ := sel.ParentEdge(); k != edge.CallExpr_Fun || sel.Node().(*ast.SelectorExpr).Sel.Name != "Decode" {
		return false
	}
	return d.decoded(sel.Parent())
}

// decoded notes a decode and reports whether its error is kept: assigned
// to a variable, returned, or compared.
func (d *decodeCheck) decoded(call inspector.Cursor) bool {
	if d.first == nil {
		d.first = call.Node()
	}
	switch k, _ := call.ParentEdge(); k {
	case edge.ReturnStmt_Results, edge.BinaryExpr_X, edge.BinaryExpr_Y:
		return true
	case edge.AssignStmt_Rhs:
		return !toBlanks(call.Parent().Node().(*ast.AssignStmt))
	}
	return false
}

// sdkGetter reports whether the method selector at cur, of selection
// sel, is an SDK's method called with no arguments: resp.Text(),
// resp.OutputText().
func sdkGetter(cur inspector.Cursor, sel *types.Selection) bool {
	if k, _ := cur.ParentEdge(); k != edge.CallExpr_Fun {
		return false
	}
	fn, ok := sel.Obj().(*types.Func)
	return ok && fn.Pkg() != nil && llmapi.IsSDK(fn.Pkg().Path()) &&
		len(cur.Parent().Node().(*ast.CallExpr).Args) == 0
}
