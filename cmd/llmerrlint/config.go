package main

import (
	"fmt"
	"go/types"
	"slices"
	"strings"

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
			if full := completePath(t, byPath); full != "" {
				errs = append(errs, fmt.Errorf("classswitch.types: %s: want the full import path, %s", t, full))
				continue
			}
			warnings = append(warnings, "classswitch.types: "+t+" was not checked: no package of the build imports its package")
		}
	}
	return errs, warnings
}

// completePath returns the entry with its import path completed, when t
// names a package by a shorter path ("genai.FinishReason") and exactly one
// package of the build ends in that path; otherwise "".
func completePath(t string, byPath map[string]*types.Package) string {
	i := strings.LastIndexByte(t, '.')
	if i <= 0 {
		return ""
	}
	var found []string
	for path := range byPath {
		if strings.HasSuffix(path, "/"+t[:i]) {
			found = append(found, path)
		}
	}
	slices.Sort(found)
	if len(found) != 1 {
		return ""
	}
	return found[0] + t[i:]
}
