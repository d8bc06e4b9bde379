package classswitch

import (
	"go/ast"
	"go/token"
	"go/types"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// fillSwitch returns the fix that adds one case clause, with a TODO
// comment, for each missing member: before the default clause, or at the
// end of the switch. The clauses are empty, unless the switch is a
// terminating statement (mustTerminate): then each panics with a message
// naming its member, so that a function ending in the switch still
// compiles. It returns nil when the source cannot be read.
func (c *checker) fillSwitch(sw *ast.SwitchStmt, l *listing, names []string, mustTerminate bool) *analysis.SuggestedFix {
	src := c.file.source(c.pass, sw.Pos())
	tf := c.pass.Fset.File(sw.Pos())
	if src == nil || tf == nil {
		return nil
	}
	at := sw.Body.Rbrace
	if l.dflt != nil {
		at = l.dflt.Pos()
	}
	indent := leadingSpace(src[tf.Offset(tf.LineStart(tf.Line(sw.Pos()))):])
	atLineStart := tf.Offset(tf.LineStart(tf.Line(at)))
	startsLine := strings.TrimSpace(string(src[atLineStart:tf.Offset(at)])) == ""

	var b strings.Builder
	if !startsLine {
		b.WriteString("\n" + indent)
	}
	for _, name := range names {
		b.WriteString("case ")
		if l.subject != nil {
			b.WriteString(types.ExprString(l.subject) + " == ")
		}
		b.WriteString(name + ":\n" + indent + "\t// TODO: handle " + name + "\n" + indent)
		if mustTerminate {
			b.WriteString("\tpanic(" + strconv.Quote("unhandled "+name) + ")\n" + indent)
		}
	}
	return &analysis.SuggestedFix{
		Message:   "Add the missing cases",
		TextEdits: []analysis.TextEdit{{Pos: at, End: at, NewText: []byte(b.String())}},
	}
}

// source returns the content of the file, read once.
func (f *fileInfo) source(pass *analysis.Pass, pos token.Pos) []byte {
	if f.src == nil {
		tf := pass.Fset.File(pos)
		if tf == nil {
			return nil
		}
		src, err := pass.ReadFile(tf.Name())
		if err != nil || len(src) != tf.Size() {
			return nil
		}
		f.src = src
	}
	return f.src
}

func leadingSpace(b []byte) string {
	n := 0
	for n < len(b) && (b[n] == ' ' || b[n] == '\t') {
		n++
	}
	return string(b[:n])
}
