// The package as the analysis reads it: its syntax, its function
// declarations, its local variables and their uses, and which of its
// code failed to type-check.

package finishreason

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/edge"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/pkginspect"
)

// source is the package's syntax and what is looked up in it again and
// again.
type source struct {
	pass *analysis.Pass
	ix   *pkginspect.Index // the package's syntax; its root is ix.Root()

	decls     map[*types.Func]inspector.Cursor
	order     []*types.Func        // decls in source order, for deterministic output
	generated map[*token.File]bool // the package's generated files

	uses   map[*types.Var][]inspector.Cursor // memo of usesOf
	gotos  map[inspector.Cursor]bool         // memo of hasGoto
	broken lazy[map[types.Object]bool]       // the names of imports that failed (illTyped)
	lits   lazy[[]inspector.Cursor]          // function literals outside declarations (packageLits)
}

// usesOf returns the uses of the local variable v, in source order. A
// local's uses all lie in the top-level declaration that declares it, and
// only identifiers spelt as v can be one: the type information is
// consulted for those alone, since a lookup there costs a cache miss on a
// large package, and most of a package's identifiers are no use of any
// variable a flow follows.
func (s *source) usesOf(v *types.Var) []inspector.Cursor {
	if !s.isLocal(v) {
		return nil
	}
	if uses, ok := s.uses[v]; ok {
		return uses
	}
	scope := s.ix.Root()
	if top, ok := s.ix.TopAt(v.Pos()); ok {
		scope = top
	}
	var uses []inspector.Cursor
	name := v.Name()
	for c := range scope.Preorder((*ast.Ident)(nil)) {
		if id := c.Node().(*ast.Ident); id.Name == name && s.pass.TypesInfo.Uses[id] == types.Object(v) {
			uses = append(uses, c)
		}
	}
	s.uses[v] = uses
	return uses
}

func (s *source) info() *types.Info { return s.pass.TypesInfo }

func (s *source) objectOf(id *ast.Ident) types.Object {
	if obj := s.pass.TypesInfo.Defs[id]; obj != nil {
		return obj
	}
	return s.pass.TypesInfo.Uses[id]
}

// localVarOf returns the local variable that lhs, the left side of an
// assignment or declaration, names, or nil.
func (s *source) localVarOf(lhs ast.Expr) *types.Var {
	id, ok := ast.Unparen(lhs).(*ast.Ident)
	if !ok {
		return nil
	}
	if v, ok := s.objectOf(id).(*types.Var); ok && s.isLocal(v) {
		return v
	}
	return nil
}

// isLocal reports whether v is a variable declared inside a function of
// this package (parameters included).
func (s *source) isLocal(v *types.Var) bool {
	return v.Pkg() == s.pass.Pkg && !v.IsField() && v.Parent() != nil && v.Parent() != s.pass.Pkg.Scope()
}

// illTyped reports whether n contains a type error: we do not judge code
// we could not type.
func (s *source) illTyped(n ast.Node) bool {
	if len(s.pass.TypeErrors) == 0 {
		return false
	}
	for _, e := range s.pass.TypeErrors {
		if n.Pos() <= e.Pos && e.Pos < n.End() {
			return true
		}
	}
	// A use of an import that failed makes no error of its own, yet the
	// function does not type-check.
	broken := s.brokenImports()
	if len(broken) == 0 {
		return false
	}
	uses := false
	ast.Inspect(n, func(m ast.Node) bool {
		if id, ok := m.(*ast.Ident); ok && broken[s.pass.TypesInfo.Uses[id]] {
			uses = true
		}
		return !uses
	})
	return uses
}

// brokenImports are the names of the imports with a type error at their
// spec (a package that could not be loaded).
func (s *source) brokenImports() map[types.Object]bool {
	return s.broken.get(func() map[types.Object]bool {
		broken := map[types.Object]bool{}
		for _, f := range s.pass.Files {
			for _, imp := range f.Imports {
				for _, e := range s.pass.TypeErrors {
					if imp.Pos() <= e.Pos && e.Pos < imp.End() {
						if obj := s.pass.TypesInfo.PkgNameOf(imp); obj != nil {
							broken[obj] = true
						}
					}
				}
			}
		}
		return broken
	})
}

func fileOf(c inspector.Cursor) *ast.File {
	for f := range c.Enclosing((*ast.File)(nil)) {
		return f.Node().(*ast.File)
	}
	return nil
}

// definitions returns the expressions assigned to v in the package (the
// call, for p, err := plugin.New(...)).
func (s *source) definitions(v *types.Var) []ast.Expr {
	var out []ast.Expr
	for c := range s.ix.Root().Preorder((*ast.AssignStmt)(nil), (*ast.ValueSpec)(nil)) {
		switch n := c.Node().(type) {
		case *ast.AssignStmt:
			for i, lhs := range n.Lhs {
				id, ok := lhs.(*ast.Ident)
				if !ok || s.objectOf(id) != v {
					continue
				}
				if len(n.Rhs) == len(n.Lhs) {
					out = append(out, n.Rhs[i])
				} else if len(n.Rhs) == 1 {
					out = append(out, n.Rhs[0])
				}
			}
		case *ast.ValueSpec:
			for i, id := range n.Names {
				if s.objectOf(id) != v {
					continue
				}
				if len(n.Values) == len(n.Names) {
					out = append(out, n.Values[i])
				} else if len(n.Values) == 1 {
					out = append(out, n.Values[0])
				}
			}
		}
	}
	return out
}

// localOnly reports whether the local variable that value idx of stmt is
// stored in is read, and every read passes each: a read through a local
// counts as the local's reads do.
func (s *source) localOnly(stmt ast.Node, idx int, seen map[*types.Var]bool,
	each func(inspector.Cursor, map[*types.Var]bool) bool) bool {
	lhs, ok := lhsOf(stmt, idx)
	if !ok {
		return false
	}
	v := s.localVarOf(lhs)
	if v == nil {
		return false
	}
	if seen[v] {
		return true
	}
	seen[v] = true
	reads := 0
	for _, use := range s.usesOf(v) {
		if k, _ := use.ParentEdge(); k == edge.AssignStmt_Lhs {
			continue // written, not read
		}
		if !each(use, seen) {
			return false
		}
		reads++
	}
	return reads > 0
}

// hasGoto reports whether the function body at fn holds a goto.
func (s *source) hasGoto(fn inspector.Cursor) bool {
	if has, ok := s.gotos[fn]; ok {
		return has
	}
	has := false
	for c := range fn.Preorder((*ast.BranchStmt)(nil)) {
		if c.Node().(*ast.BranchStmt).Tok == token.GOTO {
			has = true
			break
		}
	}
	s.gotos[fn] = has
	return has
}
