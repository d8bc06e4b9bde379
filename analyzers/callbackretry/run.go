package callbackretry

import (
	"go/ast"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/adkcallback"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/pkginspect"
)

func run(pass *analysis.Pass, funcs funcSet) {
	if !relevant(pass, funcs) {
		return
	}
	ix := pkginspect.Of(pass)
	s := newSummaries(pass, &finder{info: pass.TypesInfo, funcs: funcs, ix: ix}, ix)
	s.export()
	for _, cb := range adkcallback.Of(pass).Declared {
		at, ok := pkginspect.In(cb.At, ix.Root())
		if !ok {
			continue
		}
		if body, ok := at.FindNode(cb.Body); ok {
			checkCallback(pass, s, cb, body)
		}
	}
}

// relevant is the fast path: a package that imports no SDK package of the
// table (ADK included), no retry library, no package of a -funcs entry and
// no package whose functions retry can neither declare a model callback
// nor hold a helper worth a fact. Only direct imports count.
func relevant(pass *analysis.Pass, funcs funcSet) bool {
	for _, imp := range pass.Pkg.Imports() {
		p := imp.Path()
		if llmapi.IsTablePackage(p) || llmapi.IsRetryPackage(p) || funcs.names(p) ||
			probe.Exports(pass, imp) {
			return true
		}
	}
	return false
}

// checkCallback reports the model calls and waits in the body of one
// callback, in the closures it contains too, but not in callbacks nested
// in it: those are checked on their own. A BeforeModel callback that
// calls a model (a router, a guard, a cache) is not retrying; only its
// waits count.
func checkCallback(pass *analysis.Pass, s *summaries, cb adkcallback.Callback, body inspector.Cursor) {
	r := reporter{pass: pass, who: cb.Name(pass.Pkg)}
	before := cb.Kind == llmapi.BeforeModel
	s.find.walk(body, func(st site) bool {
		switch st.kind {
		case modelSite:
			if before {
				return true
			}
			r.report(st.node, st.what, nil)
			return false
		case waitSite:
			r.report(st.node, st.what, nil)
			return false
		case callSite:
			sum := s.of(st.callee)
			name := adkcallback.FuncName(pass.Pkg, st.callee)
			if sum.wait != nil && !st.detached {
				r.report(st.node, "calls "+name+", which waits", sum.wait)
				return false
			}
			if sum.model != nil && !before {
				r.report(st.node, "calls "+name+", which calls the model", sum.model)
				return false
			}
		case loopSite:
			if what, at := loopWait(s, st.cur); at != nil {
				r.report(st.node, "loops and "+what, at)
				return false
			}
		}
		return true
	})
}

// loopWait returns how the body of a loop waits, and where, or nil.
func loopWait(s *summaries, loop inspector.Cursor) (string, *reach) {
	var body *ast.BlockStmt
	switch l := loop.Node().(type) {
	case *ast.ForStmt:
		body = l.Body
	case *ast.RangeStmt:
		body = l.Body
	}
	b, ok := loop.FindNode(body)
	if !ok {
		return "", nil
	}
	var what string
	var at *reach
	s.find.walk(b, func(st site) bool {
		if at != nil {
			return false
		}
		switch st.kind {
		case waitSite:
			what, at = st.what, &reach{what: st.what, pos: st.node.Pos()}
		case callSite:
			if w := s.of(st.callee).wait; w != nil && !st.detached {
				what, at = "calls "+adkcallback.FuncName(s.pass.Pkg, st.callee)+", which waits", w
			}
		}
		return at == nil
	})
	return what, at
}

// reporter reports for one callback.
type reporter struct {
	pass *analysis.Pass
	who  string
}

// The remedy, in two lengths: the long one when the message stays at go
// vet length with it.
const (
	remedy      = "; retry in one decorator (llmerr.Retry)"
	shortRemedy = "; retry in llmerr.Retry"
)

func (r reporter) report(n ast.Node, what string, related *reach) {
	msg := r.who + " " + what
	switch {
	case len(msg)+len(remedy) <= 100:
		msg += remedy
	case len(msg)+len(shortRemedy) <= 110:
		msg += shortRemedy
	}
	d := analysis.Diagnostic{Pos: n.Pos(), End: n.End(), Message: msg}
	if related != nil && related.pos.IsValid() {
		rel := related.what
		if related.in != nil {
			rel = adkcallback.FuncName(r.pass.Pkg, related.in) + " " + rel
		}
		d.Related = []analysis.RelatedInformation{{Pos: related.pos, Message: strings.TrimSpace(rel)}}
	}
	r.pass.Report(d)
}
