package errtext

import (
	"go/ast"
	"go/types"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
)

// importsLLM reports whether pkg imports an LLM API directly. A function can
// only refer to one by name if its package imports it.
func importsLLM(pkg *types.Package) bool {
	for _, imp := range pkg.Imports() {
		if llmapi.IsLLMPackage(imp.Path()) {
			return true
		}
	}
	return false
}

// refersToLLM reports whether node names any object declared in an LLM API
// package: a call, a type in a signature, a field, a constant.
func refersToLLM(info *types.Info, node ast.Node) bool {
	found := false
	ast.Inspect(node, func(n ast.Node) bool {
		if found {
			return false
		}
		if id, ok := n.(*ast.Ident); ok {
			if obj := info.Uses[id]; obj != nil && obj.Pkg() != nil && llmapi.IsLLMPackage(obj.Pkg().Path()) {
				found = true
			}
		}
		return true
	})
	return found
}
