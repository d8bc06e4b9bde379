package adapterreason

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/astutil"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/pkginspect"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/suppress"
)

// A reason map is a switch over a provider's reason that yields the
// framework's reason. Mapping the failures it knows and sending the rest
// to STOP in its default is the common shape; each failure value the
// switch does not list then passes as a success. Only switches whose
// cases are all constants count: a case the analyzer cannot evaluate may
// list the missing value.

// checkReasonMaps reports reason maps that send a failure value of the
// provider's reason, one no case lists, to the framework's STOP.
func checkReasonMaps(pass *analysis.Pass) {
	if !reasonMapRelevant(pass.Pkg) {
		return
	}
	m := &mapper{pass: pass}
	for c := range pkginspect.Of(pass).Root().Preorder((*ast.SwitchStmt)(nil)) {
		sw := c.Node().(*ast.SwitchStmt)
		if sw.Tag == nil {
			continue
		}
		m.fn = nil
		for fd := range c.Enclosing((*ast.FuncDecl)(nil)) {
			m.fn = fd.Node().(*ast.FuncDecl)
		}
		if m.fn == nil {
			continue
		}
		before, after := around(c)
		m.checkSwitch(sw, before, after)
	}
}

// around returns the statements before and after the switch at c (or
// the statement that labels it) in the list that holds it: the
// fall-through shapes need them.
func around(c inspector.Cursor) (before, after ast.Stmt) {
	stmt := c
	if _, ok := c.Parent().Node().(*ast.LabeledStmt); ok {
		stmt = c.Parent()
	}
	list, i, ok := pkginspect.StmtList(stmt)
	if !ok {
		return nil, nil
	}
	if i > 0 {
		before = list[i-1]
	}
	if i+1 < len(list) {
		after = list[i+1]
	}
	return before, after
}

// reasonMapRelevant reports whether the package imports a provider
// package with known failure values: a reason map switches on its reason,
// onto a framework's reason or onto the application's own.
func reasonMapRelevant(pkg *types.Package) bool {
	for _, imp := range pkg.Imports() {
		if llmapi.HasReasonValues(imp.Path()) {
			return true
		}
	}
	return false
}

type mapper struct {
	pass   *analysis.Pass
	fn     *ast.FuncDecl
	params map[*types.Var]source // built on first use
}

// source is where a switched-on reason comes from.
type source struct {
	values *llmapi.ReasonValues
	at     ast.Expr
}

func (m *mapper) checkSwitch(sw *ast.SwitchStmt, before, after ast.Stmt) {
	// The cheap checks first: where the tag comes from may need a walk
	// of the package's calls.
	listed, def, ok := m.cases(sw)
	if !ok || def != nil && !m.defaultYields(def) {
		return
	}
	src, ok := m.sourceOf(sw.Tag, 2)
	if !ok {
		return
	}
	fb, ok := m.fallbackOf(sw, def, before, after, src.values)
	if !ok {
		return
	}
	missing := m.missingFailures(sw, listed, src.values)
	pos := fb.at.Pos()
	if def != nil {
		pos = def.Pos() // the default keyword, on the line of the mistake
	}
	if len(missing) == 0 || !suppress.Kept(m.pass, pos) {
		return
	}
	end := fb.at.End()
	if fb.at == ast.Node(sw) {
		end = pos + token.Pos(len("switch"))
	}
	m.pass.Report(analysis.Diagnostic{
		Pos: pos, End: end,
		Message: mapMessage(m.fn.Name.Name, src.values.Display, missing, fb),
		Related: []analysis.RelatedInformation{{Pos: src.at.Pos(), End: src.at.End(),
			Message: sourceMessage(src.values.Display, missing)}},
	})
}

// defaultYields reports whether the default clause returns or assigns a
// constant: only then may it map what the cases do not list.
func (m *mapper) defaultYields(def *ast.CaseClause) bool {
	return slices.ContainsFunc(def.Body, func(st ast.Stmt) bool {
		_, ok := m.yieldOf(st)
		return ok
	})
}

// mapMessage names the first failure missing and where it ends up.
func mapMessage(fn, display string, missing []string, fb fallback) string {
	more := ""
	if len(missing) > 1 {
		more = fmt.Sprintf(" (and %d more)", len(missing)-1)
	}
	if fb.unset == "" {
		return fmt.Sprintf("%s sends %s %q%s to %s", fn, display, missing[0], more, fb.to)
	}
	msg := fmt.Sprintf("%s leaves %s %q%s unmapped: %s stays empty", fn, display, missing[0], more, fb.unset)
	if len(msg) > maxVetMessage {
		msg = fmt.Sprintf("%s leaves %s %q%s unmapped", fn, display, missing[0], more)
	}
	return msg
}

// cases returns the string constants the switch's cases list and its
// default clause; ok is false when a case is not a string constant.
func (m *mapper) cases(sw *ast.SwitchStmt) (listed map[string]bool, def *ast.CaseClause, ok bool) {
	listed = map[string]bool{}
	for _, st := range sw.Body.List {
		cc, isCase := st.(*ast.CaseClause)
		if !isCase {
			return nil, nil, false
		}
		if cc.List == nil {
			def = cc
			continue
		}
		for _, e := range cc.List {
			tv, known := m.pass.TypesInfo.Types[e]
			if !known || tv.Value == nil || tv.Value.Kind() != constant.String {
				return nil, nil, false
			}
			listed[constant.StringVal(tv.Value)] = true
		}
	}
	return listed, def, true
}

// stopFallback returns the node where an unlisted value gets STOP: the
// default clause that returns or assigns it; without a default, a return
// of STOP right after the switch, or an assignment of STOP right before
// it to what a case assigns.
func (m *mapper) stopFallback(sw *ast.SwitchStmt, def *ast.CaseClause, before, after ast.Stmt) ast.Node {
	if def != nil {
		for _, st := range def.Body {
			if m.yieldsStop(st) {
				return st
			}
		}
		return nil
	}
	if r, ok := after.(*ast.ReturnStmt); ok && m.yieldsStop(r) {
		return r
	}
	if lhs := m.stopAssigned(before); lhs != "" && m.casesAssign(sw, lhs) {
		return before
	}
	return nil
}

// yieldsStop reports whether st returns STOP or assigns it.
func (m *mapper) yieldsStop(st ast.Stmt) bool {
	switch st := st.(type) {
	case *ast.ReturnStmt:
		for _, e := range st.Results {
			if m.isStop(e) {
				return true
			}
		}
	case *ast.AssignStmt:
		for _, e := range st.Rhs {
			if m.isStop(e) {
				return true
			}
		}
	}
	return false
}

// stopAssigned returns the target of a single assignment or definition of
// STOP, as source text: the variable, or the field a composite literal
// sets (resp := &model.LLMResponse{FinishReason: genai.FinishReasonStop}
// gives resp.FinishReason).
func (m *mapper) stopAssigned(st ast.Stmt) string {
	lhs, rhs := oneSet(st)
	if lhs == nil {
		return ""
	}
	if m.isStop(rhs) {
		return types.ExprString(lhs)
	}
	if field := m.stopField(rhs); field != "" {
		return types.ExprString(lhs) + "." + field
	}
	return ""
}

// oneSet returns the two sides of a statement that sets one variable or
// field: an assignment or definition (x = v, x := v) or a declaration
// (var x = v); nil for any other.
func oneSet(st ast.Stmt) (lhs, rhs ast.Expr) {
	switch st := st.(type) {
	case *ast.AssignStmt:
		if len(st.Lhs) == 1 && len(st.Rhs) == 1 {
			return st.Lhs[0], st.Rhs[0]
		}
	case *ast.DeclStmt:
		if gd, ok := st.Decl.(*ast.GenDecl); ok && len(gd.Specs) == 1 {
			if vs, ok := gd.Specs[0].(*ast.ValueSpec); ok && len(vs.Names) == 1 && len(vs.Values) == 1 {
				return vs.Names[0], vs.Values[0]
			}
		}
	}
	return nil, nil
}

// stopField returns the field that a composite literal (or its address)
// sets to STOP, or "".
func (m *mapper) stopField(e ast.Expr) string {
	e = astutil.Unparen(e)
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		e = astutil.Unparen(u.X)
	}
	lit, ok := e.(*ast.CompositeLit)
	if !ok {
		return ""
	}
	for _, elt := range lit.Elts {
		if kv, ok := elt.(*ast.KeyValueExpr); ok && m.isStop(kv.Value) {
			if key, ok := kv.Key.(*ast.Ident); ok {
				return key.Name
			}
		}
	}
	return ""
}

// casesAssign reports whether a case of sw assigns to lhs.
func (m *mapper) casesAssign(sw *ast.SwitchStmt, lhs string) bool {
	for _, st := range sw.Body.List {
		for _, s := range st.(*ast.CaseClause).Body {
			if a, ok := s.(*ast.AssignStmt); ok && len(a.Lhs) == 1 && types.ExprString(a.Lhs[0]) == lhs {
				return true
			}
		}
	}
	return false
}

func (m *mapper) isStop(e ast.Expr) bool {
	switch e := astutil.Unparen(e).(type) {
	case *ast.Ident:
		return llmapi.IsStopConstant(m.pass.TypesInfo.Uses[e])
	case *ast.SelectorExpr:
		return llmapi.IsStopConstant(m.pass.TypesInfo.Uses[e.Sel])
	}
	return false
}

func stopName(pass *analysis.Pass, n ast.Node) string {
	found := "STOP"
	ast.Inspect(n, func(x ast.Node) bool {
		if id, ok := x.(*ast.Ident); ok && llmapi.IsStopConstant(pass.TypesInfo.Uses[id]) {
			found = id.Name
			return false
		}
		return true
	})
	return found
}

// sourceMessage says where the reason comes from, and lists the values
// missing when that fits at go vet length.
func sourceMessage(display string, missing []string) string {
	msg := fmt.Sprintf("the %s comes from here", display)
	if long := msg + "; unlisted: " + strings.Join(missing, ", "); len(long) <= maxMessage {
		return long
	}
	return msg
}
