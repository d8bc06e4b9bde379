// This file holds the Check function of Genkit's model responses: an
// in-band failure turned into an error.
package genkiterr

import (
	"github.com/firebase/genkit/go/ai"
	"github.com/llmerrlint/llmerrlint/llmerr"
)

// CheckResponse returns nil for a healthy Genkit model response
// (genkit.Generate, a prompt's Execute) and, for an in-band failure, an
// error that carries it (see [llmerr.InBand]): it judges like
// [ClassifyResponse], and the [llmerr.Failure] keeps the finish reason and
// message. A streaming caller checks the final response the stream's last
// value carries once the loop ends.
func CheckResponse(r *ai.ModelResponse) error {
	class, failed := ClassifyResponse(r)
	f := llmerr.Failure{Class: class}
	if r != nil {
		f.Reason, f.Raw = string(r.FinishReason), r.FinishMessage
	}
	return llmerr.InBand(f, failed)
}
