// The runner: one pass's analysis, made of the phases below, each a type
// of its own with its caches, built together by newRunner.

package finishreason

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/pkgfacts"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/pkginspect"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/srcfile"
)

// runner joins the phases of one pass. Where a response goes: the
// package's syntax (source), the types that carry a response (carriers),
// the model calls (calls), the summaries of the package's functions
// (summaries) and interfaces (implementations, sinks), followed fields (fields),
// and the flow of one response (flow, started by newFlow). What it means:
// its fate (fate.go), a read that only shows it (display) and, under
// -strict, one that only tests its presence (strict). The ADK callbacks
// and plugins (callbacks), and the report (reporter).
//
// The phases reach each other through the runner, which each embeds;
// they call each other recursively (a wrapper's summary follows a flow,
// which asks for a callee's summary), so none runs to completion before
// another starts.
//
// Caches are made one way: a memo keyed by what it answers for is a map
// made here; a value computed once for the whole package, when first
// needed, is a lazy field (lazy.go).
type runner struct {
	pass *analysis.Pass
	cfg  Config

	src       *source
	carriers  *carriers
	calls     *calls
	sums      *summaries
	impls     *implementations
	sinks     *sinks
	fields    *fields
	display   *display
	strict    *strict
	callbacks *callbacks
	report    *reporter
}

func newRunner(pass *analysis.Pass, cfg Config, in *pkginspect.Index) *runner {
	r := &runner{pass: pass, cfg: cfg}
	r.src = newSource(pass, in)
	r.carriers = &carriers{carry: map[carryKey]bool{}}
	r.calls = &calls{runner: r, stores: map[*types.Var][]inspector.Cursor{}}
	r.sums = &summaries{
		runner:   r,
		facts:    pkgfacts.NewReader(pass, new(funcFacts)),
		params:   map[*types.Func]*paramFact{},
		wraps:    map[*types.Func]*wrapper{},
		pending:  map[*types.Func]bool{},
		outcomes: map[*ast.CallExpr]outcome{},
		found:    map[*types.Func][]foundCall{},
	}
	r.impls = &implementations{runner: r}
	r.sinks = &sinks{runner: r, facts: pkgfacts.NewReader(pass, new(sinkFacts)), local: map[*types.Func][]int{}}
	r.fields = &fields{runner: r, fieldFates: map[*types.Var]fate{}, fieldPending: map[*types.Var]bool{}}
	r.display = &display{runner: r}
	r.strict = &strict{runner: r}
	r.callbacks = &callbacks{runner: r}
	r.report = &reporter{runner: r, toolCmps: map[ast.Node]bool{}}
	return r
}

// newSource indexes the package's function declarations and generated
// files.
func newSource(pass *analysis.Pass, in *pkginspect.Index) *source {
	s := &source{
		pass:      pass,
		ix:        in,
		decls:     map[*types.Func]inspector.Cursor{},
		generated: map[*token.File]bool{},
		uses:      map[*types.Var][]inspector.Cursor{},
		gotos:     map[inspector.Cursor]bool{},
	}
	for _, f := range pass.Files {
		if srcfile.IsGenerated(f) {
			s.generated[pass.Fset.File(f.Pos())] = true
		}
	}
	for file := range in.Root().Children() {
		for c := range pkginspect.Decls(file) {
			if n, ok := c.Node().(*ast.FuncDecl); ok && n.Body != nil {
				if fn, ok := pass.TypesInfo.Defs[n.Name].(*types.Func); ok {
					s.decls[fn] = c
					s.order = append(s.order, fn)
				}
			}
		}
	}
	return s
}
