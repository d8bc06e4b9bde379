// Stub of github.com/llmerrlint/llmerrlint/llmerr/openai for analysistest:
// the real signatures (llmerr/openai/*.go), stub bodies.

package openaierr

import (
	"github.com/llmerrlint/llmerrlint/llmerr"
	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/responses"
)

func ClassifyChatCompletion(r *openai.ChatCompletion) (class llmerr.ErrorClass, failed bool) {
	panic("stub")
}

func ClassifyChatChoice(c openai.ChatCompletionChoice) (class llmerr.ErrorClass, failed bool) {
	panic("stub")
}

func ClassifyChatFinishReason(reason string) (class llmerr.ErrorClass, failed bool) { panic("stub") }

func ClassifyResponse(r *responses.Response) (class llmerr.ErrorClass, failed bool) { panic("stub") }

func CheckChatCompletion(r *openai.ChatCompletion) error { panic("stub") }

func CheckResponse(r *responses.Response) error { panic("stub") }
