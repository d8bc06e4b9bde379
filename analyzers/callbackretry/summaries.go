package callbackretry

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/pkgfacts"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/pkginspect"
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

// step is one thing a body does, in source order: a model call or a
// wait of its own (model, wait), or a call of another function (fn),
// detached when it is called under a go statement, where its waits hold
// no request.
type step struct {
	model, wait *reach
	fn          *types.Func
	detached    bool
}

// summaries holds the summary of every function of the package that is
// not a model callback (a callback is reported where it is; it does not
// make its callers retry).
type summaries struct {
	pass     *analysis.Pass
	find     *finder
	order    []*types.Func          // functions with a body, in source order
	steps    map[*types.Func][]step // what each body does, in source order
	sum      map[*types.Func]*summary
	imported map[*types.Func]summary // facts of functions of other packages, read once
	facts    *pkgfacts.Reader[retries]
}

func newSummaries(pass *analysis.Pass, find *finder, ix *pkginspect.Index) *summaries {
	s := &summaries{pass: pass, find: find, steps: map[*types.Func][]step{},
		sum: map[*types.Func]*summary{}, imported: map[*types.Func]summary{},
		facts: pkgfacts.NewReader(pass, new(retriesFacts))}
	for file := range ix.Root().Children() {
		for decl := range pkginspect.Decls(file) {
			fd, ok := decl.Node().(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			fn, ok := pass.TypesInfo.Defs[fd.Name].(*types.Func)
			if !ok || llmapi.ModelCallbackKind(fn.Signature()) != llmapi.NotCallback {
				continue
			}
			if body, ok := decl.FindNode(fd.Body); ok {
				s.order = append(s.order, fn)
				s.collect(fn, body)
			}
		}
	}
	s.solve()
	return s
}

func (s *summaries) collect(fn *types.Func, body inspector.Cursor) {
	s.sum[fn] = &summary{}
	s.find.walk(body, func(st site) bool {
		switch st.kind {
		case modelSite:
			s.steps[fn] = append(s.steps[fn], step{model: &reach{what: st.what, model: st.model, pos: st.node.Pos(), in: fn}})
		case waitSite:
			s.steps[fn] = append(s.steps[fn], step{wait: &reach{what: st.what, pos: st.node.Pos(), in: fn}})
		case callSite:
			// Another package's function reaches what its fact says, now
			// and in every round of solve: a call of one that reaches
			// nothing (most calls: fmt.Errorf, a strings.Builder) is no
			// step.
			if callee := st.callee.Origin(); callee.Pkg() != s.pass.Pkg {
				if sum := s.of(callee); sum.model == nil && sum.wait == nil {
					return true
				}
			}
			s.steps[fn] = append(s.steps[fn], step{fn: st.callee, detached: st.detached})
		}
		return true
	})
}

// solve propagates what functions reach through the package's call graph
// until nothing changes. A function reaches the first model call and the
// first wait of its steps in source order, its own or its callees', so
// that what it is said to reach does not depend on the order in which
// functions are visited. The step that supplies each can only move
// earlier, so this ends.
func (s *summaries) solve() {
	for changed := true; changed; {
		changed = false
		for _, fn := range s.order {
			var next summary
			for _, st := range s.steps[fn] {
				model, wait := st.model, st.wait
				if st.fn != nil {
					c := s.of(st.fn)
					model, wait = c.model, c.wait
					if st.detached {
						wait = nil
					}
				}
				if next.model == nil {
					next.model = model
				}
				if next.wait == nil {
					next.wait = wait
				}
			}
			if sum := s.sum[fn]; *sum != next {
				*sum, changed = next, true
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
	if sum, ok := s.imported[fn]; ok {
		return sum
	}
	var out summary
	defer func() { s.imported[fn] = out }()
	f, pool, ok := s.facts.Lookup(fn)
	if !ok {
		return out
	}
	if f.Model > 0 {
		m := pool[f.Model-1]
		out.model = &reach{what: "calls " + m, model: m, pos: fn.Pos(), in: fn}
	}
	if f.Wait > 0 {
		out.wait = &reach{what: pool[f.Wait-1], pos: fn.Pos(), in: fn}
	}
	return out
}

// export records, in the package fact, the exported functions that reach
// something: other packages can only call those. A package with none
// exports no fact.
func (s *summaries) export() {
	var table pkgfacts.Builder[retries]
	for _, fn := range s.order {
		sum := s.sum[fn]
		if !fn.Exported() || sum.model == nil && sum.wait == nil {
			continue
		}
		var r retries
		if sum.model != nil {
			r.Model = 1 + table.Intern(sum.model.model)
		}
		if sum.wait != nil {
			r.Wait = 1 + table.Intern(sum.wait.what)
		}
		table.Add(fn, r)
	}
	if t, ok := table.Table(s.pass, new(retriesFacts)); ok {
		s.pass.ExportPackageFact((*retriesFacts)(&t))
	}
}
