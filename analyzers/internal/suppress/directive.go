package suppress

import (
	"fmt"
	"go/ast"
	"go/token"
	"slices"
	"strings"

	"github.com/llmerrlint/llmerrlint/internal/suggest"
)

// Tool is the directive namespace: //llmerrlint:ignore.
const Tool = "llmerrlint"

// The one deprecated spelling: classswitch's exhaustive-style directive,
// read as //llmerrlint:ignore classswitch <reason> for one more release.
const (
	deprecatedVerb     = "exhaustive"
	deprecatedAnalyzer = "classswitch"
)

// directive is one //llmerrlint: comment.
type directive struct {
	pos    token.Pos
	names  []string
	reason string
	// problem, if set, is reported by the ignoredirective analyzer.
	problem string
	// deprecated marks a directive that still suppresses although its
	// problem is reported.
	deprecated bool
}

// suppresses reports whether d silences its names on its line and the next.
func (d directive) suppresses() bool {
	return len(d.names) > 0 && d.reason != "" && (d.problem == "" || d.deprecated)
}

// parseFile returns the llmerrlint directives of f. known lists the analyzer
// names a directive may name; nil accepts any name. The names matter only to
// the problems reported: a directive suppresses the analyzers it names
// whatever else it names, so an analyzer behaves the same alone or with
// others.
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
			looksLikeDirective(strings.TrimSpace(spaced)) {
			return directive{pos: c.Slash, problem: fmt.Sprintf(
				"%s directive ignored: no space allowed after //", Tool)}, true
		}
		return directive{}, false
	}
	switch d.Name {
	case "ignore":
		return parseIgnore(c.Slash, d.Args, known), true
	case deprecatedVerb:
		return parseDeprecated(c.Slash, d.Args), true
	}
	return directive{pos: c.Slash, problem: fmt.Sprintf(
		"unknown directive //%s:%s; did you mean //%s:ignore <analyzer> <reason>?", Tool, d.Name, Tool)}, true
}

func parseIgnore(pos token.Pos, args string, known []string) directive {
	out := directive{pos: pos}
	list, reason, _ := strings.Cut(args, " ")
	reason = strings.TrimSpace(reason)
	if list == "" {
		out.problem = fmt.Sprintf("//%s:ignore needs an analyzer and a reason: //%s:ignore <analyzer> <reason>", Tool, Tool)
		return out
	}
	for name := range strings.SplitSeq(list, ",") {
		if known != nil && !slices.Contains(known, name) && out.problem == "" {
			out.problem = fmt.Sprintf("//%s:ignore names unknown analyzer %q%s", Tool, name, suggest.DidYouMean(name, known))
		}
		out.names = append(out.names, name)
	}
	if reason == "" && out.problem == "" {
		out.problem = fmt.Sprintf("//%s:ignore %s has no reason and suppresses nothing; say why after the analyzer name",
			Tool, list)
	}
	out.reason = reason
	return out
}

// parseDeprecated reads //llmerrlint:exhaustive ignore <reason>.
func parseDeprecated(pos token.Pos, args string) directive {
	verb, reason, _ := strings.Cut(strings.TrimSpace(args), " ")
	reason = strings.TrimSpace(reason)
	if verb != "ignore" || reason == "" {
		return directive{pos: pos, problem: fmt.Sprintf(
			"//%s:%s suppresses nothing; write //%s:ignore %s <reason>",
			Tool, deprecatedVerb, Tool, deprecatedAnalyzer)}
	}
	return directive{
		pos: pos, names: []string{deprecatedAnalyzer}, reason: reason, deprecated: true,
		problem: fmt.Sprintf("//%s:%s is deprecated; write //%s:ignore %s <reason>",
			Tool, deprecatedVerb, Tool, deprecatedAnalyzer),
	}
}

// looksLikeDirective reports whether text, found after "// ", spells one of
// our verbs. Prose or a doc-comment example that merely starts with
// "llmerrlint:" (an error message, say) is not a misspelt directive.
func looksLikeDirective(text string) bool {
	rest, ok := strings.CutPrefix(text, Tool+":")
	if !ok {
		return false
	}
	verb, _, _ := strings.Cut(rest, " ")
	return verb == "ignore" || verb == deprecatedVerb
}
