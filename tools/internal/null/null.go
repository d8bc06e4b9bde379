// Package null holds the analyzer of the null driver llmerrlint is
// measured against: it does nothing but declare a fact type. Declaring a
// fact type is what makes a driver analyse every dependency and write
// facts (.vetx files under go vet), so this is the least any facts-using
// go/analysis suite costs.
package null

import "golang.org/x/tools/go/analysis"

// nothing is a fact type no one exports.
type nothing struct{}

func (*nothing) AFact()         {}
func (*nothing) String() string { return "nothing" }

// Analyzer does nothing and declares a fact type.
var Analyzer = &analysis.Analyzer{
	Name:             "null",
	Doc:              "null does nothing; it declares a fact type so that drivers analyse dependencies",
	Run:              func(*analysis.Pass) (any, error) { return nil, nil },
	FactTypes:        []analysis.Fact{new(nothing)},
	RunDespiteErrors: true,
}
