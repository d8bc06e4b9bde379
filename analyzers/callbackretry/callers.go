package callbackretry

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
)

// modelCallers finds the functions of the package that reach a model call,
// directly, through other functions of the package, or through functions
// of imported packages that carry a callsModelFact.
type modelCallers struct {
	pass    *analysis.Pass
	order   []*types.Func                 // functions with a body, in source order
	callees map[*types.Func][]*types.Func // static callees in each function's body, in source order
	reached map[*types.Func]string        // function -> model call it reaches
}

func newModelCallers(pass *analysis.Pass) *modelCallers {
	m := &modelCallers{pass: pass, callees: map[*types.Func][]*types.Func{}, reached: map[*types.Func]string{}}
	for _, file := range pass.Files {
		for _, decl := range file.Decls {
			fd, ok := decl.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			fn, ok := pass.TypesInfo.Defs[fd.Name].(*types.Func)
			if !ok {
				continue
			}
			// A callback calling the model is reported where it is; it does
			// not make its callers model callers.
			if judged(llmapi.ModelCallbackKind(fn.Signature())) {
				continue
			}
			m.order = append(m.order, fn)
			m.collect(fn, fd.Body)
		}
	}
	return m
}

func (m *modelCallers) collect(fn *types.Func, body *ast.BlockStmt) {
	ast.Inspect(body, func(n ast.Node) bool {
		if lit, ok := n.(*ast.FuncLit); ok {
			sig, _ := m.pass.TypesInfo.TypeOf(lit).(*types.Signature)
			return !judged(llmapi.ModelCallbackKind(sig))
		}
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		callee, _ := typeutil.Callee(m.pass.TypesInfo, call).(*types.Func)
		if callee == nil {
			return true
		}
		if c, ok := llmapi.CallOf(callee); ok {
			if m.reached[fn] == "" {
				m.reached[fn] = c.Display
			}
			return true
		}
		m.callees[fn] = append(m.callees[fn], callee)
		return true
	})
}

// solve propagates reached model calls through the package's call graph.
// It goes in source order, callees in the order they are called, so the
// model call a function is said to reach is the same on every run.
func (m *modelCallers) solve() {
	for changed := true; changed; {
		changed = false
		for _, fn := range m.order {
			if m.reached[fn] != "" {
				continue
			}
			for _, callee := range m.callees[fn] {
				if via := m.reaches(callee); via != "" {
					m.reached[fn] = via
					changed = true
					break
				}
			}
		}
	}
}

// reaches returns the model call fn reaches, or "".
func (m *modelCallers) reaches(fn *types.Func) string {
	fn = fn.Origin()
	if via := m.reached[fn]; via != "" {
		return via
	}
	if fn.Pkg() != nil && fn.Pkg() != m.pass.Pkg {
		var f callsModelFact
		if m.pass.ImportObjectFact(fn, &f) {
			return f.Call
		}
	}
	return ""
}

func (m *modelCallers) export() {
	for _, fn := range m.order {
		if via := m.reached[fn]; via != "" {
			m.pass.ExportObjectFact(fn, &callsModelFact{Call: via})
		}
	}
	if len(m.reached) > 0 {
		m.pass.ExportPackageFact(&packageCallsModelFact{})
	}
}
