// Stub of github.com/llmerrlint/llmerrlint/llmerr/ollama for
// analysistest: the real signatures (llmerr/ollama/*.go), stub bodies.

package ollamaerr

import (
	"github.com/llmerrlint/llmerrlint/llmerr"
	"github.com/ollama/ollama/api"
)

type Classifier struct{}

func (Classifier) ClassifyError(err error) (class llmerr.ErrorClass, ok bool) { panic("stub") }

func ClassifyDoneReason(reason string) (class llmerr.ErrorClass, failed bool) { panic("stub") }

func ClassifyChatResponse(r api.ChatResponse) (class llmerr.ErrorClass, failed bool) { panic("stub") }

func ClassifyGenerateResponse(r api.GenerateResponse) (class llmerr.ErrorClass, failed bool) {
	panic("stub")
}

func CheckChatResponse(r api.ChatResponse) error { panic("stub") }

func CheckGenerateResponse(r api.GenerateResponse) error { panic("stub") }
