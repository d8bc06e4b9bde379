package llmerr_test

import (
	"context"
	"errors"
	"fmt"

	"github.com/llmerrlint/llmerrlint/llmerr"
	"google.golang.org/adk/v2/model"
	"google.golang.org/genai"
)

func ExampleClassify() {
	// genai returns APIError as a value; ADK wraps it; your code may wrap
	// it again. Classify finds it anywhere in the tree.
	err := fmt.Errorf("billing agent: %w",
		fmt.Errorf("failed to call model: %w",
			genai.APIError{Code: 429, Status: "RESOURCE_EXHAUSTED", Message: "quota"}))
	c := llmerr.Classify(err)
	r := llmerr.RuleFor(c)
	fmt.Println(c, r.Owner, r.View, "retry:", r.Retryable, "action:", r.Action)

	// The HTTP code wins over the status name.
	fmt.Println(llmerr.Classify(genai.APIError{Code: 504, Status: "DEADLINE_EXCEEDED"}))
	// A caller's cancellation and a nil error are not failures.
	fmt.Println(llmerr.Classify(fmt.Errorf("run: %w", context.Canceled)), llmerr.Classify(nil))
	// Output:
	// RATE_LIMITED provider reliability retry: true action: degrade
	// SERVER
	// NONE NONE
}

func ExampleFailureOf() {
	err := fmt.Errorf("failed to call model: %w", genai.APIError{Code: 404, Status: "NOT_FOUND", Message: "models/gemini-0 is not found"})
	if f, ok := llmerr.FailureOf(err); ok {
		fmt.Println(f.Class, f.Channel, f.HTTPCode, f.Status, f.Rule().Pages)
		fmt.Println(f.Raw)
	}
	// Output:
	// NOT_FOUND thrown 404 NOT_FOUND true
	// failed to call model: Error 404, Message: models/gemini-0 is not found, Status: NOT_FOUND, Details: []
}

func ExampleClassifyResponse() {
	// What ADK's Gemini model yields for a candidate that stopped for
	// SAFETY with no text: both fields say SAFETY, and the finish reason
	// wins.
	stopped := &model.LLMResponse{ErrorCode: "SAFETY", FinishReason: genai.FinishReasonSafety}
	// A streamed prompt block: an error code and no finish reason.
	blocked := &model.LLMResponse{ErrorCode: "PROHIBITED_CONTENT", Partial: true}
	// Text cut off by the token limit: ADK leaves ErrorCode empty.
	truncated := &model.LLMResponse{Content: genai.NewContentFromText("The refund covers", genai.RoleModel), FinishReason: genai.FinishReasonMaxTokens}
	// A streaming chunk with text: healthy.
	chunk := &model.LLMResponse{Content: genai.NewContentFromText("The", genai.RoleModel), Partial: true}

	for _, r := range []*model.LLMResponse{stopped, blocked, truncated, chunk, {}} {
		c, failed := llmerr.ClassifyResponse(r)
		fmt.Println(c, failed)
	}
	// Output:
	// OUTPUT_BLOCKED true
	// PROMPT_BLOCKED true
	// TRUNCATED true
	// NONE false
	// UNKNOWN true
}

func ExampleClassifyGenerateContent() {
	resp := &genai.GenerateContentResponse{
		PromptFeedback: &genai.GenerateContentResponsePromptFeedback{BlockReason: genai.BlockedReasonJailbreak},
	}
	if f, failed := llmerr.GenerateContentFailure(resp); failed {
		fmt.Println(f.Class, f.Channel, f.Reason, f.Rule().Action)
	}
	// Output:
	// PROMPT_BLOCKED in_band JAILBREAK refuse
}

func ExampleParseErrorClass() {
	c, err := llmerr.ParseErrorClass("OUTPUT_BLOCKED")
	fmt.Println(c, err)
	_, err = llmerr.ParseErrorClass("output_blocked")
	fmt.Println(err != nil)
	// Output:
	// OUTPUT_BLOCKED <nil>
	// true
}

func ExampleErrCallBudget() {
	// A budget decorator returns ErrCallBudget (or an error that wraps it);
	// it wins over anything else in the tree.
	err := errors.Join(fmt.Errorf("call 501: %w", llmerr.ErrCallBudget), genai.APIError{Code: 503})
	fmt.Println(llmerr.Classify(err))
	// Output:
	// CALL_BUDGET
}
