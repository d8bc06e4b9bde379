package llmapi

// refusal.go holds the lookups over the SDKs' Refusals (the data is in
// each SDK's file: openai.go), as terminalevents.go does for their
// TerminalEvents.

import "go/types"

// IsOutputTextRead reports whether obj reads only the text of an answer
// whose refusal is an item of its own (a Responses API content item's
// Text, Response.OutputText).
func IsOutputTextRead(obj types.Object) bool { return isMemberIn(obj, outputTextReads) }

// IsRefusalRead reports whether obj reaches such an answer's refusal item.
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
