// This file holds the fallbacks of a reason map other than the
// framework's STOP: the value the map yields for the provider's normal
// stop (an application's own vocabulary), and a reason left unset.
package adapterreason

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
)

// fallback is where the values no case lists end up: a value (to), or
// nothing (unset names the reason left empty).
type fallback struct {
	at    ast.Node
	to    string
	unset string
}

// yield is what a statement of a case makes of the reason: a constant
// returned (target "") or assigned to target.
type yield struct {
	stmt   ast.Stmt
	target string
	expr   ast.Expr
	value  constant.Value
}

// fallbackOf returns where the values no case of sw lists end up, when
// that is STOP, the value the provider's normal stop is mapped to, or
// nothing at all.
func (m *mapper) fallbackOf(sw *ast.SwitchStmt, def *ast.CaseClause, before, after ast.Stmt, rv *llmapi.ReasonValues) (fallback, bool) {
	if at := m.stopFallback(sw, def, before, after); at != nil {
		return fallback{at: at, to: stopName(m.pass, at)}, true
	}
	normal, hasNormal := m.normalYield(sw, rv)
	if def != nil {
		for _, st := range def.Body {
			if y, ok := m.yieldOf(st); ok && hasNormal && sameYield(y, normal) {
				return fallback{at: st, to: types.ExprString(normal.expr)}, true
			}
		}
		return fallback{}, false
	}
	if y, ok := m.yieldOf(after); ok && y.target == "" {
		switch {
		case hasNormal && sameYield(y, normal):
			return fallback{at: after, to: types.ExprString(normal.expr)}, true
		case isEmptyStringConst(y.value) && m.casesReturn(sw):
			return fallback{at: after, unset: "the result"}, true
		}
	}
	if y, ok := m.presetOf(before); ok && hasNormal && sameYield(y, normal) && m.casesAssign(sw, y.target) {
		return fallback{at: before, to: types.ExprString(normal.expr)}, true
	}
	if target := m.leftUnset(sw); target != "" {
		return fallback{at: sw, unset: target}, true
	}
	return fallback{}, false
}

// normalYield returns what the case that lists the provider's normal stop
// (stop, end_turn, completed) yields.
func (m *mapper) normalYield(sw *ast.SwitchStmt, rv *llmapi.ReasonValues) (yield, bool) {
	for _, st := range sw.Body.List {
		cc := st.(*ast.CaseClause)
		if !slices.ContainsFunc(cc.List, func(e ast.Expr) bool { return slices.Contains(rv.Normal, m.stringConst(e)) }) {
			continue
		}
		for _, s := range cc.Body {
			if y, ok := m.yieldOf(s); ok {
				return y, true
			}
		}
	}
	return yield{}, false
}

// yieldOf reports whether st returns one constant or assigns one to a
// single target.
func (m *mapper) yieldOf(st ast.Stmt) (yield, bool) {
	var y yield
	switch st := st.(type) {
	case *ast.ReturnStmt:
		if len(st.Results) != 1 {
			return yield{}, false
		}
		y = yield{stmt: st, expr: st.Results[0]}
	case *ast.AssignStmt:
		if len(st.Lhs) != 1 || len(st.Rhs) != 1 || st.Tok != token.ASSIGN {
			return yield{}, false
		}
		y = yield{stmt: st, target: types.ExprString(st.Lhs[0]), expr: st.Rhs[0]}
	default:
		return yield{}, false
	}
	tv, ok := m.pass.TypesInfo.Types[y.expr]
	if !ok || tv.Value == nil || !reasonLike(tv) {
		return yield{}, false
	}
	y.value = tv.Value
	return y, true
}

// presetOf reports whether st, the statement right before a switch, sets
// one constant: as yieldOf, and also when it defines the variable the
// cases then assign (reason := "stop", var reason = "stop"), the
// commonest way to preset the value a switch leaves in place.
func (m *mapper) presetOf(st ast.Stmt) (yield, bool) {
	if a, ok := st.(*ast.AssignStmt); ok && a.Tok != token.DEFINE {
		return m.yieldOf(st) // x = v, not x += v
	}
	lhs, rhs := oneSet(st)
	if lhs == nil {
		return yield{}, false
	}
	tv, ok := m.pass.TypesInfo.Types[rhs]
	if !ok || tv.Value == nil || !reasonLike(tv) {
		return yield{}, false
	}
	return yield{stmt: st, target: types.ExprString(lhs), expr: rhs, value: tv.Value}, true
}

// reasonLike reports whether a constant can be a reason: a string, or a
// value of a named type (an enum of the application's); a bool or a bare
// number is a verdict or a count.
func reasonLike(tv types.TypeAndValue) bool {
	if tv.Value.Kind() == constant.String {
		return true
	}
	if tv.Value.Kind() == constant.Bool {
		return false
	}
	_, named := types.Unalias(tv.Type).(*types.Named)
	return named
}

func sameYield(a, b yield) bool {
	return a.target == b.target && a.value.Kind() == b.value.Kind() && constant.Compare(a.value, token.EQL, b.value)
}

// isEmptyStringConst reports whether v is the string constant "".
func isEmptyStringConst(v constant.Value) bool {
	return v.Kind() == constant.String && constant.StringVal(v) == ""
}

func (m *mapper) stringConst(e ast.Expr) string {
	if tv, ok := m.pass.TypesInfo.Types[e]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
		return constant.StringVal(tv.Value)
	}
	return ""
}

// casesReturn reports whether every case of sw with statements returns a
// constant: the switch is a map, not control flow.
func (m *mapper) casesReturn(sw *ast.SwitchStmt) bool {
	n := 0
	for _, st := range sw.Body.List {
		cc := st.(*ast.CaseClause)
		if len(cc.Body) == 0 {
			continue
		}
		if y, ok := m.yieldOf(cc.Body[len(cc.Body)-1]); !ok || y.target != "" {
			return false
		}
		n++
	}
	return n > 1
}

// leftUnset returns the reason that a switch without a default leaves
// empty for the values it does not list: every case assigns a constant to
// the same x.F (or local x), x is defined in this function before the
// switch without F, and nothing else sets it (no other assignment, no
// function of this package handed x).
func (m *mapper) leftUnset(sw *ast.SwitchStmt) string {
	target := ""
	var lhs ast.Expr
	n := 0
	for _, st := range sw.Body.List {
		cc := st.(*ast.CaseClause)
		if len(cc.Body) == 0 {
			continue
		}
		y, ok := m.caseAssignment(cc)
		if !ok || target != "" && y.target != target {
			return ""
		}
		target, lhs, n = y.target, y.stmt.(*ast.AssignStmt).Lhs[0], n+1
	}
	if n < 2 {
		return ""
	}
	x, field := rootAndField(lhs)
	if x == nil {
		return ""
	}
	v, ok := m.pass.TypesInfo.Uses[x].(*types.Var)
	if !ok || v.Pkg() != m.pass.Pkg || v.Parent() == nil || v.Parent() == v.Pkg().Scope() {
		return ""
	}
	if !m.definedWithout(v, field, sw) || m.setElsewhere(v, target, sw) {
		return ""
	}
	return target
}

// caseAssignment returns the first statement of a case that assigns a
// constant.
func (m *mapper) caseAssignment(cc *ast.CaseClause) (yield, bool) {
	for _, s := range cc.Body {
		if y, ok := m.yieldOf(s); ok && y.target != "" {
			return y, true
		}
	}
	return yield{}, false
}

// rootAndField splits x.F (field "F") or x (field "").
func rootAndField(e ast.Expr) (*ast.Ident, string) {
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		return e, ""
	case *ast.SelectorExpr:
		if x, ok := ast.Unparen(e.X).(*ast.Ident); ok {
			return x, e.Sel.Name
		}
	}
	return nil, ""
}

// definedWithout reports whether v is defined before sw, in this
// function, without a value for field: var v T, v := T{...} or
// v := &T{...} not keying field, or (no field) v := "".
func (m *mapper) definedWithout(v *types.Var, field string, sw *ast.SwitchStmt) bool {
	if v.Pos() >= sw.Pos() || v.Pos() < m.fn.Body.Pos() {
		return false // a parameter, or defined after
	}
	var init ast.Expr
	found := false
	ast.Inspect(m.fn.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			for i, l := range n.Lhs {
				if id, ok := l.(*ast.Ident); ok && m.pass.TypesInfo.Defs[id] == v && len(n.Lhs) == len(n.Rhs) {
					init, found = n.Rhs[i], true
				}
			}
		case *ast.ValueSpec:
			for i, id := range n.Names {
				if m.pass.TypesInfo.Defs[id] == v {
					found = true
					if i < len(n.Values) {
						init = n.Values[i]
					}
				}
			}
		}
		return !found
	})
	if !found {
		return false
	}
	if init == nil {
		return true
	}
	if field == "" {
		tv := m.pass.TypesInfo.Types[init]
		return tv.Value != nil && isEmptyStringConst(tv.Value)
	}
	lit := literalOf(init)
	if lit == nil {
		return false
	}
	for _, elt := range lit.Elts {
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			if key, ok := kv.Key.(*ast.Ident); ok && key.Name == field {
				return false
			}
		}
	}
	return true
}

func literalOf(e ast.Expr) *ast.CompositeLit {
	e = ast.Unparen(e)
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		e = ast.Unparen(u.X)
	}
	lit, _ := e.(*ast.CompositeLit)
	return lit
}

// setElsewhere reports whether the function may set target outside sw:
// an assignment to it or to v itself, v's address taken, or v handed to
// a function of this package (which may fill in the reason) or, before
// the switch, to any function.
func (m *mapper) setElsewhere(v *types.Var, target string, sw *ast.SwitchStmt) bool {
	set := false
	ast.Inspect(m.fn.Body, func(n ast.Node) bool {
		if n == sw || set {
			return false
		}
		switch n := n.(type) {
		case *ast.AssignStmt:
			for _, l := range n.Lhs {
				s := types.ExprString(l)
				set = set || s == target || s == v.Name() && m.refersTo(l, v) || s == "*"+v.Name()
			}
		case *ast.UnaryExpr:
			set = set || n.Op == token.AND && m.refersTo(n.X, v)
		case *ast.CallExpr:
			set = set || m.handedTo(n, v, sw)
		}
		return true
	})
	return set
}

func (m *mapper) refersTo(e ast.Expr, v *types.Var) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	return ok && m.pass.TypesInfo.Uses[id] == v
}

// handedTo reports whether call passes v to code that may set its reason:
// before sw any function, after it a function of this package.
func (m *mapper) handedTo(call *ast.CallExpr, v *types.Var, sw *ast.SwitchStmt) bool {
	if !slices.ContainsFunc(call.Args, func(a ast.Expr) bool { return m.refersTo(a, v) }) {
		return false
	}
	if call.Pos() < sw.Pos() {
		return true
	}
	fn := typeutil.StaticCallee(m.pass.TypesInfo, call)
	return fn != nil && fn.Pkg() == m.pass.Pkg
}

// missingFailures lists the failure values of rv that no case of the
// switch lists and the function does not name elsewhere either (a test
// of content_filter before the switch handles it).
func (m *mapper) missingFailures(sw *ast.SwitchStmt, listed map[string]bool, rv *llmapi.ReasonValues) []string {
	named := map[string]bool{}
	ast.Inspect(m.fn.Body, func(n ast.Node) bool {
		if n == sw {
			return false
		}
		if e, ok := n.(ast.Expr); ok {
			if s := m.stringConst(e); s != "" {
				named[s] = true
			}
		}
		return true
	})
	var missing []string
	for _, v := range rv.Failures {
		if !listed[v] && !named[v] {
			missing = append(missing, v)
		}
	}
	return missing
}
