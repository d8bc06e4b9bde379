package apierrptr

import (
	"fmt"

	"golang.org/x/tools/go/analysis"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/suppress"
)

// report says which check never matches and why, e.g.
//
//	errors.As for *genai.APIError never matches: genai.APIError is returned as a value
func report(pass *analysis.Pass, c check) {
	// A finding that a directive drops needs no fix.
	if !suppress.Kept(pass, c.node.Pos()) {
		return
	}
	checked := spell(c.et, c.form)
	var what string
	switch c.kind {
	case errorsAs:
		what = "errors.As for " + checked
	case errorsAsType:
		what = "errors.AsType[" + checked + "]"
	case assertion:
		what = "type assertion to " + checked
	case typeCase:
		what = "case " + checked
	}
	pass.Report(analysis.Diagnostic{
		Pos:            c.node.Pos(),
		End:            c.node.End(),
		Message:        fmt.Sprintf("%s never matches: %s is returned as %s", what, c.et.Display, c.et.Form),
		SuggestedFixes: fix(c),
	})
}

// spell writes the type in the given form, as users spell it.
func spell(et *llmapi.ErrorType, form llmapi.ErrorForm) string {
	if form == llmapi.ByPointer {
		return "*" + et.Display
	}
	return et.Display
}
