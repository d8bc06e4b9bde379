// Package reasonmapgenkit maps go-openai's finish reason onto Genkit's, as
// a Genkit model plugin does.
package reasonmapgenkit

import (
	"github.com/firebase/genkit/go/ai"
	openai "github.com/sashabaranov/go-openai"
)

func finishReason(choice openai.ChatCompletionChoice) ai.FinishReason {
	switch choice.FinishReason {
	case openai.FinishReasonLength:
		return ai.FinishReasonLength
	case openai.FinishReasonStop, openai.FinishReasonToolCalls:
		return ai.FinishReasonStop
	default: // want `finishReason sends openai finish reason "content_filter" to FinishReasonStop`
		return ai.FinishReasonStop
	}
}

// streamed maps the reason inside the closure that reads the stream.
func streamed(chunks []openai.ChatCompletionStreamChoice, emit func(ai.FinishReason)) {
	for _, c := range chunks {
		func() {
			switch c.FinishReason {
			case openai.FinishReasonLength, openai.FinishReasonContentFilter:
				emit(ai.FinishReasonBlocked)
			default:
				emit(ai.FinishReasonStop)
			}
		}()
	}
}
