package classswitch

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/suppress"
)

// checker checks the switches and map literals of one pass.
type checker struct {
	pass  *analysis.Pass
	cfg   Config
	enums *enumCache
	file  *fileInfo
}

// A listing is what one switch or map literal names of an enum.
type listing struct {
	enum    *enum
	covered map[string]bool // valueKey of each member listed
	subject ast.Expr        // tagless switch: the expression compared
	dflt    *ast.CaseClause // the default clause, if any
	arms    []arm           // a switch's case clauses but default, in source order
}

// An arm is a case clause of a switch and the members it lists.
type arm struct {
	clause *ast.CaseClause
	keys   map[string]bool // valueKey of each member listed
}

func (l *listing) missing() []member {
	var out []member
	for _, m := range l.enum.members {
		if !l.covered[m.key] {
			out = append(out, m)
		}
	}
	return out
}

func (c *checker) checkSwitch(sw *ast.SwitchStmt) {
	l := c.switchListing(sw)
	if l == nil {
		return
	}
	if l.dflt != nil && c.cfg.DefaultSignifiesExhaustive {
		return
	}
	missing := l.missing()
	// A finding that a directive drops needs no fix, which reads the file.
	if len(missing) == 0 || !suppress.Kept(c.pass, sw.Pos()) {
		return
	}
	msg, listed := missingMessage("switch on "+c.file.typeName(c.pass, l.enum), l.enum, missing)
	d := analysis.Diagnostic{Pos: sw.Pos(), End: sw.Body.Lbrace, Message: msg}
	if l.dflt != nil {
		d.Related = []analysis.RelatedInformation{{
			Pos:     l.dflt.Pos(),
			End:     l.dflt.Colon + 1,
			Message: "default does not count as a case for them",
		}}
	}
	if !listed {
		d.Related = append(d.Related, missingRelated(missing, "case", sw.Body.Rbrace)...)
	}
	if names, nameable := c.file.names(c.pass, sw.Pos(), missing); nameable {
		if fix := c.twinFix(l, missing, names); fix != nil {
			d.SuggestedFixes = []analysis.SuggestedFix{*fix}
		}
	}
	c.pass.Report(d)
}

func (c *checker) checkMap(cur inspector.Cursor, lit *ast.CompositeLit) {
	l := c.mapListing(lit)
	if l == nil || c.handedToDefiner(cur, l.enum) {
		return
	}
	missing := l.missing()
	if len(missing) == 0 {
		return
	}
	msg, listed := missingMessage("map keyed by "+c.file.typeName(c.pass, l.enum), l.enum, missing)
	d := analysis.Diagnostic{Pos: lit.Lbrace, Message: msg}
	if !listed {
		d.Related = missingRelated(missing, "key", lit.Rbrace)
	}
	c.pass.Report(d)
}

// switchListing returns what sw lists, or nil when sw is not a switch over
// an enum or when what it covers cannot be known.
func (c *checker) switchListing(sw *ast.SwitchStmt) *listing {
	if sw.Body == nil {
		return nil
	}
	info := c.pass.TypesInfo
	l := &listing{covered: map[string]bool{}}
	if sw.Tag != nil {
		l.enum = c.enums.of(info.TypeOf(sw.Tag))
		if l.enum == nil {
			return nil
		}
	}
	var subjectKey string
	for _, stmt := range sw.Body.List {
		clause, ok := stmt.(*ast.CaseClause)
		if !ok {
			return nil
		}
		if clause.List == nil {
			l.dflt = clause
			continue
		}
		a := arm{clause: clause, keys: map[string]bool{}}
		l.arms = append(l.arms, a)
		for _, e := range clause.List {
			if sw.Tag != nil {
				v := memberValue(info, e, l.enum)
				if v == nil {
					// A case that is not a constant may match any member;
					// staying silent is the only answer that is never wrong.
					return nil
				}
				l.covered[valueKey(v)] = true
				a.keys[valueKey(v)] = true
				continue
			}
			if !c.taglessCase(e, l, a.keys, &subjectKey) {
				return nil
			}
		}
	}
	if l.enum == nil {
		return nil // a tagless switch with no case
	}
	return l
}

// taglessCase adds to l the members that e, a case of a tagless switch,
// compares the subject with. It reports false unless e is one or more
// comparisons "subject == constant" joined by ||, all with the same subject.
// It adds them to the keys of e's arm too.
func (c *checker) taglessCase(e ast.Expr, l *listing, armKeys map[string]bool, subjectKey *string) bool {
	info := c.pass.TypesInfo
	bin, ok := ast.Unparen(e).(*ast.BinaryExpr)
	if !ok {
		return false
	}
	switch bin.Op {
	case token.LOR:
		return c.taglessCase(bin.X, l, armKeys, subjectKey) && c.taglessCase(bin.Y, l, armKeys, subjectKey)
	case token.EQL:
	default:
		return false
	}
	subject, constExpr := bin.X, bin.Y
	value := constValue(info, constExpr)
	if value == nil {
		subject, constExpr = bin.Y, bin.X
		value = constValue(info, constExpr)
	}
	subject = ast.Unparen(subject)
	if value == nil || !isVariablePath(subject) || constValue(info, subject) != nil {
		return false
	}
	key := types.ExprString(subject)
	if *subjectKey == "" {
		l.enum = c.enums.of(info.TypeOf(subject))
		if l.enum == nil {
			return false
		}
		*subjectKey, l.subject = key, subject
	} else if key != *subjectKey {
		return false
	}
	if value = memberValue(info, constExpr, l.enum); value == nil {
		return false
	}
	l.covered[valueKey(value)] = true
	armKeys[valueKey(value)] = true
	return true
}

// isVariablePath reports whether e is a variable or a path of fields such as
// c, r.Class or r.Err.Class: evaluating it twice gives the same value, so
// two cases that spell it alike compare the same thing.
func isVariablePath(e ast.Expr) bool {
	switch e := e.(type) {
	case *ast.Ident:
		return true
	case *ast.SelectorExpr:
		return isVariablePath(ast.Unparen(e.X))
	}
	return false
}

// mapListing returns what a map literal keyed by an enum lists, or nil.
func (c *checker) mapListing(lit *ast.CompositeLit) *listing {
	// An empty literal is a map being built, not a table.
	if len(lit.Elts) == 0 {
		return nil
	}
	info := c.pass.TypesInfo
	t := info.TypeOf(lit)
	if t == nil {
		return nil
	}
	m, ok := t.Underlying().(*types.Map)
	if !ok {
		return nil
	}
	l := &listing{enum: c.enums.of(m.Key()), covered: map[string]bool{}}
	if l.enum == nil {
		return nil
	}
	for _, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			return nil
		}
		v := memberValue(info, kv.Key, l.enum)
		if v == nil {
			return nil
		}
		l.covered[valueKey(v)] = true
	}
	return l
}

// constValue returns the constant value of e, or nil.
func constValue(info *types.Info, e ast.Expr) constant.Value {
	tv, ok := info.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() == constant.Unknown {
		return nil
	}
	return tv.Value
}

// memberValue returns the value of e, a constant of the enum's type or an
// untyped constant of its kind, or nil. In code with type errors a case
// may hold a constant of another type; it covers nothing that is known.
func memberValue(info *types.Info, e ast.Expr, en *enum) constant.Value {
	v := constValue(info, e)
	if v == nil {
		return nil
	}
	t := info.TypeOf(e)
	if types.Identical(t, en.named) {
		return v
	}
	b, ok := t.(*types.Basic)
	if !ok || b.Info()&types.IsUntyped == 0 {
		return nil
	}
	isString := en.named.Underlying().(*types.Basic).Info()&types.IsString != 0
	if isString != (v.Kind() == constant.String) {
		return nil
	}
	return v
}
