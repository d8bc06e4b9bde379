// Command nulllint is the floor llmerrlint is measured against: the same
// multichecker driver as cmd/llmerrlint, running one analyzer that does
// nothing but declare a fact type. Declaring a fact type is what makes a
// driver analyse every dependency and write facts (.vetx files under go
// vet), so this is the least any facts-using go/analysis suite costs.
//
// It is a measuring tool for make overhead, not shipped to users.
package main

import (
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/multichecker"
)

// nothing is a fact type no one exports.
type nothing struct{}

func (*nothing) AFact()         {}
func (*nothing) String() string { return "nothing" }

var null = &analysis.Analyzer{
	Name:             "null",
	Doc:              "null does nothing; it declares a fact type so that drivers analyse dependencies",
	Run:              func(*analysis.Pass) (any, error) { return nil, nil },
	FactTypes:        []analysis.Fact{new(nothing)},
	RunDespiteErrors: true,
}

func main() { multichecker.Main(null) }
