// Stub of github.com/llmerrlint/llmerrlint/llmerr/langchaingo for
// analysistest: the real signatures (llmerr/langchaingo/*.go), stub bodies.

package langchaingoerr

import (
	"github.com/llmerrlint/llmerrlint/llmerr"
	"github.com/tmc/langchaingo/llms"
)

func ClassifyContentResponse(r *llms.ContentResponse) (class llmerr.ErrorClass, failed bool) {
	panic("stub")
}

func ClassifyChoice(c *llms.ContentChoice) (class llmerr.ErrorClass, failed bool) { panic("stub") }

func CheckContentResponse(r *llms.ContentResponse) error { panic("stub") }
