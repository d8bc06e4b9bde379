package callbackretry

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
)

// reach is a model call or a wait that a function reaches.
type reach struct {
	what  string      // "calls time.Sleep", "calls model.LLM.GenerateContent"
	model string      // for a model call, its display name
	pos   token.Pos   // the site, or the declaration of an imported function that reaches it
	in    *types.Func // the function that pos is in (or declares), or nil for a callback's own body
}

// summary is what a function reaches: its first model call and its first
// wait, in source order, through the functions it calls too.
type summary struct{ model, wait *reach }

// callee is a function called in a body; detached when it is called
// under a go statement, where its waits hold no request.
type callee struct {
	fn       *types.Func
	detached bool
}

// summaries holds the summary of every function of the package that is
// not a model callback (a callback is reported where it is; it does not
// make its callers retry).
type summaries struct {
	pass    *analysis.Pass
	find    *finder
	order   []*types.Func            // functions with a body, in source order
	callees map[*types.Func][]callee // static callees in each body, in source order
	sum     map[*types.Func]*summary
}

func newSummaries(pass *analysis.Pass, find *finder) *summaries {
	s := &summaries{pass: pass, find: find, callees: map[*types.Func][]callee{}, sum: map[*types.Func]*summary{}}
	for _, file := range pass.Files {
		for _, decl := range file.Decls {
			fd, ok := decl.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			fn, ok := pass.TypesInfo.Defs[fd.Name].(*types.Func)
			if !ok || llmapi.ModelCallbackKind(fn.Signature()) != llmapi.NotCallback {
				continue
			}
			s.order = append(s.order, fn)
			s.collect(fn, fd.Body)
		}
	}
	s.solve()
	return s
}

func (s *summaries) collect(fn *types.Func, body *ast.BlockStmt) {
	sum := &summary{}
	s.sum[fn] = sum
	s.find.walk(body, func(st site) bool {
		switch st.kind {
		case modelSite:
			if sum.model == nil {
				sum.model = &reach{what: st.what, model: st.model, pos: st.node.Pos(), in: fn}
			}
		case waitSite:
			if sum.wait == nil {
				sum.wait = &reach{what: st.what, pos: st.node.Pos(), in: fn}
			}
		case callSite:
			s.callees[fn] = append(s.callees[fn], callee{st.callee, st.detached})
		}
		return true
	})
}

// solve propagates what functions reach through the package's call graph,
// in source order and callees in the order they are called, so that what
// a function is said to reach is the same on every run.
func (s *summaries) solve() {
	for changed := true; changed; {
		changed = false
		for _, fn := range s.order {
			sum := s.sum[fn]
			for _, callee := range s.callees[fn] {
				c := s.of(callee.fn)
				if sum.model == nil && c.model != nil {
					sum.model, changed = c.model, true
				}
				if sum.wait == nil && c.wait != nil && !callee.detached {
					sum.wait, changed = c.wait, true
				}
			}
		}
	}
}

// of returns what fn reaches: its summary in this package, or its fact.
func (s *summaries) of(fn *types.Func) summary {
	fn = fn.Origin()
	if sum := s.sum[fn]; sum != nil {
		return *sum
	}
	var f retriesFact
	if fn.Pkg() == nil || fn.Pkg() == s.pass.Pkg || !s.pass.ImportObjectFact(fn, &f) {
		return summary{}
	}
	var out summary
	if f.Model != "" {
		out.model = &reach{what: "calls " + f.Model, model: f.Model, pos: fn.Pos(), in: fn}
	}
	if f.Wait != "" {
		out.wait = &reach{what: f.Wait, pos: fn.Pos(), in: fn}
	}
	return out
}

// export gives facts to the exported functions that reach something, and
// the package fact when there is one: other packages can only call those.
func (s *summaries) export() {
	found := false
	for _, fn := range s.order {
		sum := s.sum[fn]
		if !fn.Exported() || sum.model == nil && sum.wait == nil {
			continue
		}
		f := &retriesFact{}
		if sum.model != nil {
			f.Model = sum.model.model
		}
		if sum.wait != nil {
			f.Wait = sum.wait.what
		}
		s.pass.ExportObjectFact(fn, f)
		found = true
	}
	if found {
		s.pass.ExportPackageFact(&packageRetriesFact{})
	}
}
