// Command nulllint is the floor llmerrlint is measured against: the same
// multichecker driver as cmd/llmerrlint, running one analyzer that does
// nothing but declare a fact type (tools/internal/null).
//
// It is a measuring tool for make overhead, not shipped to users.
package main

import (
	"golang.org/x/tools/go/analysis/multichecker"

	"github.com/llmerrlint/llmerrlint/tools/internal/null"
)

func main() { multichecker.Main(null.Analyzer) }
