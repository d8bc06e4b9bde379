// Command gendoc writes the analyzer reference, docs/analyzers.md, from
// the Doc and flags of every registered analyzer. Run it through
//
//	go generate ./analyzers
//
// A test in package analyzers fails when the file and the analyzers
// disagree.
package main

import (
	"fmt"
	"os"

	"github.com/llmerrlint/llmerrlint/analyzers"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/analysisdoc"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: gendoc <output file>")
		os.Exit(2)
	}
	if err := os.WriteFile(os.Args[1], analysisdoc.Reference(analyzers.Default()), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "gendoc:", err)
		os.Exit(1)
	}
}
