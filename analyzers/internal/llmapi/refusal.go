package llmapi

import "go/types"

// Refusals of the Responses API: a refusal is a content item of its own
// (type "refusal"), and the response's status stays completed. An
// adapter that keeps only the output text of a response reports the
// refusal as a normal, empty or partial, answer.

// outputTextReads read only the output text of a Responses API answer.
var outputTextReads = []ObjectRef{
	ref(openaiMod, "responses", "ResponseOutputMessageContentUnion", "Text"),
	ref(openaiMod, "responses", "ResponseOutputMessageContentUnion", "AsOutputText"),
	ref(openaiMod, "responses", "Response", "OutputText"),
}

// refusalReads reach a refusal item: its field, its variant, or the whole
// union (AsAny's type switch, the raw JSON).
var refusalReads = []ObjectRef{
	ref(openaiMod, "responses", "ResponseOutputMessageContentUnion", "Refusal"),
	ref(openaiMod, "responses", "ResponseOutputMessageContentUnion", "AsRefusal"),
	ref(openaiMod, "responses", "ResponseOutputMessageContentUnion", "AsAny"),
	ref(openaiMod, "responses", "ResponseOutputMessageContentUnion", "RawJSON"),
	ref(openaiMod, "responses", "", "ResponseOutputRefusal"),
}

// IsOutputTextRead reports whether obj reads only the output text of a
// Responses API answer (a content item's Text, Response.OutputText).
func IsOutputTextRead(obj types.Object) bool { return isMemberIn(obj, outputTextReads) }

// IsRefusalRead reports whether obj reaches a Responses API refusal item.
func IsRefusalRead(obj types.Object) bool { return isMemberIn(obj, refusalReads) }

// isMemberIn reports whether obj is one of refs: a field (matched with
// its struct), a method or a package-level object.
func isMemberIn(obj types.Object, refs []ObjectRef) bool {
	if obj == nil {
		return false
	}
	if v, ok := obj.(*types.Var); ok {
		return v.IsField() && isFieldIn(v, refs)
	}
	return isObjectIn(obj, refs)
}

func refusalRefs() []ObjectRef {
	return append(append([]ObjectRef(nil), outputTextReads...), refusalReads...)
}
