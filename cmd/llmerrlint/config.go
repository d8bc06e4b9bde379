package main

import (
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"

	"github.com/llmerrlint/llmerrlint/analyzers/classswitch"
)

// checkConfig checks the options that name things in the code against
// the loaded packages, once, before any analysis: today the enum types
// of classswitch. It returns the errors, and warnings to print at the end.
func checkConfig(enabled []*analysis.Analyzer, pkgs []*packages.Package) (errs []error, warnings []string) {
	for _, a := range enabled {
		if a.Name != "classswitch" {
			continue
		}
		f := a.Flags.Lookup("types")
		if f == nil {
			continue
		}
		list, ok := f.Value.(*classswitch.TypeList)
		if !ok || len(*list) == 0 {
			continue
		}
		byPath := map[string]*types.Package{}
		packages.Visit(pkgs, nil, func(p *packages.Package) {
			if p.Types != nil {
				byPath[p.PkgPath] = p.Types
			}
		})
		e, absent := list.Resolve(func(path string) *types.Package { return byPath[path] })
		errs = append(errs, e...)
		for _, t := range absent {
			warnings = append(warnings, "classswitch.types: "+t+" was not checked: no package of the build imports its package")
		}
	}
	return errs, warnings
}
