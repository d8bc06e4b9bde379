// Stub of github.com/llmerrlint/llmerrlint/llmerr/anthropic for
// analysistest: the real signatures (llmerr/anthropic/*.go), stub bodies.

package anthropicerr

import (
	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/llmerrlint/llmerrlint/llmerr"
)

func ClassifyMessage(m *anthropic.Message) (class llmerr.ErrorClass, failed bool) { panic("stub") }

func ClassifyStopReason(r anthropic.StopReason) (class llmerr.ErrorClass, failed bool) {
	panic("stub")
}

func CheckMessage(m *anthropic.Message) error { panic("stub") }
