package classswitch

import (
	"go/ast"
	"go/token"
	"strings"
)

// A directive is a //llmerrlint:exhaustive comment.
type directive struct {
	pos    token.Pos
	ignore bool   // the first word is "ignore"
	reason string // the words after "ignore"
}

// directiveAt returns the directive on the line of pos or the line before.
func (f *fileInfo) directiveAt(fset *token.FileSet, pos token.Pos) (directive, bool) {
	if f.directives == nil {
		f.directives = map[int]directive{}
		for _, group := range f.file.Comments {
			for _, c := range group.List {
				d, ok := ast.ParseDirective(c.Slash, c.Text)
				if !ok || d.Tool != "llmerrlint" || d.Name != "exhaustive" {
					continue
				}
				verb, _, _ := strings.Cut(strings.Join(strings.Fields(d.Args), " "), " ")
				reason := strings.TrimSpace(strings.TrimPrefix(d.Args, verb))
				f.directives[fset.Position(c.Slash).Line] = directive{
					pos:    c.Slash,
					ignore: verb == "ignore",
					reason: reason,
				}
			}
		}
	}
	line := fset.Position(pos).Line
	if d, ok := f.directives[line]; ok {
		return d, true
	}
	d, ok := f.directives[line-1]
	return d, ok
}

// ignored reports whether a directive silences the switch or map literal
// reported at pos. A directive without a reason silences it too, and is
// itself reported, once.
func (c *checker) ignored(pos token.Pos) bool {
	d, ok := c.file.directiveAt(c.pass.Fset, pos)
	if !ok {
		return false
	}
	if !c.reportedDirectives[d.pos] {
		switch {
		case !d.ignore:
			c.reportedDirectives[d.pos] = true
			c.pass.Reportf(d.pos, `malformed llmerrlint:exhaustive directive: write "//llmerrlint:exhaustive ignore <reason>"`)
		case d.reason == "":
			c.reportedDirectives[d.pos] = true
			c.pass.Reportf(d.pos, `llmerrlint:exhaustive ignore directive has no reason: add why the missing members need no case after "ignore"`)
		}
	}
	return true
}
