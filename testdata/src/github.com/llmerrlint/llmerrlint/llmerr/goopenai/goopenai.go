// Stub of github.com/llmerrlint/llmerrlint/llmerr/goopenai for
// analysistest: the real signatures (llmerr/goopenai/*.go), stub bodies.

package goopenaierr

import (
	"github.com/llmerrlint/llmerrlint/llmerr"
	"github.com/sashabaranov/go-openai"
)

func ClassifyChatCompletion(r *openai.ChatCompletionResponse) (class llmerr.ErrorClass, failed bool) {
	panic("stub")
}

func ClassifyChatChoice(c openai.ChatCompletionChoice) (class llmerr.ErrorClass, failed bool) {
	panic("stub")
}

func ClassifyChatStreamChoice(c openai.ChatCompletionStreamChoice) (class llmerr.ErrorClass, failed bool) {
	panic("stub")
}

func ClassifyCompletionChoice(c openai.CompletionChoice) (class llmerr.ErrorClass, failed bool) {
	panic("stub")
}

func CheckChatCompletion(r *openai.ChatCompletionResponse) error { panic("stub") }

func CheckResponse(r *openai.CreateResponseResponse) error { panic("stub") }
