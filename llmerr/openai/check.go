// This file holds the Check functions of openai-go's responses: an in-band
// failure turned into an error.
package openaierr

import (
	"github.com/llmerrlint/llmerrlint/llmerr"
	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/responses"
)

// CheckChatCompletion returns nil for a healthy Chat Completions response
// and, for an in-band failure, an error that carries it (see
// [llmerr.InBand]): it judges like [ClassifyChatCompletion], and the
// [llmerr.Failure] keeps the first choice's finish reason and refusal.
//
// For a stream, check the accumulator's completion once the stream ends:
//
//	acc := openai.ChatCompletionAccumulator{}
//	for stream.Next() {
//		acc.AddChunk(stream.Current())
//	}
//	if err := stream.Err(); err != nil {
//		return err
//	}
//	if err := openaierr.CheckChatCompletion(&acc.ChatCompletion); err != nil {
//		return err
//	}
//
// A stream that ended before its last chunk has no finish reason, and is
// [llmerr.Unknown].
func CheckChatCompletion(r *openai.ChatCompletion) error {
	class, failed := ClassifyChatCompletion(r)
	f := llmerr.Failure{Class: class}
	if r != nil && len(r.Choices) > 0 {
		f.Reason, f.Raw = r.Choices[0].FinishReason, r.Choices[0].Message.Refusal
	}
	return llmerr.InBand(f, failed)
}

// CheckResponse returns nil for a healthy Responses API response and, for
// an in-band failure, an error that carries it: it judges like
// [ClassifyResponse]. The [llmerr.Failure]'s Reason is the error code, else
// the incomplete reason, else the status; Raw is the error's message. For
// a stream, check the Response of its terminal event
// (response.completed, response.incomplete or response.failed).
func CheckResponse(r *responses.Response) error {
	class, failed := ClassifyResponse(r)
	f := llmerr.Failure{Class: class}
	if r != nil {
		f.Reason, f.Raw = responseReason(r), r.Error.Message
	}
	return llmerr.InBand(f, failed)
}

// responseReason is the field that tells why a response failed, in the
// order ClassifyResponse reads them.
func responseReason(r *responses.Response) string {
	switch {
	case r.Error.Code != "":
		return string(r.Error.Code)
	case r.IncompleteDetails.Reason != "":
		return r.IncompleteDetails.Reason
	}
	return string(r.Status)
}
