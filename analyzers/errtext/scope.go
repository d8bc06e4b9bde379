package errtext

import (
	"go/ast"
	"go/types"
	"strings"
)

// llmModules are the module paths whose APIs put a function in scope. A
// major-version suffix (/v2, /v3) is part of the same module family.
var llmModules = []string{
	"google.golang.org/genai",
	"google.golang.org/adk",
	"github.com/openai/openai-go",
	"github.com/sashabaranov/go-openai",
	"github.com/anthropics/anthropic-sdk-go",
	"github.com/tmc/langchaingo",
	"github.com/firebase/genkit/go",
	"github.com/llmerrlint/llmerrlint/llmerr",
}

func isLLMPath(path string) bool {
	for _, m := range llmModules {
		if rest, ok := strings.CutPrefix(path, m); ok && (rest == "" || rest[0] == '/') {
			return true
		}
	}
	return false
}

// importsLLM reports whether pkg imports an LLM API directly. A function can
// only refer to one by name if its package imports it.
func importsLLM(pkg *types.Package) bool {
	for _, imp := range pkg.Imports() {
		if isLLMPath(imp.Path()) {
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
			if obj := info.Uses[id]; obj != nil && obj.Pkg() != nil && isLLMPath(obj.Pkg().Path()) {
				found = true
			}
		}
		return true
	})
	return found
}
