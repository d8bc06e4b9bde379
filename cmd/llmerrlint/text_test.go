// Tests of the standalone text output: position, analyzer, message.
package main

import (
	"bytes"
	"go/token"
	"testing"

	"golang.org/x/tools/go/analysis"
)

func TestPrintTextNamesTheAnalyzer(t *testing.T) {
	fset := token.NewFileSet()
	f := fset.AddFile("/src/app.go", -1, 100)
	f.SetLinesForContent(bytes.Repeat([]byte("0123456789\n"), 9))
	pos := f.Pos(12)
	d := diag{fset, fset.Position(pos), "finishreason", analysis.Diagnostic{
		Pos:     pos,
		Message: "genai.Models.GenerateContent: finish reason never read",
		Related: []analysis.RelatedInformation{{Pos: f.Pos(23), Message: "the response comes from here"}},
	}}
	var out bytes.Buffer
	printText(&out, []diag{d}, -1)
	want := "/src/app.go:2:2: finishreason: genai.Models.GenerateContent: finish reason never read\n" +
		"/src/app.go:3:2: \tthe response comes from here\n"
	if out.String() != want {
		t.Errorf("printText:\n%s\nwant:\n%s", out.String(), want)
	}
}
