// This file holds finishreason's suggested fix: the response checked with
// llmerr's Check function right after the call's own error check, its
// error returned the way the function returns the call's.

package finishreason

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/format"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/edge"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/code"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/pkginspect"
)

// reportFixable reports like report, with the Check fix when one applies.
func (rp *reporter) reportFixable(c inspector.Cursor, mc modelCall, msg string, related ...analysis.RelatedInformation) {
	if fix, ok := rp.checkFix(c, mc); ok {
		rp.fix = []analysis.SuggestedFix{fix}
	}
	rp.report(c.Node().(*ast.CallExpr), mc, msg, related...)
	rp.fix = nil
}

// checkFix builds the fix for the model call at c, or ok is false. It
// applies only where the result is sure to build and to mean what the
// code meant: in a function declaration (not a literal, which may be a
// callback) whose last result is an error; on a response assigned to a
// variable of the type the Check function takes; right after the call,
// or after its error check when the call returns an error, an if err !=
// nil whose body ends the function's path.
func (rp *reporter) checkFix(c inspector.Cursor, mc modelCall) (analysis.SuggestedFix, bool) {
	fd, ok := enclosingDecl(c)
	if !ok || !mc.returnsResponse() {
		// A response handed to a callback is checked there, and the
		// callback's error decides what a failure means.
		return analysis.SuggestedFix{}, false
	}
	fn, _ := rp.pass.TypesInfo.Defs[fd.Name].(*types.Func)
	if fn == nil {
		return analysis.SuggestedFix{}, false
	}
	results := fn.Signature().Results()
	if results.Len() == 0 || !code.IsError(results.At(results.Len()-1).Type()) {
		return analysis.SuggestedFix{}, false
	}
	site, ok := rp.fixSite(c, mc)
	if !ok {
		if site, ok = rp.streamFixSite(c); !ok {
			return analysis.SuggestedFix{}, false
		}
	}
	f := &fixer{r: rp.runner, file: fileOf(c), pos: lineEnd(rp.pass.Fset, site.after.End())}
	checkName, ok := f.pkgName(site.check.PkgPath, site.pkgName)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	errName, assign, ok := f.errName(site)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	var ret bytes.Buffer
	for i := 0; i < results.Len()-1; i++ {
		z, ok := f.zero(results.At(i).Type())
		if !ok {
			return analysis.SuggestedFix{}, false
		}
		ret.WriteString(z + ", ")
	}
	ret.WriteString(rp.errorExpr(site, errName))
	op := ":="
	if assign {
		op = "="
	}
	text := fmt.Sprintf("\nif %s %s %s.%s(%s); %s != nil {\nreturn %s\n}", errName, op, checkName,
		site.check.Name, site.arg, errName, ret.String())
	edits := []analysis.TextEdit{{Pos: f.pos, End: f.pos, NewText: []byte(text)}}
	edits = append(edits, f.imports...)
	return analysis.SuggestedFix{
		Message:   fmt.Sprintf("Return the error of %s.%s", site.pkgName, site.check.Name),
		TextEdits: edits,
	}, true
}

// lineEnd is the end of the line of pos, so that the check goes after a
// comment that ends the statement's line.
func lineEnd(fset *token.FileSet, pos token.Pos) token.Pos {
	tf := fset.File(pos)
	if line := tf.Line(pos); line < tf.LineCount() {
		return tf.LineStart(line+1) - 1
	}
	return pos
}

// enclosingDecl returns the function declaration the cursor is in, when
// no function literal is nearer.
func enclosingDecl(c inspector.Cursor) (*ast.FuncDecl, bool) {
	for e := range c.Enclosing((*ast.FuncDecl)(nil), (*ast.FuncLit)(nil)) {
		fd, ok := e.Node().(*ast.FuncDecl)
		return fd, ok
	}
	return nil, false
}

// zero writes the zero value of t, or ok is false when the file cannot
// name its type.
func (f *fixer) zero(t types.Type) (string, bool) {
	if tp, ok := types.Unalias(t).(*types.TypeParam); ok {
		return "*new(" + tp.Obj().Name() + ")", true
	}
	switch u := t.Underlying().(type) {
	case *types.Basic:
		switch {
		case u.Info()&types.IsBoolean != 0:
			return "false", true
		case u.Info()&types.IsString != 0:
			return `""`, true
		case u.Info()&types.IsNumeric != 0:
			return "0", true
		case u.Kind() == types.UnsafePointer:
			return "nil", true
		}
		return "", false
	case *types.Pointer, *types.Slice, *types.Map, *types.Chan, *types.Signature, *types.Interface:
		return "nil", true
	case *types.Struct, *types.Array:
		ok := true
		s := types.TypeString(t, func(p *types.Package) string {
			name, found := f.importedAs(p.Path())
			if p == f.r.pass.Pkg {
				return ""
			}
			ok = ok && found
			return name
		})
		return s + "{}", ok
	}
	return "", false
}

// fixer gathers what one fix needs of its file: the names it imports,
// and the imports it adds.
type fixer struct {
	r       *runner
	file    *ast.File
	pos     token.Pos // where the check goes
	imports []analysis.TextEdit
}

// importedAs returns the name under which the file imports path.
func (f *fixer) importedAs(path string) (string, bool) {
	for _, imp := range f.file.Imports {
		if obj := f.r.pass.TypesInfo.PkgNameOf(imp); obj != nil && obj.Imported().Path() == path {
			return obj.Name(), true
		}
	}
	return "", false
}

// pkgName returns the name that calls into path at the fix's position,
// adding the import when the file has none; ok is false when the name
// means something else there, or the file imports path as _ or ..
func (f *fixer) pkgName(path, name string) (string, bool) {
	if got, ok := f.importedAs(path); ok {
		return got, got != "_" && got != "."
	}
	if _, obj := f.r.pass.Pkg.Scope().Innermost(f.pos).LookupParent(name, f.pos); obj != nil {
		return "", false
	}
	for _, imp := range f.file.Imports {
		if imp.Name != nil && imp.Name.Name == name {
			return "", false
		}
	}
	spec := fmt.Sprintf("%q", path)
	if name != lastElem(path) {
		spec = name + " " + spec
	}
	f.imports = append(f.imports, importEdit(f.file, spec))
	return name, true
}

func lastElem(path string) string {
	for i := len(path) - 1; i >= 0; i-- {
		if path[i] == '/' {
			return path[i+1:]
		}
	}
	return path
}

// importEdit adds an import spec to the file, in its last group of
// imports, which gofmt sorts.
func importEdit(file *ast.File, spec string) analysis.TextEdit {
	var last *ast.GenDecl
	for _, d := range file.Decls {
		if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.IMPORT {
			last = g
		}
	}
	switch {
	case last == nil:
		return analysis.TextEdit{Pos: file.Name.End(), End: file.Name.End(), NewText: []byte("\n\nimport " + spec)}
	case last.Rparen.IsValid():
		return analysis.TextEdit{Pos: last.Rparen, End: last.Rparen, NewText: []byte(spec + "\n")}
	}
	return analysis.TextEdit{Pos: last.End(), End: last.End(), NewText: []byte("\nimport " + spec)}
}

// errName picks the error's name: the call's own error variable, assigned
// (site.reuse: it is nil after its check, and no name is shadowed), or err
// declared in the if when no err is in scope. ok is false when neither
// fits.
func (f *fixer) errName(site fixSite) (name string, assign bool, ok bool) {
	if site.reuse {
		return site.errVar.Name(), true, true
	}
	if _, obj := f.r.pass.Pkg.Scope().Innermost(f.pos).LookupParent("err", f.pos); obj != nil {
		return "", false, false
	}
	return "err", false, true
}

// errorExpr is the error the check returns: what the call's error check
// returns, when name is the call's error variable and that expression
// names nothing the check declares (fmt.Errorf("answer: %w", err) keeps
// the function's wrapping); else name itself.
func (rp *reporter) errorExpr(site fixSite, name string) string {
	if site.errCheck == nil || site.errVar == nil || name != site.errVar.Name() {
		return name
	}
	body := site.errCheck.Body.List
	ret, ok := body[len(body)-1].(*ast.ReturnStmt)
	if !ok || len(ret.Results) == 0 {
		return name
	}
	last := ret.Results[len(ret.Results)-1]
	uses, local := 0, false
	ast.Inspect(last, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			obj := rp.pass.TypesInfo.Uses[id]
			uses += btoi(obj == site.errVar)
			local = local || obj != nil && site.errCheck.Body.Pos() <= obj.Pos() && obj.Pos() < site.errCheck.Body.End()
		}
		return true
	})
	var b bytes.Buffer
	if uses == 0 || local || format.Node(&b, rp.pass.Fset, last) != nil {
		return name
	}
	return b.String()
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// fixSite is where a fix goes and what it checks.
type fixSite struct {
	after    ast.Stmt     // the statement the check follows
	errCheck *ast.IfStmt  // the call's error check, if it has one
	errVar   *types.Var   // the error variable errCheck tests, if kept
	reuse    bool         // errVar is in scope, and nil, where the check goes
	arg      string       // the response, as the Check function takes it
	check    checkFuncRef // the Check function
	pkgName  string       // its package's name
}

// checkFuncRef names a Check function.
type checkFuncRef struct{ PkgPath, Name string }

// fixSite finds where the check of the call at c goes: the call assigns
// its response to a variable, in a statement list, and its error, when it
// returns one, is checked by the next statement.
func (rp *reporter) fixSite(c inspector.Cursor, mc modelCall) (fixSite, bool) {
	call := c.Node().(*ast.CallExpr)
	k := rp.classifierOf(call, mc)
	if k == nil {
		return fixSite{}, false
	}
	ref, ok := k.Check()
	if !ok {
		return fixSite{}, false
	}
	if kind, _ := c.ParentEdge(); kind != edge.AssignStmt_Rhs {
		return fixSite{}, false
	}
	asCur := c.Parent()
	as := asCur.Node().(*ast.AssignStmt)
	if len(as.Rhs) != 1 || mc.result >= len(as.Lhs) {
		return fixSite{}, false
	}
	resp, ok := as.Lhs[mc.result].(*ast.Ident)
	if !ok || resp.Name == "_" {
		return fixSite{}, false
	}
	v, _ := rp.pass.TypesInfo.ObjectOf(resp).(*types.Var)
	if v == nil {
		return fixSite{}, false
	}
	site := fixSite{after: as, check: checkFuncRef{ref.PkgPath, ref.Name}, pkgName: k.Pkg}
	switch types.TypeString(v.Type(), nil) {
	case k.Param:
		site.arg = resp.Name
	case k.Param[1:]:
		site.arg = "&" + resp.Name
	default:
		return fixSite{}, false
	}
	list, i, ok := pkginspect.StmtList(asCur)
	if !ok {
		return fixSite{}, false
	}
	if n := len(as.Lhs); n > 1 && code.IsError(rp.pass.TypesInfo.TypeOf(as.Lhs[n-1])) {
		if id, ok := as.Lhs[n-1].(*ast.Ident); ok && id.Name != "_" {
			site.errVar, _ = rp.pass.TypesInfo.ObjectOf(id).(*types.Var)
			if site.errVar == nil || i+1 >= len(list) {
				return fixSite{}, false
			}
			ifs, ok := list[i+1].(*ast.IfStmt)
			if !ok || !rp.isErrCheck(ifs, site.errVar) {
				return fixSite{}, false
			}
			site.errCheck, site.after = ifs, ifs
			site.reuse = site.errVar.Parent() != rp.pass.Pkg.Scope()
		}
	}
	return site, true
}

// isErrCheck reports whether ifs is `if err != nil { ...; return ... }`
// on the call's error: an init-free, else-free test whose body ends the
// path.
func (rp *reporter) isErrCheck(ifs *ast.IfStmt, errVar *types.Var) bool {
	if ifs.Init != nil || ifs.Else != nil || len(ifs.Body.List) == 0 {
		return false
	}
	b, ok := ifs.Cond.(*ast.BinaryExpr)
	if !ok || b.Op != token.NEQ {
		return false
	}
	id, ok := b.X.(*ast.Ident)
	if !ok || rp.pass.TypesInfo.Uses[id] != errVar || !code.IsNil(rp.pass.TypesInfo, b.Y) {
		return false
	}
	return code.IsTerminating(rp.pass.TypesInfo, ifs.Body)
}
