// Stub of github.com/llmerrlint/llmerrlint/llmerr/fantasy for
// analysistest: the real signatures (llmerr/fantasy/*.go), stub bodies.

package fantasyerr

import (
	"charm.land/fantasy"
	"github.com/llmerrlint/llmerrlint/llmerr"
)

func ClassifyFinishReason(r fantasy.FinishReason) (class llmerr.ErrorClass, failed bool) {
	panic("stub")
}

func ClassifyResponse(r *fantasy.Response) (class llmerr.ErrorClass, failed bool) { panic("stub") }

func CheckResponse(r *fantasy.Response) error { panic("stub") }
