// This file holds the test for a package-level function named by its
// package path and name.

package code

import "go/types"

// IsFunc reports whether fn is the package-level function name of the
// package at path (errors.As, time.Sleep), not a method of that name.
func IsFunc(fn *types.Func, path, name string) bool {
	return fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == path && fn.Name() == name && fn.Signature().Recv() == nil
}
