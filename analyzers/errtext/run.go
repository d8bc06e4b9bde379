package errtext

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strings"
	"unicode"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/srcfile"
)

// stringsMatchers are the strings functions that search or compare text.
var stringsMatchers = map[string]bool{
	"Contains": true, "ContainsAny": true, "HasPrefix": true, "HasSuffix": true,
	"EqualFold": true, "Index": true, "IndexAny": true, "LastIndex": true,
	"Count": true, "Cut": true, "CutPrefix": true, "CutSuffix": true,
}

// regexpMatchers are the *regexp.Regexp methods that match a string.
var regexpMatchers = map[string]bool{
	"MatchString": true, "FindString": true, "FindStringIndex": true,
	"FindStringSubmatch": true, "FindStringSubmatchIndex": true,
	"FindAllString": true, "FindAllStringIndex": true, "FindAllStringSubmatch": true,
}

func run(pass *analysis.Pass, all bool) {
	if !all && !importsLLM(pass.Pkg) {
		return
	}
	for _, file := range pass.Files {
		if srcfile.IsTest(pass.Fset, file) {
			continue
		}
		for _, decl := range file.Decls {
			if !all && !refersToLLM(pass.TypesInfo, decl) {
				continue
			}
			checkDecl(pass, decl)
		}
	}
}

// checkDecl reports the error-text matches in one top-level declaration,
// in source order, so a variable is known to hold text before it is used.
func checkDecl(pass *analysis.Pass, decl ast.Decl) {
	f := &textFlow{info: pass.TypesInfo, vars: map[types.Object]ast.Expr{}}
	ast.Inspect(decl, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			f.record(n.Lhs, n.Rhs)
		case *ast.ValueSpec:
			lhs := make([]ast.Expr, len(n.Names))
			for i, id := range n.Names {
				lhs[i] = id
			}
			f.record(lhs, n.Values)
		case *ast.CallExpr:
			checkCall(pass, f, n)
		case *ast.BinaryExpr:
			checkComparison(pass, f, n)
		case *ast.SwitchStmt:
			if n.Tag != nil {
				if x := f.errorOf(n.Tag); x != nil {
					report(pass, n, x, "in a switch")
				}
			}
		}
		return true
	})
}

func checkCall(pass *analysis.Pass, f *textFlow, call *ast.CallExpr) {
	fn := typeutil.StaticCallee(pass.TypesInfo, call)
	if fn == nil || fn.Pkg() == nil {
		return
	}
	var callee string
	switch path := fn.Pkg().Path(); {
	case path == "strings" && stringsMatchers[fn.Name()] && isPackageFunc(fn):
		callee = "strings." + fn.Name()
	case path == "regexp" && fn.Name() == "MatchString" && isPackageFunc(fn):
		callee = "regexp.MatchString"
	case path == "regexp" && regexpMatchers[fn.Name()] && !isPackageFunc(fn):
		callee = "(*regexp.Regexp)." + fn.Name()
	default:
		return
	}
	if callee != "regexp.MatchString" && searchesForSeparator(pass.TypesInfo, call.Args) {
		return
	}
	for _, arg := range call.Args {
		if x := f.errorOf(arg); x != nil {
			report(pass, call, x, "with "+callee)
			return
		}
	}
}

// searchesForSeparator reports whether a strings search looks for a
// constant with no letter or digit, such as "\n" or ": ". That cuts or
// measures the text for display (its first line, the part before the
// first colon); no failure is named by punctuation alone, so it does not
// classify the error.
func searchesForSeparator(info *types.Info, args []ast.Expr) bool {
	for _, arg := range args {
		tv, ok := info.Types[arg]
		if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
			continue
		}
		if !strings.ContainsFunc(constant.StringVal(tv.Value), func(r rune) bool {
			return unicode.IsLetter(r) || unicode.IsDigit(r)
		}) {
			return true
		}
	}
	return false
}

func isPackageFunc(fn *types.Func) bool {
	return fn.Type().(*types.Signature).Recv() == nil
}

func checkComparison(pass *analysis.Pass, f *textFlow, b *ast.BinaryExpr) {
	if b.Op != token.EQL && b.Op != token.NEQ {
		return
	}
	for _, pair := range [2][2]ast.Expr{{b.X, b.Y}, {b.Y, b.X}} {
		x := f.errorOf(pair[0])
		if x == nil {
			continue
		}
		// Asking whether a message is empty is not classifying it.
		if isEmptyString(pass.TypesInfo, pair[1]) {
			return
		}
		report(pass, b, x, "with "+b.Op.String())
		return
	}
}

func isEmptyString(info *types.Info, e ast.Expr) bool {
	tv, ok := info.Types[e]
	return ok && tv.Value != nil && tv.Value.Kind() == constant.String && constant.StringVal(tv.Value) == ""
}

// report reports node, which classifies the error errExpr by its text
// in the way how says ("with strings.Contains", "with ==", "in a switch").
// The remedy is in the analyzer's Doc. When the text was taken from the
// error elsewhere (msg := err.Error(), then a search of msg), the related
// information points there, as the message names err and the line shows
// msg.
func report(pass *analysis.Pass, node ast.Node, errExpr ast.Expr, how string) {
	d := analysis.Diagnostic{
		Pos:     node.Pos(),
		Message: fmt.Sprintf("error %s is classified by its message text %s", types.ExprString(errExpr), how),
	}
	if p := errExpr.Pos(); p < node.Pos() || p >= node.End() {
		d.Related = []analysis.RelatedInformation{{
			Pos:     p,
			End:     errExpr.End(),
			Message: "the text of " + types.ExprString(errExpr) + " is taken here",
		}}
	}
	pass.Report(d)
}
