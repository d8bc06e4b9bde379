// This file holds the Check functions of go-openai's responses: an in-band
// failure turned into an error.
package goopenaierr

import (
	"github.com/llmerrlint/llmerrlint/llmerr"
	openai "github.com/sashabaranov/go-openai"
)

// CheckChatCompletion returns nil for a healthy chat completion and, for
// an in-band failure, an error that carries it (see [llmerr.InBand]): it
// judges like [ClassifyChatCompletion], and the [llmerr.Failure] keeps the
// first choice's finish reason and refusal. CreateChatCompletion returns
// the response as a value: pass its address.
//
// go-openai has no stream accumulator: a streaming caller classifies each
// chunk's choice with [ClassifyChatStreamChoice] and makes sure one of
// them carried a reason.
func CheckChatCompletion(r *openai.ChatCompletionResponse) error {
	class, failed := ClassifyChatCompletion(r)
	f := llmerr.Failure{Class: class}
	if r != nil && len(r.Choices) > 0 {
		f.Reason, f.Raw = string(r.Choices[0].FinishReason), r.Choices[0].Message.Refusal
	}
	return llmerr.InBand(f, failed)
}

// CheckResponse returns nil for a healthy Responses API response
// (CreateResponse) and, for an in-band failure, an error that carries it:
// it judges like [ClassifyResponse]. The [llmerr.Failure]'s Reason is the
// error code, else the incomplete reason, else the status; Raw is the
// error's message.
func CheckResponse(r *openai.CreateResponseResponse) error {
	class, failed := ClassifyResponse(r)
	f := llmerr.Failure{Class: class}
	if r != nil {
		f.Reason = string(r.Status)
		if d := r.IncompleteDetails; d != nil && d.Reason != "" {
			f.Reason = d.Reason
		}
		if e := r.Error; e != nil && e.Code != "" {
			f.Reason, f.Raw = e.Code, e.Message
		}
	}
	return llmerr.InBand(f, failed)
}
