package classswitch

import (
	"go/ast"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// twinFix returns the fix that handles each missing class of
// llmerr.ErrorClass as the switch handles its twin, a class with the same
// handling rule in llmerr's taxonomy (ruleOf): the missing class joins
// the case list of the clause that lists its twins. A class gets nothing
// when it has no twin, when its twins are in different clauses (the
// switch tells them apart, so which is nearest is unknown), or when that
// clause's body names a class itself (if c == llmerr.RateLimited), since
// the body may then do something else for a newcomer. Other enums have no
// taxonomy, so they get no fix: an empty case would silence the finding
// and change nothing. twinFix returns nil when no class gets a clause.
// names are the missing members as the file writes them.
func (c *checker) twinFix(l *listing, missing []member, names []string) *analysis.SuggestedFix {
	if !isClassEnum(l.enum) {
		return nil
	}
	type joining struct {
		arm   *arm
		twin  member
		names []string // as the file writes them
		bare  []string // as the fix message names them
	}
	var joins []*joining
	for i, m := range missing {
		a, twin := c.twinArm(l, m)
		if a == nil {
			continue
		}
		k := slices.IndexFunc(joins, func(j *joining) bool { return j.arm == a })
		if k < 0 {
			joins = append(joins, &joining{arm: a, twin: twin})
			k = len(joins) - 1
		}
		joins[k].names = append(joins[k].names, names[i])
		joins[k].bare = append(joins[k].bare, m.name.Name())
	}
	if len(joins) == 0 {
		return nil
	}
	slices.SortFunc(joins, func(a, b *joining) int { return int(a.arm.clause.Pos() - b.arm.clause.Pos()) })
	fix := &analysis.SuggestedFix{}
	var said []string
	for _, j := range joins {
		var b strings.Builder
		for _, name := range j.names {
			b.WriteString(", ")
			if l.subject != nil {
				b.WriteString(types.ExprString(l.subject) + " == ")
			}
			b.WriteString(name)
		}
		list := j.arm.clause.List
		at := list[len(list)-1].End()
		fix.TextEdits = append(fix.TextEdits, analysis.TextEdit{Pos: at, End: at, NewText: []byte(b.String())})
		said = append(said, strings.Join(j.bare, ", ")+" as "+j.twin.name.Name())
	}
	fix.Message = "Handle " + strings.Join(said, "; ")
	return fix
}

// twinArm returns the one clause that lists twins of m, and the first
// twin it lists, or nil when no clause, or more than one, does, or when
// the clause's body names a member.
func (c *checker) twinArm(l *listing, m member) (*arm, member) {
	var found *arm
	var twin member
	for i := range l.arms {
		a := &l.arms[i]
		for _, other := range l.enum.members {
			if !a.keys[other.key] || !sameRule(m, other) {
				continue
			}
			if found != nil && found != a {
				return nil, member{}
			}
			if found == nil {
				found, twin = a, other
			}
		}
	}
	if found == nil || c.namesMember(found.clause.Body, l.enum) {
		return nil, member{}
	}
	return found, twin
}

// namesMember reports whether any of stmts refers to a constant of the
// enum.
func (c *checker) namesMember(stmts []ast.Stmt, e *enum) bool {
	found := false
	for _, s := range stmts {
		ast.Inspect(s, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok {
				if k, ok := c.pass.TypesInfo.Uses[id].(*types.Const); ok && types.Identical(k.Type(), e.named) {
					found = true
				}
			}
			return !found
		})
	}
	return found
}
