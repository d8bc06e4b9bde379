package callbackretry

import (
	"go/types"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
)

const (
	adkAgent = "google.golang.org/adk/agent"
	adkModel = "google.golang.org/adk/model"
)

// callbackKind names the ADK model callback whose signature sig has, or
// returns "". Matching the signature rather than the named type finds
// callbacks however they are declared: literals in a Config, named
// functions, methods, factories' results.
func callbackKind(sig *types.Signature) string {
	if sig == nil || sig.Params().Len() != 3 || sig.Results().Len() != 2 {
		return ""
	}
	p, r := sig.Params(), sig.Results()
	if !isNamed(p.At(0).Type(), adkAgent, "Context", "CallbackContext") ||
		!isError(p.At(2).Type()) ||
		!isPtrTo(r.At(0).Type(), adkModel, "LLMResponse") || !isError(r.At(1).Type()) {
		return ""
	}
	switch {
	case isPtrTo(p.At(1).Type(), adkModel, "LLMRequest"):
		return "OnModelError"
	case isPtrTo(p.At(1).Type(), adkModel, "LLMResponse"):
		return "AfterModel"
	}
	return ""
}

func isError(t types.Type) bool {
	return types.Identical(t, types.Universe.Lookup("error").Type())
}

func isPtrTo(t types.Type, pkg, name string) bool {
	p, ok := types.Unalias(t).(*types.Pointer)
	return ok && isNamed(p.Elem(), pkg, name)
}

// isNamed reports whether t is the named type pkg.name for one of names,
// in any major version of pkg.
func isNamed(t types.Type, pkg string, names ...string) bool {
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nil || llmapi.NormalizePath(n.Obj().Pkg().Path()) != pkg {
		return false
	}
	for _, name := range names {
		if n.Obj().Name() == name {
			return true
		}
	}
	return false
}
