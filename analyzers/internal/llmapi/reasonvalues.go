package llmapi

import (
	"go/constant"
	"go/types"
	"slices"
)

// Reason values: what an adapter's reason map must not send to the
// framework's STOP. A map from a provider's reason onto genai's
// FinishReason often lists the failures it knows and sends the rest to
// STOP in its default; every failure it forgot then passes as success.

// ReasonValues names a provider's reason (a named string type, or a
// field of type string) and its values that are not a success, as llmerr's
// provider packages classify them. The failures are in the order a
// diagnostic names them: the most common first.
type ReasonValues struct {
	Ref      ObjectRef // the type (Recv empty) or the field
	Display  string    // "anthropic stop reason"
	Failures []string
	// Successes are the other values of a named type; the conformance
	// test checks that the two lists cover its constants, so a value an
	// SDK adds is classified here before it is trusted.
	Successes []string
	// Tools are the successes that ask the caller to run tools: code
	// that only tells them apart from the rest dispatches tool calls and
	// never looks at a failure.
	Tools []string
	// Normal are the successes that end a turn with a complete answer:
	// what a reason map yields for one of them is its STOP, even in a
	// vocabulary of the application's own.
	Normal []string
}

// ReasonValuesOfType reports the failure values of t when t is a
// provider's named reason type.
func ReasonValuesOfType(t types.Type) (*ReasonValues, bool) {
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return nil, false
	}
	r := RefOf(n.Obj())
	for i := range reasonValues {
		if reasonValues[i].Ref.Recv == "" && reasonValues[i].Ref == r {
			return &reasonValues[i], true
		}
	}
	return nil, false
}

// ReasonValuesOfField reports the failure values of a provider's reason
// field, whether its type is a named reason type or a plain string.
func ReasonValuesOfField(v *types.Var) (*ReasonValues, bool) {
	if v == nil || !v.IsField() || v.Pkg() == nil {
		return nil, false
	}
	if rv, ok := ReasonValuesOfType(v.Type()); ok {
		return rv, true
	}
	path := NormalizePath(v.Pkg().Path())
	for i := range reasonValues {
		r := reasonValues[i].Ref
		if r.Recv != "" && r.PkgPath == path && r.Name == v.Name() && ownerDeclares(v, r.Recv) {
			return &reasonValues[i], true
		}
	}
	return nil, false
}

// IsStopConstant reports whether obj is a framework constant for a
// healthy stop (genai.FinishReasonStop, Genkit's ai.FinishReasonStop).
func IsStopConstant(obj types.Object) bool {
	c, ok := obj.(*types.Const)
	if !ok || c.Val().Kind() != constant.String {
		return false
	}
	return isObjectIn(c, stopConstants)
}

// HasReasonValues reports whether an import path is a package whose
// reasons the table lists failure values for.
func HasReasonValues(path string) bool {
	p := NormalizePath(path)
	return slices.ContainsFunc(reasonValues, func(rv ReasonValues) bool { return rv.Ref.PkgPath == p })
}

// ReasonValueTypes lists the named reason types of the table, for the
// conformance test to check their constants against the failure values.
func ReasonValueTypes() []ReasonValues {
	var out []ReasonValues
	for _, rv := range reasonValues {
		if rv.Ref.Recv == "" {
			out = append(out, rv)
		}
	}
	return out
}

func reasonValueRefs() []ObjectRef {
	var refs []ObjectRef
	for _, rv := range reasonValues {
		refs = append(refs, rv.Ref)
	}
	return append(refs, stopConstants...)
}
