package suppress

import (
	"fmt"
	"go/ast"
	"go/token"
	"slices"
	"strings"
)

// Tool is the directive namespace: //llmerrlint:ignore.
const Tool = "llmerrlint"

// verbs are the directives of the llmerrlint namespace; any other is a typo.
// "exhaustive" is classswitch's own (//llmerrlint:exhaustive ignore <reason>).
var verbs = []string{"ignore", "exhaustive"}

// directive is one //llmerrlint: comment. problem is empty for a well-formed
// ignore directive, which then suppresses names on its line and the next.
type directive struct {
	pos     token.Pos
	names   []string
	reason  string
	problem string
}

// parseFile returns the llmerrlint directives of f. known lists the analyzer
// names a directive may name.
func parseFile(f *ast.File, known []string) []directive {
	var out []directive
	for _, group := range f.Comments {
		for _, c := range group.List {
			if d, ok := parseComment(c, known); ok {
				out = append(out, d)
			}
		}
	}
	return out
}

func parseComment(c *ast.Comment, known []string) (directive, bool) {
	d, ok := ast.ParseDirective(c.Slash, c.Text)
	if !ok || d.Tool != Tool {
		if spaced, ok := strings.CutPrefix(c.Text, "//"); ok && spaced != strings.TrimLeft(spaced, " \t") &&
			strings.HasPrefix(strings.TrimSpace(spaced), Tool+":") {
			return directive{pos: c.Slash, problem: fmt.Sprintf(
				"%s directive is ignored: write it as //%s with no space after //",
				Tool, strings.TrimSpace(spaced))}, true
		}
		return directive{}, false
	}
	out := directive{pos: c.Slash}
	if !slices.Contains(verbs, d.Name) {
		out.problem = fmt.Sprintf("unknown directive //%s:%s; did you mean //%s:ignore <analyzer> <reason>?",
			Tool, d.Name, Tool)
		return out, true
	}
	if d.Name != "ignore" {
		return directive{}, false
	}
	list, reason, _ := strings.Cut(d.Args, " ")
	reason = strings.TrimSpace(reason)
	if list == "" {
		out.problem = fmt.Sprintf("//%s:ignore needs an analyzer and a reason: //%s:ignore <analyzer> <reason>", Tool, Tool)
		return out, true
	}
	for name := range strings.SplitSeq(list, ",") {
		if !slices.Contains(known, name) {
			out.problem = fmt.Sprintf("//%s:ignore names unknown analyzer %q; known analyzers: %s",
				Tool, name, strings.Join(known, ", "))
			return out, true
		}
		out.names = append(out.names, name)
	}
	if reason == "" {
		out.problem = fmt.Sprintf("//%s:ignore %s has no reason and suppresses nothing; say why after the analyzer name",
			Tool, list)
		return out, true
	}
	out.reason = reason
	return out, true
}
