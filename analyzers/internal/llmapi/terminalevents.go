package llmapi

import (
	"go/types"
	"slices"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/code"
)

// IsTerminalEventType reports whether t is the type of a stream's
// terminal event.
func IsTerminalEventType(t types.Type) bool {
	n := code.NamedOf(t)
	return n != nil && n.Obj().Pkg() != nil && isObjectIn(n.Obj(), terminalEventTypes)
}

// IsTerminalEventMethod reports whether fn converts a stream event into
// a terminal event.
func IsTerminalEventMethod(fn *types.Func) bool {
	return fn != nil && isFuncIn(fn, terminalEventMethods)
}

// IsEventTypeField reports whether v is the type field of a stream event
// union, which names the terminal events among others.
func IsEventTypeField(v *types.Var) bool { return isFieldIn(v, eventTypeFields) }

// IsTerminalEventValue reports whether s is the type of a terminal event.
func IsTerminalEventValue(s string) bool { return slices.Contains(terminalEventValues, s) }

func terminalEventRefs() []ObjectRef {
	refs := append([]ObjectRef(nil), terminalEventTypes...)
	refs = append(refs, terminalEventMethods...)
	return append(refs, eventTypeFields...)
}
