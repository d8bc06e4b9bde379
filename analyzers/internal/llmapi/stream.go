package llmapi

import (
	"go/types"
	"sync"
)

// StreamCall is a model call that streams its answer chunk by chunk: an
// error can arrive after the caller has handed chunks on.
type StreamCall struct {
	Ref ObjectRef // a model call of the table
	// Flag is the 1-based index of a bool parameter that turns streaming
	// on (ADK's GenerateContent(ctx, req, stream)); 0 when the call always
	// streams or streams by Option.
	Flag int
	// Option is an option function whose call among the arguments turns
	// streaming on (langchaingo's llms.WithStreamingFunc); its argument is
	// the function the chunks are handed to.
	Option ObjectRef
	// Via lists the methods that lead from the call's result to the
	// stream it delivers chunks on, for a result that is not the stream
	// itself (Bedrock's ConverseStreamOutput.GetStream, then the Events
	// channel of the event stream it returns): a value one of them
	// returns on the result, or on such a value, is the stream too.
	Via []ObjectRef
	// Config is the 1-based index of a config struct parameter, and Mode
	// the constant that, in one of its fields, turns streaming on (ADK's
	// runner.Run with agent.RunConfig{StreamingMode: agent.StreamingModeSSE});
	// without it the call yields whole events.
	Config int
	Mode   ObjectRef
	// Reason is the reason field the stream's chunks or events carry, one
	// of the SDK's ReasonFields: TestSDKShapes holds every stream to one.
	Reason ObjectRef
}

var streamByRef = sync.OnceValue(func() map[ObjectRef]*StreamCall {
	m := map[ObjectRef]*StreamCall{}
	for i := range streamCalls {
		m[streamCalls[i].Ref] = &streamCalls[i]
	}
	return m
})

// streamNames holds the names of the streaming calls: StreamOf is true
// only for a function of one of these names, the table's own or an
// implementation of its interface method.
var streamNames = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{}
	for i := range streamCalls {
		m[streamCalls[i].Ref.Name] = true
	}
	return m
})

// MayStream reports whether a function called name can be a streaming
// call, for a check to rule out most calls by CalleeName first.
func MayStream(name string) bool { return streamNames()[name] }

// StreamOf reports whether fn is a streaming model call (or, for a call
// that streams by a flag or an option, may be one), with its table entry.
func StreamOf(fn *types.Func) (*StreamCall, *Call, bool) {
	c, ok := CallOf(fn)
	if !ok {
		return nil, nil, false
	}
	s, ok := streamByRef()[c.Ref]
	return s, c, ok
}

// IsStreamOption reports whether fn is the option function of s.
func (s *StreamCall) IsStreamOption(fn *types.Func) bool {
	return s.Option != (ObjectRef{}) && fn != nil && RefOf(fn) == s.Option
}

// IsStreamingMode reports whether obj is the constant that turns
// streaming on in the call's config (s.Mode).
func (s *StreamCall) IsStreamingMode(obj types.Object) bool {
	return s.Mode != (ObjectRef{}) && obj != nil && obj.Pkg() != nil && RefOf(obj) == s.Mode
}

// StreamModeRefs lists the Mode constants of the table, for the
// conformance test.
func StreamModeRefs() []ObjectRef {
	var out []ObjectRef
	for _, s := range streamCalls {
		if s.Mode != (ObjectRef{}) {
			out = append(out, s.Mode)
		}
	}
	return out
}

// LeadsToStream reports whether fn is one of the methods of s.Via.
func (s *StreamCall) LeadsToStream(fn *types.Func) bool {
	return len(s.Via) > 0 && isFuncIn(fn, s.Via)
}

// IsCarrierInterface reports whether tn is one of carrierInterfaces.
func IsCarrierInterface(tn *types.TypeName) bool {
	return tn != nil && isObjectIn(tn, carrierInterfaces)
}
