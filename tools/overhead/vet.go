package main

import (
	"fmt"
	"os"
)

// vetEdits times go vet -vettool for both drivers after a fresh edit of
// one file, interleaved. The edit appends an exported function with a
// name never used before, so that the build cache holds nothing for the
// edited package or anything that imports it, for either driver.
func vetEdits(runs int, v *vetTarget, where, null, lint string) (*ratios, error) {
	file := v.file(where)
	orig, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	defer os.WriteFile(file, orig, 0o644)
	vet := func(tool string) func() (sample, error) {
		return func() (sample, error) {
			v.edits++
			edit := fmt.Sprintf("%s\nfunc OverheadEdit%d() {}\n", orig, v.edits)
			if err := os.WriteFile(file, []byte(edit), 0o644); err != nil {
				return sample{}, err
			}
			// go vet exits 1 when the linter reports.
			return run(v.vet(tool), 1)
		}
	}
	// Warm the cache of both drivers on the unedited tree first.
	for _, tool := range []string{null, lint} {
		if _, err := run(v.vet(tool), 1); err != nil {
			return nil, err
		}
	}
	return interleave(runs, vet(null), vet(lint))
}

func (v *vetTarget) vet(tool string, extraEnv ...string) invocation {
	argv := append([]string{"go", "vet", "-vettool=" + tool}, v.patterns...)
	return invocation{dir: v.dir, env: append(append([]string{}, v.env...), extraEnv...), argv: argv}
}
