// Package ollamaerr classifies the failures of Ollama's Go client,
// github.com/ollama/ollama/api, into the classes of [llmerr.ErrorClass].
//
// It lives in its own module, github.com/llmerrlint/llmerrlint/llmerr/ollama,
// so that only users of Ollama's client compile it.
//
// # Thrown channel
//
// A blank import wires the client's errors into [llmerr.Classify], and so
// into the ADK callbacks and plugin, the retry decorator and the metrics:
//
//	import _ "github.com/llmerrlint/llmerrlint/llmerr/ollama"
//
// The package's init registers [Classifier]. The client returns
// api.StatusError and api.AuthorizationError as values, never as
// pointers; both are classified by their HTTP status (see
// [Classifier.ClassifyError]). Network and context errors come back as
// net/http returns them, and the core classifies those. Nothing reads
// message text.
//
// # In-band channel
//
// Client.Chat and Client.Generate hand every response to a callback; the
// last one (Done set) says why the model stopped in DoneReason.
// [ClassifyChatResponse] and [ClassifyGenerateResponse] read it:
// "length" is [llmerr.Truncated]; "stop", and the "load" and "unload" of
// a request that only loads or unloads a model, are healthy; a final
// response without a reason is a generation the server cut off (its
// runner's connection closed) and is [llmerr.Unknown]. Responses before
// the last say nothing, and are healthy. See [ClassifyDoneReason].
// [CheckChatResponse] and [CheckGenerateResponse] turn such a failure into
// an error that [llmerr.Classify] and [llmerr.FailureOf] read (see
// [llmerr.InBand]).
package ollamaerr
