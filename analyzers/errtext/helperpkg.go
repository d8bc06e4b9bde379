// This file holds the analysis of a package that touches no LLM API: it
// holds no LLM error, but it may be the application's classification
// package (modelerrors.IsRetryable(err)), whose searches its importers'
// model errors reach.

package errtext

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strconv"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/code"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/pkgfacts"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/pkginspect"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/srcfile"
)

// classifierFacts exports the searched error parameters of a package that
// imports no LLM API and no package with errtext's facts, so that a call
// of IsRetryable(err) with a model's error in an importer is reported.
//
// Such packages are most of a build (the standard library, every
// dependency), so the work is bounded before anything is built: only an
// exported function with an error parameter can be such a helper, and
// only when it, or a function of its package it calls, names a word of
// the LLM failure vocabulary ("rate limit", "429") or takes its needles
// from its caller. Then the summaries are built for those functions
// alone, and only those searches are exported: a helper that searches
// for "stale session" or a database's message classifies no LLM error
// whatever it is passed.
func classifierFacts(pass *analysis.Pass) {
	decls, ok := classifierCandidates(pass)
	if !ok {
		return
	}
	ix := pkginspect.Of(pass)
	a := newHelperState(pass, ix)
	var cursors []inspector.Cursor
	for file := range ix.Root().Children() {
		for d := range pkginspect.Decls(file) {
			if fd, ok := d.Node().(*ast.FuncDecl); ok && decls[fd] {
				cursors = append(cursors, d)
			}
		}
	}
	a.summarize(cursors)
	a.exportFacts()
}

// classifierCandidates returns the function declarations that may make
// up a classification helper: the exported functions with an error
// parameter and the functions of the package they call, transitively;
// and whether the vocabulary test passed for them.
func classifierCandidates(pass *analysis.Pass) (map[*ast.FuncDecl]bool, bool) {
	info := pass.TypesInfo
	var roots []*ast.FuncDecl
	for _, f := range pass.Files {
		if srcfile.IsTest(pass.Fset, f) {
			continue
		}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil || !fd.Name.IsExported() || fd.Type.Params.NumFields() == 0 {
				continue
			}
			if fn, ok := info.Defs[fd.Name].(*types.Func); ok && takesError(fn.Signature()) {
				roots = append(roots, fd)
			}
		}
	}
	if len(roots) == 0 {
		return nil, false // most packages: no exported function takes an error
	}
	s := candidateScan{pass: pass, seen: map[*ast.FuncDecl]bool{}}
	for _, fd := range roots {
		if takesNeedles(info.Defs[fd.Name].(*types.Func).Signature()) {
			s.vocabulary = true // ContainsAny(err, subs...): the caller names them
		}
		s.add(fd)
	}
	for len(s.queue) > 0 {
		fd := s.queue[len(s.queue)-1]
		s.queue = s.queue[:len(s.queue)-1]
		s.scan(fd)
	}
	return s.seen, s.vocabulary
}

// candidateScan walks the bodies of the candidate functions.
type candidateScan struct {
	pass       *analysis.Pass
	decls      map[*types.Func]*ast.FuncDecl // the package's, built on demand
	seen       map[*ast.FuncDecl]bool
	queue      []*ast.FuncDecl
	vars       map[*types.Var]bool // package-level variables read
	vocabulary bool
}

func (s *candidateScan) add(fd *ast.FuncDecl) {
	if !s.seen[fd] {
		s.seen[fd] = true
		s.queue = append(s.queue, fd)
	}
}

// scan notes what the body of fd names: vocabulary strings, functions of
// the package, package-level variables (lists of patterns, compiled
// regular expressions).
func (s *candidateScan) scan(fd *ast.FuncDecl) {
	info := s.pass.TypesInfo
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.BasicLit:
			if !s.vocabulary && n.Kind == token.STRING {
				if v, err := strconv.Unquote(n.Value); err == nil && inVocabulary(v) {
					s.vocabulary = true
				}
			}
		case *ast.Ident:
			switch obj := info.Uses[n].(type) {
			case *types.Func:
				if obj.Pkg() == s.pass.Pkg {
					if callee := s.declOf(obj); callee != nil {
						s.add(callee)
					}
				}
			case *types.Var:
				if !s.vocabulary && obj.Pkg() == s.pass.Pkg && obj.Parent() == s.pass.Pkg.Scope() {
					s.vocabulary = s.initNamesVocabulary(obj)
				}
			case *types.Const:
				if !s.vocabulary && obj.Pkg() == s.pass.Pkg && obj.Val().Kind() == constant.String {
					s.vocabulary = inVocabulary(constant.StringVal(obj.Val()))
				}
			}
		}
		return true
	})
}

// declOf returns the declaration of fn, a function of the package outside
// test files.
func (s *candidateScan) declOf(fn *types.Func) *ast.FuncDecl {
	if s.decls == nil {
		s.decls = map[*types.Func]*ast.FuncDecl{}
		for _, f := range s.pass.Files {
			if srcfile.IsTest(s.pass.Fset, f) {
				continue
			}
			for _, d := range f.Decls {
				if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
					if fn, ok := s.pass.TypesInfo.Defs[fd.Name].(*types.Func); ok {
						s.decls[fn] = fd
					}
				}
			}
		}
	}
	return s.decls[fn.Origin()]
}

// initNamesVocabulary reports whether the initializer of the
// package-level variable v holds a string of the vocabulary: a list of
// patterns, a regular expression compiled from one.
func (s *candidateScan) initNamesVocabulary(v *types.Var) bool {
	if s.vars[v] {
		return false
	}
	if s.vars == nil {
		s.vars = map[*types.Var]bool{}
	}
	s.vars[v] = true
	for _, in := range s.pass.TypesInfo.InitOrder {
		if len(in.Lhs) != 1 || in.Lhs[0] != v {
			continue
		}
		found := false
		ast.Inspect(in.Rhs, func(n ast.Node) bool {
			if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
				if str, err := strconv.Unquote(lit.Value); err == nil && inVocabulary(str) {
					found = true
				}
			}
			return !found
		})
		return found
	}
	return false
}

// takesError is hasErrorParam with the cheap rejections first: the
// gate asks it of every exported function of every package, and most
// parameters are of a basic, slice, map or function type, which no error
// is.
func takesError(sig *types.Signature) bool {
	for i := 0; i < sig.Params().Len(); i++ {
		t := sig.Params().At(i).Type()
		if p, ok := t.(*types.Pointer); ok {
			t = p.Elem()
		}
		switch types.Unalias(t).(type) {
		case *types.Named, *types.Interface:
			if code.ImplementsError(sig.Params().At(i).Type()) {
				return true
			}
		}
	}
	return false
}

// takesNeedles reports whether a function with an error parameter takes
// its needles from its caller too: a string, []string or ...string
// parameter, in a function that returns no error (a predicate or a
// class, not a constructor such as os.NewSyscallError(name, err)).
func takesNeedles(sig *types.Signature) bool {
	for i := 0; i < sig.Results().Len(); i++ {
		if code.ImplementsError(sig.Results().At(i).Type()) {
			return false
		}
	}
	for i := 0; i < sig.Params().Len(); i++ {
		t := sig.Params().At(i).Type()
		if s, ok := t.Underlying().(*types.Slice); ok {
			t = s.Elem()
		}
		if b, ok := t.Underlying().(*types.Basic); ok && b.Info()&types.IsString != 0 {
			return true
		}
	}
	return false
}

// newHelperState is newPkgState for classifierFacts: no error of the
// package comes from an LLM API, so neither the static calls (which tell
// untraced parameters) nor the SDK-copying interfaces are needed.
func newHelperState(pass *analysis.Pass, ix *pkginspect.Index) *pkgState {
	return &pkgState{
		pass:     pass,
		params:   map[*types.Var]paramInfo{},
		called:   map[*types.Func]bool{},
		returns:  map[*types.Func]origin{},
		paramLLM: map[*types.Var]origin{},
		helpers:  map[*types.Func][]helper{},
		deps:     deps{cur: -1},
		facts:    pkgfacts.NewReader(pass, new(errtextFacts)),
		ix:       ix,
		// Only the searches that can classify an LLM error are exported.
		classifiersOnly: true,
	}
}

// classifies reports whether the search of p, a parameter of fn, can
// classify an LLM error that a caller passes: it searches for a word of
// the vocabulary, or for what the caller names when the parameter is an
// error.
func classifies(fn *types.Func, p searchedParam) bool {
	if anyInVocabulary(p.Needles) {
		return true
	}
	params := fn.Signature().Params()
	return p.NeedleParam >= 0 && p.Index < params.Len() && code.ImplementsError(params.At(p.Index).Type())
}
