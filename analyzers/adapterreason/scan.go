package adapterreason

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/code"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
)

// responseLit is a literal of a framework response type.
type responseLit struct {
	lit  *ast.CompositeLit
	kind *llmapi.ResponseLit
}

// providerUse is the first expression of a provider's response type with
// a reason field.
type providerUse struct {
	rank  int
	pos   token.Pos
	owner *types.Named
	field *types.Var
}

// scanned is what the functions of one adapter do with reasons.
type scanned struct {
	lits      []responseLit
	providers []providerUse  // the first use of each provider type
	provider  *providerUse   // the first that is not a type the adapter builds
	reads     []*types.Named // owners of the reason fields read
	mapped    bool           // the response's reason is set from a non-constant value
	constant  bool           // the response's reason is set, but only to constants
	synthesis bool           // ... through a local set only to constants
	escapes   []*types.Named // provider types handed to code not seen here

	assigned map[*ast.SelectorExpr]bool // left-hand sides, which are no reads
	seen     map[*types.Named]bool      // provider types already recorded
	locals   localValues                // what the functions' locals are set to
	via      []*types.Var               // locals the response's reason is set from
	refusals refusalUse                 // what they do with the Responses API's refusals
}

// drops reports whether the adapter builds responses from a provider's
// response and loses the provider's reason on the way. A framework type
// the adapter builds is no provider of it: llms.ContentChoice is one for
// an ADK adapter wrapping a langchaingo model, not for a langchaingo one.
func (s *scanned) drops() bool {
	if len(s.lits) == 0 || s.mapped {
		return false
	}
	for _, n := range s.escapes {
		if !s.builds(n) {
			return false
		}
	}
	for i, p := range s.providers {
		if !s.builds(p.owner) && (s.provider == nil || p.rank < s.provider.rank) {
			s.provider = &s.providers[i]
		}
	}
	if s.provider == nil {
		return false
	}
	for _, owner := range s.reads {
		if !s.builds(owner) {
			return false
		}
	}
	return true
}

// builds reports whether the adapter builds literals of type n.
func (s *scanned) builds(n *types.Named) bool {
	if n == nil {
		return false
	}
	for _, l := range s.lits {
		if k, ok := llmapi.ResponseLitOf(n); ok && k == l.kind {
			return true
		}
	}
	return false
}

func scan(pass *analysis.Pass, decls []*ast.FuncDecl) *scanned {
	s := &scanned{assigned: map[*ast.SelectorExpr]bool{}, seen: map[*types.Named]bool{}}
	for _, d := range decls {
		ast.Inspect(d.Body, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CompositeLit:
				s.literal(pass, n)
			case *ast.AssignStmt:
				s.assign(pass, n)
			case *ast.SelectorExpr:
				if v, ok := pass.TypesInfo.Uses[n.Sel].(*types.Var); ok {
					if f, ok := llmapi.FieldOf(v); ok && !f.Weak && !s.assigned[n] {
						s.reads = append(s.reads, ownerOf(v, f))
					}
				}
			case *ast.CallExpr:
				s.call(pass, n)
			}
			s.locals.note(pass, n)
			s.refusals.note(pass, n)
			if sel, ok := n.(*ast.SelectorExpr); ok {
				s.providerExpr(pass, sel.X)
			}
			return true
		})
	}
	s.resolveLocals()
	return s
}

func (s *scanned) literal(pass *analysis.Pass, lit *ast.CompositeLit) {
	kind, ok := llmapi.ResponseLitOf(pass.TypesInfo.TypeOf(lit))
	if !ok {
		return
	}
	s.lits = append(s.lits, responseLit{lit, kind})
	for _, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		if key, ok := kv.Key.(*ast.Ident); ok && key.Name == kind.Reason {
			s.set(pass, kv.Value)
		}
	}
}

// assign notes resp.FinishReason = v.
func (s *scanned) assign(pass *analysis.Pass, as *ast.AssignStmt) {
	if len(as.Lhs) != len(as.Rhs) {
		return
	}
	for i, lhs := range as.Lhs {
		sel, ok := ast.Unparen(lhs).(*ast.SelectorExpr)
		if !ok {
			continue
		}
		if v, ok := pass.TypesInfo.Uses[sel.Sel].(*types.Var); ok && llmapi.IsResponseReason(v) {
			s.assigned[sel] = true
			s.set(pass, as.Rhs[i])
		}
	}
}

func (s *scanned) set(pass *analysis.Pass, value ast.Expr) {
	if tv, ok := pass.TypesInfo.Types[value]; ok && tv.Value != nil {
		s.constant = true
		return
	}
	if v := localVar(pass, value); v != nil {
		s.via = append(s.via, v) // decided once every assignment is seen
		return
	}
	s.mapped = true
}

// resolveLocals decides the reasons set from locals: a local only ever
// set to constants (finish := genai.FinishReasonStop, then OTHER when no
// text came) makes a reason the adapter synthesised, a constant.
func (s *scanned) resolveLocals() {
	for _, v := range s.via {
		if s.locals.constantOnly(v) {
			s.constant, s.synthesis = true, true
		} else {
			s.mapped = true
		}
	}
}

// providerExpr records the first expression whose type is a provider's
// response with a reason field, when a field or method of it is selected:
// the adapter reads data out of it. A response the adapter only builds and
// hands on (a test double feeding an aggregator) is not a source.
func (s *scanned) providerExpr(pass *analysis.Pass, e ast.Expr) {
	tv, ok := pass.TypesInfo.Types[e]
	if !ok || !tv.IsValue() {
		return
	}
	field, rank, ok := llmapi.ProviderReason(tv.Type)
	if !ok {
		return
	}
	n := code.NamedOf(tv.Type)
	if n = n.Origin(); !s.seen[n] {
		s.seen[n] = true
		s.providers = append(s.providers, providerUse{rank: rank, pos: e.Pos(), owner: n, field: field})
	}
}

// call notes a provider response handed to a function this analysis does
// not see: a function of another package, or a function value. It may map
// the reason: an SDK's own converter, a helper module, even encoding/json.
func (s *scanned) call(pass *analysis.Pass, call *ast.CallExpr) {
	fn := typeutil.StaticCallee(pass.TypesInfo, call)
	if fn != nil && (fn.Pkg() == pass.Pkg || fn.Pkg() == nil) {
		return
	}
	if _, conv := pass.TypesInfo.Types[call.Fun]; conv && pass.TypesInfo.Types[call.Fun].IsType() {
		return
	}
	if _, isBuiltin := pass.TypesInfo.Uses[code.IdentOf(call.Fun)].(*types.Builtin); isBuiltin {
		return
	}
	for _, arg := range call.Args {
		t := pass.TypesInfo.TypeOf(arg)
		if _, _, ok := llmapi.ProviderReason(t); ok {
			s.escapes = append(s.escapes, code.NamedOf(t).Origin())
		}
	}
}

// ownerOf returns the struct type that declares the table's reason field f
// in the package of v.
func ownerOf(v *types.Var, f llmapi.Field) *types.Named {
	tn, _ := v.Pkg().Scope().Lookup(f.Ref.Recv).(*types.TypeName)
	if tn == nil {
		return nil
	}
	n, _ := tn.Type().(*types.Named)
	return n
}
