package ollamaerr

import (
	"github.com/llmerrlint/llmerrlint/llmerr"
	"github.com/ollama/ollama/api"
)

// ClassifyDoneReason maps the DoneReason of a final response (Done set)
// to a class. failed is false when the reason says nothing failed:
//
//   - "stop" is a normal end; "load" and "unload" answer a request that
//     only loads or unloads a model.
//   - "length" is [llmerr.Truncated]: the answer hit num_predict or the
//     context window.
//   - "" in a final response is a generation the server cut off (the
//     runner's connection closed): [llmerr.Unknown]. Any other value is
//     [llmerr.Unknown] too, until someone decides its class.
func ClassifyDoneReason(reason string) (class llmerr.ErrorClass, failed bool) {
	switch reason {
	case "stop", "load", "unload":
		return 0, false
	case "length":
		return llmerr.Truncated, true
	}
	return llmerr.Unknown, true
}

// ClassifyChatResponse classifies a response Client.Chat hands its
// callback: a response before the last (Done unset) is healthy; the last
// one is classified by its DoneReason (see [ClassifyDoneReason]).
func ClassifyChatResponse(r api.ChatResponse) (class llmerr.ErrorClass, failed bool) {
	if !r.Done {
		return 0, false
	}
	return ClassifyDoneReason(r.DoneReason)
}

// ClassifyGenerateResponse classifies a response Client.Generate hands
// its callback, as [ClassifyChatResponse] does.
func ClassifyGenerateResponse(r api.GenerateResponse) (class llmerr.ErrorClass, failed bool) {
	if !r.Done {
		return 0, false
	}
	return ClassifyDoneReason(r.DoneReason)
}
