// This file holds the Check function of fantasy's responses: an in-band
// failure turned into an error.
package fantasyerr

import (
	"charm.land/fantasy"
	"github.com/llmerrlint/llmerrlint/llmerr"
)

// CheckResponse returns nil for a healthy response of
// LanguageModel.Generate (or an agent step's) and, for an in-band failure,
// an error that carries it (see [llmerr.InBand]): it judges like
// [ClassifyResponse], and the [llmerr.Failure] keeps the finish reason. A
// stream's finish part carries the reason: classify it with
// [ClassifyFinishReason].
func CheckResponse(r *fantasy.Response) error {
	class, failed := ClassifyResponse(r)
	f := llmerr.Failure{Class: class}
	if r != nil {
		f.Reason = string(r.FinishReason)
	}
	return llmerr.InBand(f, failed)
}
