package adapterreason

import (
	"fmt"
	"go/ast"
	"go/types"
	"sort"

	"golang.org/x/tools/go/analysis"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/code"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
)

func run(pass *analysis.Pass) {
	checkReasonMaps(pass)
	if !relevant(pass.Pkg) {
		return
	}
	decls := funcDecls(pass)
	reported := map[*ast.CompositeLit]bool{}
	for _, a := range adapters(pass, decls) {
		s := scan(pass, reachable(pass, decls, a.methods))
		drops := s.drops()
		if !drops && !s.dropsRefusals() || reported[s.lits[0].lit] {
			continue
		}
		reported[s.lits[0].lit] = true
		if drops {
			report(pass, a.name, s)
		} else {
			reportRefusals(pass, a.name, s)
		}
	}
}

// relevant reports whether the package imports a package that declares
// a framework response type: without one it cannot build its literal.
func relevant(pkg *types.Package) bool {
	for _, imp := range pkg.Imports() {
		if llmapi.DeclaresResponseLit(imp.Path()) {
			return true
		}
	}
	return false
}

// funcDecls maps the package's declared functions to their declarations.
func funcDecls(pass *analysis.Pass) map[*types.Func]*ast.FuncDecl {
	out := map[*types.Func]*ast.FuncDecl{}
	for _, f := range pass.Files {
		for _, decl := range f.Decls {
			d, ok := decl.(*ast.FuncDecl)
			if !ok || d.Body == nil {
				continue
			}
			if fn, ok := pass.TypesInfo.Defs[d.Name].(*types.Func); ok {
				out[fn] = d
			}
		}
	}
	return out
}

// adapter is a type of this package that implements model.LLM or
// llms.Model, with every method declared for it here.
type adapter struct {
	name    string
	methods []*ast.FuncDecl
}

// adapters returns the package's adapter types in source order.
func adapters(pass *analysis.Pass, decls map[*types.Func]*ast.FuncDecl) []adapter {
	byType := map[*types.TypeName]*adapter{}
	var order []*types.TypeName
	for _, d := range sortedDecls(decls) {
		fn := pass.TypesInfo.Defs[d.Name].(*types.Func)
		tn := receiverType(fn)
		if tn == nil {
			continue
		}
		a := byType[tn]
		if a == nil {
			a = &adapter{name: tn.Name()}
			byType[tn] = a
		}
		a.methods = append(a.methods, d)
		if llmapi.IsAdapterMethod(fn) && !contains(order, tn) {
			order = append(order, tn)
		}
	}
	var out []adapter
	for _, tn := range order {
		out = append(out, *byType[tn])
	}
	return out
}

func receiverType(fn *types.Func) *types.TypeName {
	recv := fn.Signature().Recv()
	if recv == nil {
		return nil
	}
	if n := code.NamedOf(recv.Type()); n != nil {
		return n.Origin().Obj()
	}
	return nil
}

func contains(list []*types.TypeName, tn *types.TypeName) bool {
	for _, x := range list {
		if x == tn {
			return true
		}
	}
	return false
}

func sortedDecls(decls map[*types.Func]*ast.FuncDecl) []*ast.FuncDecl {
	out := make([]*ast.FuncDecl, 0, len(decls))
	for _, d := range decls {
		out = append(out, d)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Pos() < out[j].Pos() })
	return out
}

// reachable returns the adapter's methods and every function of this
// package they refer to, directly or through others, in source order: an
// adapter often converts the response in a helper.
func reachable(pass *analysis.Pass, decls map[*types.Func]*ast.FuncDecl, roots []*ast.FuncDecl) []*ast.FuncDecl {
	seen := map[*ast.FuncDecl]bool{}
	queue := append([]*ast.FuncDecl(nil), roots...)
	for _, d := range roots {
		seen[d] = true
	}
	for len(queue) > 0 {
		d := queue[0]
		queue = queue[1:]
		ast.Inspect(d.Body, func(n ast.Node) bool {
			id, ok := n.(*ast.Ident)
			if !ok {
				return true
			}
			fn, _ := pass.TypesInfo.Uses[id].(*types.Func)
			if fn == nil {
				return true
			}
			if callee := decls[fn.Origin()]; callee != nil && !seen[callee] {
				seen[callee] = true
				queue = append(queue, callee)
			}
			return true
		})
	}
	out := make([]*ast.FuncDecl, 0, len(seen))
	for d := range seen {
		out = append(out, d)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Pos() < out[j].Pos() })
	return out
}

func report(pass *analysis.Pass, name string, s *scanned) {
	first := s.lits[0]
	field := s.provider.field
	owner := typeDisplay(s.provider.owner)
	msg := diagnosticText(name, first.kind, s, owner, field.Name())
	pass.Report(analysis.Diagnostic{
		Pos: first.lit.Pos(), End: first.lit.End(), Message: msg,
		Related: []analysis.RelatedInformation{{Pos: s.provider.pos,
			Message: fmt.Sprintf("the provider's %s comes from here; map its %s", owner, field.Name())}},
	})
}

// maxMessage is the length past which a message drops the provider type.
const maxMessage = 100

// maxVetMessage is the longest message go vet's output allows.
const maxVetMessage = 110

// diagnosticText names the provider's type and field, or only the field
// when both would make the message too long.
func diagnosticText(adapter string, kind *llmapi.ResponseLit, s *scanned, owner, field string) string {
	msg := message(adapter, kind, s, owner+"."+field)
	if len(msg) > maxMessage {
		msg = message(adapter, kind, s, "the provider's "+field)
	}
	return msg
}

func message(adapter string, kind *llmapi.ResponseLit, s *scanned, reason string) string {
	if s.synthesis {
		return fmt.Sprintf("adapter %s synthesises its %s, dropping %s", adapter, kind.Reason, reason)
	}
	if s.constant {
		return fmt.Sprintf("adapter %s sets a constant %s, dropping %s", adapter, kind.Reason, reason)
	}
	return fmt.Sprintf("adapter %s builds %s without %s", adapter, kind.Display, reason)
}

func typeDisplay(n *types.Named) string {
	if n.Obj().Pkg() == nil {
		return n.Obj().Name()
	}
	return n.Obj().Pkg().Name() + "." + n.Obj().Name()
}
