package errtext

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"path/filepath"
	"slices"
	"strconv"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/code"
)

// textMatchers are the strings and bytes functions that search or compare
// text.
var textMatchers = map[string]bool{
	"Contains": true, "ContainsAny": true, "HasPrefix": true, "HasSuffix": true,
	"EqualFold": true, "Index": true, "IndexAny": true, "LastIndex": true,
	"Count": true, "Cut": true, "CutPrefix": true, "CutSuffix": true, "Equal": true,
}

// symmetric are the textMatchers whose two arguments play the same part.
var symmetric = map[string]bool{"EqualFold": true, "Equal": true}

// regexpMatchers are the *regexp.Regexp methods that match text.
var regexpMatchers = map[string]bool{
	"MatchString": true, "FindString": true, "FindStringIndex": true,
	"FindStringSubmatch": true, "FindStringSubmatchIndex": true,
	"FindAllString": true, "FindAllStringIndex": true, "FindAllStringSubmatch": true,
	"Match": true, "Find": true, "FindIndex": true, "FindSubmatch": true, "FindAll": true,
}

// search is one search or comparison of text.
type search struct {
	node    ast.Node // reported
	src     textSrc
	needles []ast.Expr // what is searched for; nil when unknown
	how     string     // "with strings.Contains"
	direct  bool       // a matcher, not a helper: the fix may replace it
	// helper is the searched parameter of the helper called, if any.
	helper *helper
	// fixed are the constants that helper searches for beside the needles
	// its caller passes it (needles): those of its other searches.
	fixed       []string
	helperName  string
	helperLocal bool
}

// checkMatcher handles a call of a strings, bytes or regexp matcher.
func (w *walker) checkMatcher(call *ast.CallExpr, fn *types.Func) bool {
	if fn.Pkg() == nil {
		return false
	}
	recv := fn.Signature().Recv() != nil
	path := fn.Pkg().Path()
	var how string
	var textArgs []int
	pair := false // the needle is the other argument
	var needles []ast.Expr
	switch {
	case (path == "strings" || path == "bytes") && textMatchers[fn.Name()] && !recv && len(call.Args) == 2:
		how = path + "." + fn.Name()
		// The text searched is the first argument: an error's text
		// searched for in another (strings.Contains(body,
		// ErrAuth.Error())) classifies no error. Equality goes both ways.
		textArgs, pair = []int{0}, true
		if symmetric[fn.Name()] {
			textArgs = []int{0, 1}
		}
	case path == "regexp" && (fn.Name() == "MatchString" || fn.Name() == "Match") && !recv && len(call.Args) == 2:
		how = "regexp." + fn.Name()
		textArgs = []int{1}
		needles = []ast.Expr{call.Args[0]}
	case path == "regexp" && regexpMatchers[fn.Name()] && recv && len(call.Args) > 0:
		how = "(*regexp.Regexp)." + fn.Name()
		textArgs = []int{0}
		if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
			needles = w.patternOf(sel.X)
		}
	default:
		return false
	}
	for _, i := range textArgs {
		src, ok := w.textOf(call.Args[i])
		if !ok {
			continue
		}
		if pair {
			needles = []ast.Expr{call.Args[1-i]}
		}
		w.match(search{node: call, src: src, needles: needles, how: "with " + how, direct: true})
		return true
	}
	return true
}

// patternOf returns the pattern of a package-level regexp compiled from a
// constant, or the field of a pattern table's element that holds one
// (p.regex, see tables.go), or nil.
func (w *walker) patternOf(re ast.Expr) []ast.Expr {
	if id, _ := w.elemField(re); id != nil {
		return []ast.Expr{re}
	}
	id, ok := ast.Unparen(re).(*ast.Ident)
	if !ok {
		return nil
	}
	v, ok := w.info().Uses[id].(*types.Var)
	if !ok {
		return nil
	}
	call, ok := w.a.initOf(v).(*ast.CallExpr)
	if !ok || len(call.Args) != 1 {
		return nil
	}
	if fn, ok := w.info().Uses[calleeIdent(call.Fun)].(*types.Func); ok && fn.Pkg() != nil && fn.Pkg().Path() == "regexp" {
		return call.Args
	}
	return nil
}

func calleeIdent(e ast.Expr) *ast.Ident {
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		return e
	case *ast.SelectorExpr:
		return e.Sel
	}
	return nil
}

func (w *walker) checkComparison(b *ast.BinaryExpr) {
	if b.Op != token.EQL && b.Op != token.NEQ {
		return
	}
	for _, pair := range [2][2]ast.Expr{{b.X, b.Y}, {b.Y, b.X}} {
		src, ok := w.textOf(pair[0])
		if !ok {
			continue
		}
		// Asking whether a message is empty is not classifying it.
		if s, ok := w.constString(pair[1]); ok && s == "" {
			return
		}
		w.match(search{node: b, src: src, needles: []ast.Expr{pair[1]}, how: "with " + b.Op.String(), direct: b.Op == token.EQL})
		return
	}
}

func (w *walker) checkSwitch(s *ast.SwitchStmt) {
	if s.Tag == nil {
		return
	}
	src, ok := w.textOf(s.Tag)
	if !ok {
		return
	}
	var needles []ast.Expr
	for _, c := range s.Body.List {
		needles = append(needles, c.(*ast.CaseClause).List...)
	}
	w.match(search{node: s, src: src, needles: needles, how: "in a switch"})
}

// checkHelperCall handles a call of a function that searches the text of
// a parameter: the call classifies the error it passes.
func (w *walker) checkHelperCall(call *ast.CallExpr, fn *types.Func) {
	hs, local := w.a.helperOf(fn)
	sig := fn.Signature()
	for _, h := range hs {
		if h.Index >= len(call.Args) || sig.Variadic() && h.Index >= sig.Params().Len()-1 {
			continue
		}
		arg := call.Args[h.Index]
		var src textSrc
		if code.ImplementsError(sig.Params().At(h.Index).Type()) {
			src = w.errorText(arg, arg)
		} else if s, ok := w.textOf(arg); ok {
			src = s
		} else {
			continue
		}
		var needles []ast.Expr
		var fixed []string
		if h.NeedleParam >= 0 {
			fixed = h.Needles
		}
		switch {
		case h.NeedleParam >= 0 && call.Ellipsis.IsValid():
		case h.NeedleParam >= 0 && sig.Variadic() && h.NeedleParam == sig.Params().Len()-1:
			if h.NeedleParam < len(call.Args) {
				needles = call.Args[h.NeedleParam:]
			}
		case h.NeedleParam >= 0 && h.NeedleParam < len(call.Args):
			needles = call.Args[h.NeedleParam : h.NeedleParam+1]
		default:
			for _, n := range h.Needles {
				needles = append(needles, &ast.BasicLit{ValuePos: call.Pos(), Kind: token.STRING, Value: strconv.Quote(n)})
			}
		}
		// The helper's own search reports an error parameter that receives
		// LLM errors in this package, or that it reported in its own; with
		// -scope=all, any error parameter, whichever is walked first.
		if h.Reported || local && w.reportsOwn(sig.Params().At(h.Index), h) {
			continue
		}
		name := fn.Name()
		if !local {
			name = fn.Pkg().Name() + "." + name
		}
		w.match(search{node: call, src: src, needles: needles, how: "with " + name, helper: &h, fixed: fixed, helperName: name, helperLocal: local})
	}
}

// reportsOwn reports whether a helper of this package reports, in its own
// body, its search of the text of parameter p.
func (w *walker) reportsOwn(p *types.Var, h helper) bool {
	if w.a.all {
		return code.ImplementsError(p.Type())
	}
	return h.NeedleParam < 0 && w.a.paramOrigin(p).kind == llm
}

// constString returns the value of a string constant.
func (w *walker) constString(e ast.Expr) (string, bool) {
	if lit, ok := e.(*ast.BasicLit); ok && lit.Kind == token.STRING {
		s, err := strconv.Unquote(lit.Value)
		return s, err == nil
	}
	tv, ok := w.info().Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return "", false
	}
	return constant.StringVal(tv.Value), true
}

// constList returns the constants of a list: a composite literal of
// string constants, or a package-level variable initialised with one.
func (w *walker) constList(e ast.Expr) ([]string, bool) {
	lit, ok := w.listLit(e)
	if !ok {
		return nil, false
	}
	var out []string
	for _, el := range lit.Elts {
		s, ok := w.constString(el)
		if !ok {
			return nil, false
		}
		out = append(out, s)
	}
	return out, true
}

// listLit returns the composite literal e is, or that the package-level
// variable e names is initialised with.
func (w *walker) listLit(e ast.Expr) (*ast.CompositeLit, bool) {
	e = ast.Unparen(e)
	if id, ok := e.(*ast.Ident); ok {
		v, ok := w.info().Uses[id].(*types.Var)
		if !ok || v.Parent() != w.a.pass.Pkg.Scope() {
			return nil, false
		}
		e = w.a.initOf(v)
	}
	lit, ok := e.(*ast.CompositeLit)
	return lit, ok
}

// needleValues returns the constants searched for, and whether all are
// known; or the parameter of the enclosing function that holds the needle.
func (w *walker) needleValues(exprs []ast.Expr) (vals []string, known bool, param int) {
	param = -1
	if len(exprs) == 0 {
		return nil, false, -1
	}
	known = true
	for _, e := range exprs {
		e = w.unwrapNeedle(e)
		if s, ok := w.constString(e); ok {
			vals = append(vals, s)
			continue
		}
		if list, ok := w.constList(e); ok {
			// matchesAny(err, transientPatterns): a list of constants
			// handed to a helper that takes its needles.
			vals = append(vals, list...)
			continue
		}
		known = false
		id, ok := ast.Unparen(e).(*ast.Ident)
		if !ok {
			// p.substring, p ranging over a pattern table (tables.go).
			if id, _ = w.elemField(e); id == nil {
				continue
			}
		}
		obj := w.info().Uses[id]
		if list, ok := w.lists[obj]; ok {
			vals = append(vals, list...)
			known = true
			continue
		}
		if i, ok := w.over[obj]; ok {
			param = i
		} else if v, ok := obj.(*types.Var); ok {
			if i, ok := w.paramIndex(v); ok {
				param = i
			}
		}
	}
	return vals, known, param
}

// unwrapNeedle looks through what keeps a needle the same words:
// []byte("quota"), strings.ToLower(sub).
func (w *walker) unwrapNeedle(e ast.Expr) ast.Expr {
	for {
		call, ok := ast.Unparen(e).(*ast.CallExpr)
		if !ok || len(call.Args) == 0 {
			return e
		}
		if tv, ok := w.info().Types[call.Fun]; ok && tv.IsType() && len(call.Args) == 1 {
			e = call.Args[0]
			continue
		}
		fn := typeutil.StaticCallee(w.info(), call)
		if fn == nil || fn.Pkg() == nil || !(fn.Pkg().Path() == "strings" || fn.Pkg().Path() == "bytes") || !transforms[fn.Name()] {
			return e
		}
		e = call.Args[0]
	}
}

// match records a search in the summaries and reports it when it
// classifies an error in scope.
func (w *walker) match(s search) {
	w.a.deps.searched()
	needles, known, needleParam := w.needleValues(s.needles)
	if !known && s.helper != nil {
		// matchesAny(msg, rateLimitPatterns): a pattern table.
		if vals, ok := w.tableNeedles(s.needles, s.helper.fields); ok {
			needles, known = vals, true
		}
	}
	needles = append(slices.Clip(needles), s.fixed...)
	if !known && needleParam < 0 && len(needles) == 0 && comparesWhole(s) && !w.errorTexts(s.needles) {
		// err.Error() != row.LastError: comparing with another runtime
		// text (did the error change?) classifies nothing. Comparing
		// with another error's text (a sentinel's) still does.
		return
	}
	if known && len(needles) > 0 {
		word := false
		for _, n := range needles {
			word = word || hasWordChar(n)
		}
		if !word {
			return
		}
	}
	if s.src.param >= 0 && w.fn != nil && !w.inLit {
		h := helper{searchedParam: searchedParam{Index: s.src.param, NeedleParam: needleParam, How: s.how[len("with "):]}, pos: s.node.Pos()}
		if known {
			h.Needles = needles
		} else if needleParam >= 0 {
			// The constants searched for beside the caller's needles.
			h.Needles = needles
			h.fields = w.needleFields(s)
		}
		if s.helper != nil {
			// A helper that hands its parameter to another: point at the
			// search that helper does.
			h.pos, h.How, h.At = s.helper.pos, s.helper.How, s.helper.At
		} else {
			p := w.a.pass.Fset.Position(s.node.Pos())
			h.At = filepath.Base(p.Filename) + ":" + strconv.Itoa(p.Line)
			h.own = true
		}
		w.a.addHelper(w.fn, h)
	}
	if !w.a.reporting || !w.inScope(s.src, needles, known) {
		return
	}
	if s.src.errExpr != nil && w.decidedByCode(s.node, s.src.errExpr) {
		return
	}
	if s.src.param >= 0 && w.fn != nil && !w.inLit {
		w.a.markReported(w.fn, s.src.param)
	}
	w.report(s, needles, known)
}

// inScope decides whether a search classifies an LLM error.
func (w *walker) inScope(src textSrc, needles []string, known bool) bool {
	if src.errExpr == nil {
		return false // a parameter's own text: its callers are checked
	}
	if w.a.all {
		return true
	}
	switch src.org.kind {
	case llm:
		// A runner's session error searched for "stale session" is no
		// model's failure; searched for "429", it may be one.
		return !src.org.others || !known || anyInVocabulary(needles)
	case untraced:
		return w.a.importsLLM && known && anyInVocabulary(needles)
	}
	return false
}

// comparesWhole reports whether s compares the whole text with its needles
// (==, !=, a switch), itself or in the helper it calls.
func comparesWhole(s search) bool {
	how := s.how
	if s.helper != nil {
		how = "with " + s.helper.How
	}
	switch how {
	case "with ==", "with !=", "in a switch", "with a switch":
		return true
	}
	return false
}

// errorTexts reports whether one of exprs is the text of an error.
func (w *walker) errorTexts(exprs []ast.Expr) bool {
	for _, e := range exprs {
		if src, ok := w.textOf(e); ok && src.errExpr != nil {
			return true
		}
	}
	return false
}
