package analysisdoc_test

import (
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/analysisdoc"
)

const docSrc = `// Package demo is an example.
//
// # Analyzer demo
//
// demo: report demonstrations
//
// A paragraph with a list:
//
//   - one
//   - two
//
// Code:
//
//	x := 1 // reported
//
// # A subsection
//
// Part of the Doc.
//
// # Analyzer other
//
// other: report others
//
// Not part of demo's Doc.
package demo
`

func TestExtract(t *testing.T) {
	got := analysisdoc.Extract(docSrc, "demo")
	if !strings.HasPrefix(got, "report demonstrations\n\nA paragraph") {
		t.Errorf("Doc does not start with the title and the body:\n%s", got)
	}
	if !strings.Contains(got, "# A subsection\n\nPart of the Doc.") {
		t.Errorf("Doc lacks the section's subsection:\n%s", got)
	}
	if strings.Contains(got, "other") {
		t.Errorf("Doc runs past the analyzer's section:\n%s", got)
	}
}

func TestReference(t *testing.T) {
	a := &analysis.Analyzer{Name: "demo", Doc: analysisdoc.Extract(docSrc, "demo"), URL: analysisdoc.URL("demo")}
	a.Flags.Bool("strict", false, "be strict | or not")
	plain := &analysis.Analyzer{Name: "plain", Doc: "report nothing\n\nNothing at all."}
	got := string(analysisdoc.Reference([]*analysis.Analyzer{a, plain}))
	for _, want := range []string{
		"DO NOT EDIT",
		"- [demo](#demo): report demonstrations\n- [plain](#plain): report nothing\n",
		"\n## demo\n\n*report demonstrations*\n\nA paragraph with a list:\n\n",
		"```go\nx := 1 // reported\n```\n",
		"| `strict` | `-demo.strict` | `false` | be strict \\| or not |\n",
		"\n## plain\n\n*report nothing*\n\nNothing at all.\n\nOptions: none.\n",
		// A subsection has an anchor of its own, which SectionURL names.
		"<a id=\"demo-a-subsection\"></a>\n\n### A subsection\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("reference lacks %q:\n%s", want, got)
		}
	}
	if got := analysisdoc.SectionURL("demo", "A subsection"); !strings.HasSuffix(got, "/docs/analyzers.md#demo-a-subsection") {
		t.Errorf("SectionURL(demo, A subsection) = %q", got)
	}
	if !strings.HasSuffix(analysisdoc.URL("demo"), "/docs/analyzers.md#demo") {
		t.Errorf("URL(demo) = %q", analysisdoc.URL("demo"))
	}
}
