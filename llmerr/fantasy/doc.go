// Package fantasyerr classifies the failures of Charm's fantasy SDK
// (charm.land/fantasy) into the thirteen classes of [llmerr.ErrorClass],
// on both channels.
//
// # Thrown channel
//
// A blank import wires fantasy's errors into [llmerr.Classify], and so
// into the ADK callbacks and plugin, the retry decorator and the metrics:
//
//	import _ "github.com/llmerrlint/llmerrlint/llmerr/fantasy"
//
// Every fantasy provider turns its SDK's error into a *fantasy.ProviderError
// that keeps the HTTP status and the provider's verdicts (an expired
// credential, a context too large, a transient mid-stream error event),
// with the SDK's error as its Cause. The package's init registers
// [Classifier], which reads those structured fields; see
// [ClassifyProviderError]. A *fantasy.NoObjectGeneratedError (GenerateObject
// could not parse or validate the model's answer) is classified by its
// finish reason, or as [llmerr.ToolProtocol]. fantasy's RetryError unwraps
// to its last error, which llmerr's walk of the error tree then reads.
//
// # In-band channel
//
// A call that returned no error can still have failed. [ClassifyResponse]
// reads Response.FinishReason (pass an agent's &result.Response, or a
// step's &step.Response), and [ClassifyFinishReason] maps each
// [fantasy.FinishReason], for a stream's finish part, an ObjectResponse or
// the reason of a StepResult.
//
// The package is named fantasyerr so that it imports beside fantasy
// without renaming. It lives in its own module,
// github.com/llmerrlint/llmerrlint/llmerr/fantasy, which requires only
// llmerr and fantasy.
//
// Nothing here reads message text: status codes, the provider's flags and
// finish reasons are fantasy's structured fields.
package fantasyerr
