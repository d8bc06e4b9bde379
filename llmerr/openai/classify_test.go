package openaierr_test

import (
	"errors"
	"fmt"
	"io"
	"testing"

	"github.com/llmerrlint/llmerrlint/llmerr"
	openaierr "github.com/llmerrlint/llmerrlint/llmerr/openai"
	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/packages/ssestream"
	"github.com/openai/openai-go/v3/responses"
)

func TestClassifyError(t *testing.T) {
	var nilErr *openai.Error
	for _, tc := range []struct {
		name string
		err  error
		want llmerr.ErrorClass
	}{
		{"429", &openai.Error{StatusCode: 429}, llmerr.RateLimited},
		{"502", &openai.Error{StatusCode: 502}, llmerr.Server},
		{"code sharpens status", &openai.Error{StatusCode: 400, Code: "content_filter"}, llmerr.PromptBlocked},
		{"status beats plain code", &openai.Error{StatusCode: 404, Code: "server_error"}, llmerr.NotFound},
		{"no status: code", &openai.Error{Code: "rate_limit_exceeded"}, llmerr.RateLimited},
		{"no status: type", &openai.Error{Type: "server_error"}, llmerr.Server},
		{"nothing", &openai.Error{}, llmerr.Unknown},
		{"499", &openai.Error{StatusCode: 499}, 0},
		{"typed nil", nilErr, llmerr.Unknown},
		{"deep in a join", errors.Join(errors.New("x"), fmt.Errorf("a: %w", &openai.Error{StatusCode: 401})), llmerr.Auth},
		{"beats a transport error", errors.Join(&openai.Error{StatusCode: 503}, io.ErrUnexpectedEOF), llmerr.Server},
		{"stream error", &ssestream.StreamError{Event: ssestream.Event{Data: []byte(`{"error":{"code":"invalid_prompt"}}`)}}, llmerr.PromptBlocked},
		{"stream error not json", &ssestream.StreamError{Event: ssestream.Event{Data: []byte(`{"error":`)}}, llmerr.Server},
		{"stream error empty", &ssestream.StreamError{}, llmerr.Server},
	} {
		if got := llmerr.Classify(tc.err); got != tc.want {
			t.Errorf("%s: Classify = %v, want %v", tc.name, got, tc.want)
		}
	}
}

func TestFailureStatus(t *testing.T) {
	f, ok := llmerr.FailureOf(fmt.Errorf("openai: call failed: %w", &openai.Error{StatusCode: 429, Code: "insufficient_quota", Type: "insufficient_quota"}))
	if !ok || f.Class != llmerr.RateLimited || f.HTTPCode != 429 || f.Status != "insufficient_quota" {
		t.Errorf("FailureOf = %+v, %v", f, ok)
	}
	f, _ = llmerr.FailureOf(&openai.Error{StatusCode: 500, Type: "server_error"})
	if f.Status != "server_error" {
		t.Errorf("Status = %q, want the type when there is no code", f.Status)
	}
}

func TestClassifyChatFinishReason(t *testing.T) {
	for reason, want := range map[string]llmerr.ErrorClass{
		"": 0, "stop": 0, "tool_calls": 0, "function_call": 0,
		"length": llmerr.Truncated, "content_filter": llmerr.OutputBlocked, "new_reason": llmerr.Unknown,
	} {
		if got, failed := openaierr.ClassifyChatFinishReason(reason); got != want || failed != (want != 0) {
			t.Errorf("ClassifyChatFinishReason(%q) = %v, %v; want %v", reason, got, failed, want)
		}
	}
	// The legacy Completions API has a typed reason with the same values.
	if got, _ := openaierr.ClassifyChatFinishReason(string(openai.CompletionChoiceFinishReasonLength)); got != llmerr.Truncated {
		t.Errorf("legacy length = %v", got)
	}
}

func TestClassifyChatCompletion(t *testing.T) {
	for _, tc := range []struct {
		name string
		r    *openai.ChatCompletion
		want llmerr.ErrorClass
	}{
		{"nil", nil, llmerr.Unknown},
		{"no choices", &openai.ChatCompletion{}, llmerr.Unknown},
		{"no finish reason", &openai.ChatCompletion{Choices: []openai.ChatCompletionChoice{{}}}, llmerr.Unknown},
		{"refusal with stop", &openai.ChatCompletion{Choices: []openai.ChatCompletionChoice{{FinishReason: "stop",
			Message: openai.ChatCompletionMessage{Refusal: "no"}}}}, llmerr.OutputBlocked},
		{"first choice decides", &openai.ChatCompletion{Choices: []openai.ChatCompletionChoice{{FinishReason: "stop"},
			{FinishReason: "length"}}}, 0},
	} {
		if got, _ := openaierr.ClassifyChatCompletion(tc.r); got != tc.want {
			t.Errorf("%s: ClassifyChatCompletion = %v, want %v", tc.name, got, tc.want)
		}
	}
}

func TestClassifyResponseValues(t *testing.T) {
	out := []responses.ResponseOutputItemUnion{{Type: "message", Content: []responses.ResponseOutputMessageContentUnion{{Type: "output_text", Text: "hi"}}}}
	for _, tc := range []struct {
		name string
		r    *responses.Response
		want llmerr.ErrorClass
	}{
		{"nil", nil, llmerr.Unknown},
		{"completed", &responses.Response{Status: responses.ResponseStatusCompleted, Output: out}, 0},
		{"streamed without status", &responses.Response{Output: out}, 0},
		{"steered", &responses.Response{Status: responses.ResponseStatusIncomplete, IncompleteDetails: responses.ResponseIncompleteDetails{Reason: "steered"}, Output: out}, 0},
		{"max messages", &responses.Response{Status: responses.ResponseStatusIncomplete, IncompleteDetails: responses.ResponseIncompleteDetails{Reason: "max_messages"}}, llmerr.Truncated},
		{"new incomplete reason", &responses.Response{IncompleteDetails: responses.ResponseIncompleteDetails{Reason: "new"}}, llmerr.Unknown},
		{"error code wins", &responses.Response{Error: responses.ResponseError{Code: responses.ResponseErrorCodeBioPolicy}, IncompleteDetails: responses.ResponseIncompleteDetails{Reason: "max_output_tokens"}}, llmerr.PromptBlocked},
		{"unlisted error code", &responses.Response{Error: responses.ResponseError{Code: "new_code"}}, llmerr.Unknown},
		{"queued", &responses.Response{Status: responses.ResponseStatusQueued}, llmerr.Unknown},
	} {
		if got, _ := openaierr.ClassifyResponse(tc.r); got != tc.want {
			t.Errorf("%s: ClassifyResponse = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestEveryResponseErrorCode makes sure each ResponseErrorCode constant of
// the SDK has a decided class.
func TestEveryResponseErrorCode(t *testing.T) {
	for _, code := range []responses.ResponseErrorCode{
		responses.ResponseErrorCodeServerError, responses.ResponseErrorCodeRateLimitExceeded,
		responses.ResponseErrorCodeInvalidPrompt, responses.ResponseErrorCodeVectorStoreTimeout,
		responses.ResponseErrorCodeInvalidImage, responses.ResponseErrorCodeInvalidImageFormat,
		responses.ResponseErrorCodeInvalidBase64Image, responses.ResponseErrorCodeInvalidImageURL,
		responses.ResponseErrorCodeImageTooLarge, responses.ResponseErrorCodeImageTooSmall,
		responses.ResponseErrorCodeImageParseError, responses.ResponseErrorCodeImageContentPolicyViolation,
		responses.ResponseErrorCodeInvalidImageMode, responses.ResponseErrorCodeImageFileTooLarge,
		responses.ResponseErrorCodeUnsupportedImageMediaType, responses.ResponseErrorCodeEmptyImageFile,
		responses.ResponseErrorCodeFailedToDownloadImage, responses.ResponseErrorCodeImageFileNotFound,
		// Newer than some SDK versions this module supports: spelled out.
		"bio_policy", "misalignment_policy_violation", "data_residency_mismatch",
	} {
		if _, ok := openaierr.ClassifyErrorCode(string(code)); !ok {
			t.Errorf("ResponseErrorCode %q has no class", code)
		}
	}
}
