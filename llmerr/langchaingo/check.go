// This file holds the Check function of langchaingo's content responses:
// an in-band failure turned into an error.
package langchaingoerr

import (
	"github.com/llmerrlint/llmerrlint/llmerr"
	"github.com/tmc/langchaingo/llms"
)

// CheckContentResponse returns nil for a healthy response of
// llms.Model.GenerateContent and, for an in-band failure, an error that
// carries it (see [llmerr.InBand]): it judges like
// [ClassifyContentResponse], and the [llmerr.Failure] keeps the first
// choice's stop reason. A streaming caller (llms.WithStreamingFunc) checks
// the response GenerateContent returns once the stream has ended.
func CheckContentResponse(r *llms.ContentResponse) error {
	class, failed := ClassifyContentResponse(r)
	f := llmerr.Failure{Class: class}
	if r != nil && len(r.Choices) > 0 && r.Choices[0] != nil {
		f.Reason = r.Choices[0].StopReason
	}
	return llmerr.InBand(f, failed)
}
