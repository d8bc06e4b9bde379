package partialswitch

import (
	"log"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/openai/openai-go/v3/responses"
	goopenai "github.com/sashabaranov/go-openai"
	"google.golang.org/adk/v2/model"
	"google.golang.org/genai"
)

// failureDefault sends what it does not list to a failure of its own.
func failureDefault(msg *anthropic.Message) StopReason {
	switch msg.StopReason {
	case anthropic.StopReasonEndTurn:
		return StopEndTurn
	case anthropic.StopReasonMaxTokens:
		return StopMaxTokens
	default:
		return StopError
	}
}

// passThrough keeps the provider's value for what it does not list.
func passThrough(choice goopenai.ChatCompletionChoice) *Result {
	out := &Result{}
	switch choice.FinishReason {
	case goopenai.FinishReasonStop:
		out.StopReason = StopEndTurn
	case goopenai.FinishReasonLength:
		out.StopReason = StopMaxTokens
	default:
		out.StopReason = StopReason(choice.FinishReason)
	}
	return out
}

// filteredFirst handles content_filter before the switch.
func filteredFirst(choice goopenai.ChatCompletionChoice) (*Result, error) {
	if choice.FinishReason == goopenai.FinishReasonContentFilter {
		return nil, errFiltered
	}
	out := &Result{}
	switch choice.FinishReason {
	case goopenai.FinishReasonStop:
		out.StopReason = StopEndTurn
	case goopenai.FinishReasonLength:
		out.StopReason = StopMaxTokens
	}
	return out, nil
}

var errFiltered error

// presetError starts from a failure: what the switch does not list stays
// one.
func presetError(choice goopenai.ChatCompletionChoice) *Result {
	out := &Result{StopReason: StopError}
	switch choice.FinishReason {
	case goopenai.FinishReasonStop:
		out.StopReason = StopEndTurn
	case goopenai.FinishReasonLength:
		out.StopReason = StopMaxTokens
	}
	return out
}

// fillsAfter sets a fallback once the switch is done.
func fillsAfter(msg *anthropic.Message) *model.LLMResponse {
	resp := &model.LLMResponse{}
	switch msg.StopReason {
	case anthropic.StopReasonEndTurn:
		resp.FinishReason = genai.FinishReasonStop
	case anthropic.StopReasonMaxTokens:
		resp.FinishReason = genai.FinishReasonMaxTokens
	}
	if resp.FinishReason == "" {
		resp.FinishReason = genai.FinishReasonOther
	}
	return resp
}

// control switches to act, not to map.
func control(choice goopenai.ChatCompletionChoice) string {
	switch choice.FinishReason {
	case goopenai.FinishReasonToolCalls:
		log.Print("tools")
	case goopenai.FinishReasonStop:
		return choice.Message.Content
	}
	return ""
}

// polling waits for a background response: no map at all.
func polling(r *responses.Response) bool {
	switch r.Status {
	case responses.ResponseStatusCompleted:
		return true
	case responses.ResponseStatusInProgress, responses.ResponseStatusQueued:
		return false
	}
	return true
}

// everyStatus lists every failure of the Responses API.
func everyStatus(r *responses.Response) genai.FinishReason {
	switch r.Status {
	case responses.ResponseStatusIncomplete:
		return genai.FinishReasonMaxTokens
	case responses.ResponseStatusFailed, responses.ResponseStatusCancelled:
		return genai.FinishReasonOther
	default:
		return genai.FinishReasonStop
	}
}

// defaulted fills the reason in a helper of this package after the
// switch.
func defaulted(choice goopenai.ChatCompletionChoice) *Result {
	out := &Result{}
	switch choice.FinishReason {
	case goopenai.FinishReasonStop:
		out.StopReason = StopEndTurn
	case goopenai.FinishReasonLength:
		out.StopReason = StopMaxTokens
	}
	normalize(out)
	return out
}

func normalize(r *Result) {
	if r.StopReason == "" {
		r.StopReason = StopError
	}
}

// presetFailure defines a failure of its own before the switch: what the
// switch does not list stays one.
func presetFailure(resp *anthropic.Message) string {
	finishReason := "error"
	switch resp.StopReason {
	case anthropic.StopReasonEndTurn:
		finishReason = "stop"
	case anthropic.StopReasonMaxTokens:
		finishReason = "length"
	}
	return finishReason
}

// presetElsewhere defines the normal value, right before the switch, in
// another variable than the one the cases assign.
func presetElsewhere(resp *anthropic.Message) (string, string) {
	finishReason := "error"
	fallback := "stop"
	switch resp.StopReason {
	case anthropic.StopReasonEndTurn:
		finishReason = "stop"
	case anthropic.StopReasonMaxTokens:
		finishReason = "length"
	}
	return fallback, finishReason
}
