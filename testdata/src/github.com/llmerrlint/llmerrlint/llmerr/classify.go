// Stub of the classifier functions of github.com/llmerrlint/llmerrlint/llmerr
// for analysistest: the real signatures (llmerr/*.go), stub bodies.

package llmerr

import (
	"google.golang.org/adk/v2/model"
	"google.golang.org/genai"
)

type Channel uint8

const (
	ChannelThrown Channel = iota + 1
	ChannelInBand
)

func (c Channel) String() string { panic("stub") }

type Failure struct {
	Class    ErrorClass
	Channel  Channel
	Raw      string
	HTTPCode int
	Status   string
	Reason   string
}

func Classify(err error) ErrorClass { panic("stub") }

func ClassifyHTTPStatus(code int) ErrorClass { panic("stub") }

func ClassifyStatusName(status string) ErrorClass { panic("stub") }

func ClassifyFinishReason(r genai.FinishReason) (c ErrorClass, ok bool) { panic("stub") }

func ClassifyBlockReason(r genai.BlockedReason) (c ErrorClass, ok bool) { panic("stub") }

func ClassifyResponse(r *model.LLMResponse) (class ErrorClass, failed bool) { panic("stub") }

func ClassifyGenerateContent(r *genai.GenerateContentResponse) (class ErrorClass, failed bool) {
	panic("stub")
}

func FailureOf(err error) (f Failure, ok bool) { panic("stub") }

func ResponseFailure(r *model.LLMResponse) (f Failure, ok bool) { panic("stub") }

func GenerateContentFailure(r *genai.GenerateContentResponse) (f Failure, ok bool) { panic("stub") }

var ErrInBand error

func InBand(f Failure, failed bool) error { panic("stub") }

func CheckGenerateContent(r *genai.GenerateContentResponse) error { panic("stub") }

func CheckResponse(r *model.LLMResponse) error { panic("stub") }
