package finishreason_test

import (
	"strings"
	"testing"

	"github.com/llmerrlint/llmerrlint/analyzers/finishreason"
)

func TestConfigFlagsAndDoc(t *testing.T) {
	a := finishreason.New(finishreason.Config{})
	if err := a.Flags.Parse([]string{"-strict"}); err != nil {
		t.Fatal(err)
	}
	if f := a.Flags.Lookup("strict"); f == nil || f.Value.String() != "true" {
		t.Fatalf("-strict not bound: %v", f)
	}
	if !strings.HasPrefix(a.Doc, "report model calls whose finish reason") || !strings.Contains(a.Doc, "Reading the reason means") {
		t.Errorf("Doc not extracted from doc.go: %q", a.Doc)
	}
}
