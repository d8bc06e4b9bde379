package errtext

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/edge"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/code"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
)

const llmerrPath = "github.com/llmerrlint/llmerrlint/llmerr"

// fix replaces the condition of an if statement that is nothing but the
// search with llmerr.Classify(err) == llmerr.<Class>, when the needles name
// exactly one class. It adds the llmerr import to the file and drops an
// import the condition was the last use of. It is offered only when the
// package already has llmerr and the provider package of each SDK the
// error can come from in its build (imported by it or by its imports): an
// import the build lacks may name a module go.mod does not require, and a
// fix never leaves code that does not build. The provider is then linked,
// and registered, wherever this package is.
func (w *walker) fix(s search, needles []string) (analysis.SuggestedFix, bool) {
	class := classOf(needles)
	cond, ok := s.node.(ast.Expr)
	if class == "" || !ok || !w.isIfCond(cond) || s.src.org.lost {
		return analysis.SuggestedFix{}, false
	}
	id, ok := ast.Unparen(s.src.errExpr).(*ast.Ident)
	taken := s.src.taken
	if !ok || taken == nil || taken.Pos() < cond.Pos() || taken.End() > cond.End() {
		return analysis.SuggestedFix{}, false
	}
	obj := w.info().Uses[id]
	if obj == nil || !code.ImplementsError(obj.Type()) {
		return analysis.SuggestedFix{}, false
	}
	file := w.fileOf(cond.Pos())
	if file == nil {
		return analysis.SuggestedFix{}, false
	}
	providers := s.src.org.providers
	if s.src.org.kind == untraced {
		providers = w.importedSDKs()
	}
	built := inBuild(w.a.pass.Pkg)
	if !built[llmerrPath] {
		return analysis.SuggestedFix{}, false
	}
	for _, p := range providers {
		pkg, _ := llmapi.ProviderFor(p)
		if pkg == "" || !built[pkg] {
			// No llmerr package reads this SDK's errors (anthropic-sdk-go
			// v1), so llmerr.Classify would not do what the search did; or
			// the one that does is not in the build.
			return analysis.SuggestedFix{}, false
		}
	}
	name, have := importName(file, llmerrPath)
	var add []string
	if !have {
		add = append(add, strconv.Quote(llmerrPath))
	}
	edits := []analysis.TextEdit{{
		Pos:     cond.Pos(),
		End:     cond.End(),
		NewText: []byte(name + ".Classify(" + id.Name + ") == " + name + "." + class),
	}}
	edits = append(edits, w.unusedImports(file, cond)...)
	edits = append(edits, addImports(file, add)...)
	return analysis.SuggestedFix{
		Message:   "classify with " + name + ".Classify",
		TextEdits: edits,
	}, true
}

func (w *walker) fileOf(pos token.Pos) *ast.File {
	for _, f := range w.a.pass.Files {
		if f.FileStart <= pos && pos < f.FileEnd {
			return f
		}
	}
	return nil
}

// inBuild returns the import paths of the packages pkg imports, directly
// or not: the packages an import added to it is sure to find.
func inBuild(pkg *types.Package) map[string]bool {
	seen := map[string]bool{}
	var visit func(*types.Package)
	visit = func(p *types.Package) {
		for _, imp := range p.Imports() {
			if !seen[imp.Path()] {
				seen[imp.Path()] = true
				visit(imp)
			}
		}
	}
	visit(pkg)
	return seen
}

// importedSDKs returns the SDK modules the package imports, sorted.
func (w *walker) importedSDKs() []string {
	var out []string
	for _, imp := range w.a.pass.Pkg.Imports() {
		if m := llmapi.VersionedSDKModule(imp.Path()); m != "" && !slices.Contains(out, m) {
			out = append(out, m)
		}
	}
	slices.Sort(out)
	return out
}

// importName returns the name under which file imports path.
func importName(file *ast.File, path string) (string, bool) {
	for _, spec := range file.Imports {
		if p, _ := strconv.Unquote(spec.Path.Value); p == path {
			if spec.Name != nil {
				return spec.Name.Name, true
			}
			return path[strings.LastIndex(path, "/")+1:], true
		}
	}
	return path[strings.LastIndex(path, "/")+1:], false
}

// isIfCond reports whether e is, parentheses aside, the condition of an
// if statement of the declaration being walked.
func (w *walker) isIfCond(e ast.Expr) bool {
	c, ok := w.decl.FindNode(e)
	if !ok {
		return false
	}
	for {
		switch k, _ := c.ParentEdge(); k {
		case edge.ParenExpr_X:
			c = c.Parent()
		case edge.IfStmt_Cond:
			return true
		default:
			return false
		}
	}
}

// unusedImports deletes the imports whose every use in file is inside the
// replaced condition.
func (w *walker) unusedImports(file *ast.File, cond ast.Expr) []analysis.TextEdit {
	inside := map[*types.PkgName]bool{}
	outside := map[*types.PkgName]bool{}
	ast.Inspect(file, func(n ast.Node) bool {
		id, ok := n.(*ast.Ident)
		if !ok {
			return true
		}
		if pn, ok := w.info().Uses[id].(*types.PkgName); ok {
			if cond.Pos() <= id.Pos() && id.End() <= cond.End() {
				inside[pn] = true
			} else {
				outside[pn] = true
			}
		}
		return true
	})
	var edits []analysis.TextEdit
	tf := w.a.pass.Fset.File(file.Pos())
	for _, decl := range file.Decls {
		gd, ok := decl.(*ast.GenDecl)
		if !ok || gd.Tok != token.IMPORT {
			continue
		}
		for _, spec := range gd.Specs {
			is := spec.(*ast.ImportSpec)
			pn := w.info().PkgNameOf(is)
			if pn == nil || !inside[pn] || outside[pn] {
				continue
			}
			node := ast.Node(is)
			if !gd.Lparen.IsValid() {
				node = gd
			}
			line := tf.Line(node.Pos())
			end := token.Pos(tf.Base() + tf.Size())
			if line < tf.LineCount() {
				end = tf.LineStart(line + 1)
			}
			edits = append(edits, analysis.TextEdit{Pos: tf.LineStart(line), End: end})
		}
	}
	return edits
}

// addImports adds import specs at the end of the file's first import
// block, or in a new declaration after the package clause.
func addImports(file *ast.File, specs []string) []analysis.TextEdit {
	if len(specs) == 0 {
		return nil
	}
	for _, decl := range file.Decls {
		gd, ok := decl.(*ast.GenDecl)
		if !ok || gd.Tok != token.IMPORT {
			continue
		}
		if gd.Lparen.IsValid() {
			text := ""
			for _, s := range specs {
				text += "\t" + s + "\n"
			}
			return []analysis.TextEdit{{Pos: gd.Rparen, End: gd.Rparen, NewText: []byte(text)}}
		}
	}
	text := "\n\nimport (\n"
	for _, s := range specs {
		text += "\t" + s + "\n"
	}
	text += ")"
	return []analysis.TextEdit{{Pos: file.Name.End(), End: file.Name.End(), NewText: []byte(text)}}
}
