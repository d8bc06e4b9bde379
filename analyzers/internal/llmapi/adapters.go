package llmapi

import (
	"go/types"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/code"
)

// Model adapters: types a project writes to plug a provider into a
// framework. Their model method converts the provider's response into the
// framework's response type, and must carry the provider's reason over.

// ResponseLit is a framework response type that an adapter builds, and
// the field that carries the reason in it.
type ResponseLit struct {
	Ref     ObjectRef // the struct type (Recv empty)
	Reason  string    // its reason field
	Display string    // "model.LLMResponse"
}

// ResponseLitOf reports whether t (or what it points to) is a framework
// response type an adapter builds.
func ResponseLitOf(t types.Type) (*ResponseLit, bool) {
	n := code.NamedOf(t)
	if n == nil {
		return nil, false
	}
	r := RefOf(n.Obj())
	for i := range responseLits {
		if responseLits[i].Ref == r {
			return &responseLits[i], true
		}
	}
	return nil, false
}

// IsAdapterMethod reports whether fn is a concrete method that implements
// ADK's model.LLM.GenerateContent or langchaingo's llms.Model.GenerateContent.
func IsAdapterMethod(fn *types.Func) bool {
	if fn == nil || fn.Signature().Recv() == nil {
		return false
	}
	if _, isIface := fn.Signature().Recv().Type().Underlying().(*types.Interface); isIface {
		return false
	}
	c, ok := CallOf(fn)
	if !ok {
		return false
	}
	for _, m := range adapterMethods {
		if c.Ref == m {
			return true
		}
	}
	return false
}

// ProviderReason reports whether t (or what it points to) is a provider's
// response type with a reason field of the table, and returns that field
// and its rank in the table: a lower rank is the more direct reason
// (genai's Candidate.FinishReason before its response's PromptFeedback).
// A field the table marks weak does not count. The framework response
// types are providers too: an adapter may wrap another framework's model.
func ProviderReason(t types.Type) (field *types.Var, rank int, ok bool) {
	n := code.NamedOf(t)
	if n == nil || n.Obj().Pkg() == nil {
		return nil, 0, false
	}
	r := RefOf(n.Obj())
	for i, f := range reasonFields {
		if f.Weak || f.Ref.PkgPath != r.PkgPath || f.Ref.Recv != r.Name {
			continue
		}
		st, ok := n.Underlying().(*types.Struct)
		if !ok {
			continue
		}
		for j := 0; j < st.NumFields(); j++ {
			if st.Field(j).Name() == f.Ref.Name {
				return st.Field(j), i, true
			}
		}
	}
	return nil, 0, false
}

func adapterRefs() []ObjectRef {
	var refs []ObjectRef
	for _, l := range responseLits {
		refs = append(refs, l.Ref, ObjectRef{PkgPath: l.Ref.PkgPath, Recv: l.Ref.Name, Name: l.Reason})
	}
	refs = append(refs, adapterMethods...)
	for _, s := range streamCalls {
		refs = append(refs, s.Ref)
		if s.Option != (ObjectRef{}) {
			refs = append(refs, s.Option)
		}
		refs = append(refs, s.Via...)
	}
	return refs
}

// IsResponseReason reports whether v is the reason field of a framework
// response type (model.LLMResponse.FinishReason, llms.ContentChoice.StopReason).
func IsResponseReason(v *types.Var) bool {
	if v == nil || !v.IsField() || v.Pkg() == nil {
		return false
	}
	path := NormalizePath(v.Pkg().Path())
	for _, l := range responseLits {
		if l.Ref.PkgPath == path && l.Reason == v.Name() && ownerDeclares(v, l.Ref.Name) {
			return true
		}
	}
	return false
}

// DeclaresResponseLit reports whether the package at path (any major
// version) declares a framework response type: only a package that
// imports one can build its literal.
func DeclaresResponseLit(path string) bool {
	p := NormalizePath(path)
	for _, l := range responseLits {
		if l.Ref.PkgPath == p {
			return true
		}
	}
	return false
}
