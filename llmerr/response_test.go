package llmerr_test

import (
	"testing"

	"github.com/llmerrlint/llmerrlint/llmerr"
	"google.golang.org/adk/v2/model"
	"google.golang.org/genai"
)

func text(s string) *genai.Content { return genai.NewContentFromText(s, genai.RoleModel) }

func TestClassifyResponse(t *testing.T) {
	tests := []struct {
		name string
		r    *model.LLMResponse
		want llmerr.ErrorClass // 0: healthy
	}{
		{"nil", nil, llmerr.Unknown},
		{"empty response", &model.LLMResponse{}, llmerr.Unknown},
		{"final with empty content", &model.LLMResponse{Content: &genai.Content{Role: "model"}}, llmerr.Unknown},
		{"final with zero parts", &model.LLMResponse{Content: &genai.Content{Role: "model", Parts: []*genai.Part{}}}, llmerr.Unknown},
		{"text, no finish reason", &model.LLMResponse{Content: text("hi")}, 0},
		{"text and STOP", &model.LLMResponse{Content: text("hi"), FinishReason: genai.FinishReasonStop, TurnComplete: true}, 0},
		{"STOP wins over an error code", &model.LLMResponse{Content: text("hi"), FinishReason: genai.FinishReasonStop, ErrorCode: "SAFETY"}, 0},
		// An empty STOP answer: the user would get nothing.
		{"STOP with no content", &model.LLMResponse{FinishReason: genai.FinishReasonStop}, llmerr.Unknown},
		{"STOP with zero parts", &model.LLMResponse{Content: &genai.Content{Role: "model", Parts: []*genai.Part{}}, FinishReason: genai.FinishReasonStop}, llmerr.Unknown},
		{"STOP with an empty text part", &model.LLMResponse{Content: &genai.Content{Role: "model", Parts: []*genai.Part{{Text: ""}, nil}}, FinishReason: genai.FinishReasonStop}, llmerr.Unknown},
		{"STOP with a thought signature only", &model.LLMResponse{Content: &genai.Content{Role: "model", Parts: []*genai.Part{{ThoughtSignature: []byte("sig")}}}, FinishReason: genai.FinishReasonStop}, llmerr.Unknown},
		{"STOP with no content and an error code", &model.LLMResponse{FinishReason: genai.FinishReasonStop, ErrorCode: "SAFETY"}, llmerr.Unknown},
		{"STOP with a function call", &model.LLMResponse{Content: &genai.Content{Role: "model", Parts: []*genai.Part{genai.NewPartFromFunctionCall("f", nil)}}, FinishReason: genai.FinishReasonStop}, 0},
		{"streamed last chunk: STOP with an empty part", &model.LLMResponse{Content: &genai.Content{Role: "model", Parts: []*genai.Part{{Text: ""}}}, FinishReason: genai.FinishReasonStop, Partial: true, TurnComplete: true}, 0},
		{"live turn end with STOP", &model.LLMResponse{FinishReason: genai.FinishReasonStop, TurnComplete: true}, 0},
		{"empty text part, no finish reason", &model.LLMResponse{Content: &genai.Content{Role: "model", Parts: []*genai.Part{{Text: ""}}}}, llmerr.Unknown},
		{"partial chunk with content", &model.LLMResponse{Content: text("par"), Partial: true}, 0},
		{"partial metadata-only chunk", &model.LLMResponse{Content: &genai.Content{Role: "model", Parts: []*genai.Part{}}, Partial: true}, 0},
		{"partial chunk with nothing", &model.LLMResponse{Partial: true}, llmerr.Unknown},
		{"interrupted live turn", &model.LLMResponse{Interrupted: true}, 0},
		{"live turn complete", &model.LLMResponse{TurnComplete: true}, 0},
		{"live transcription", &model.LLMResponse{Partial: true, OutputTranscription: &genai.Transcription{Text: "hi"}}, 0},
		{"live session resumption", &model.LLMResponse{SessionResumptionHandle: "h"}, 0},

		// Text with MAX_TOKENS: ADK leaves ErrorCode empty, but the
		// finish reason still says the answer was cut off.
		{"text and MAX_TOKENS", &model.LLMResponse{Content: text("half a sent"), FinishReason: genai.FinishReasonMaxTokens}, llmerr.Truncated},
		{"streamed final chunk MAX_TOKENS", &model.LLMResponse{Content: text("x"), FinishReason: genai.FinishReasonMaxTokens, Partial: true, TurnComplete: true}, llmerr.Truncated},
		{"no parts, MAX_TOKENS", &model.LLMResponse{ErrorCode: "MAX_TOKENS", FinishReason: genai.FinishReasonMaxTokens}, llmerr.Truncated},

		// Precedence: the finish reason wins over the error code.
		{"SAFETY stop with no text is output blocked", &model.LLMResponse{ErrorCode: "SAFETY", FinishReason: genai.FinishReasonSafety}, llmerr.OutputBlocked},
		{"SAFETY finish with a different code", &model.LLMResponse{ErrorCode: "PROHIBITED_CONTENT", FinishReason: genai.FinishReasonSafety}, llmerr.OutputBlocked},
		{"MALFORMED_FUNCTION_CALL", &model.LLMResponse{ErrorCode: "MALFORMED_FUNCTION_CALL", FinishReason: genai.FinishReasonMalformedFunctionCall}, llmerr.ToolProtocol},
		{"unspecified finish defers to the code", &model.LLMResponse{ErrorCode: "FINISH_REASON_UNSPECIFIED", FinishReason: genai.FinishReasonUnspecified}, llmerr.Unknown},
		{"unspecified finish with text", &model.LLMResponse{Content: text("x"), FinishReason: genai.FinishReasonUnspecified}, 0},
		{"a future finish reason", &model.LLMResponse{Content: text("x"), FinishReason: "NEW_REASON"}, llmerr.Unknown},

		// No finish reason: the error code is a prompt block reason.
		{"PROHIBITED_CONTENT without finish is prompt blocked", &model.LLMResponse{ErrorCode: "PROHIBITED_CONTENT"}, llmerr.PromptBlocked},
		{"streamed prompt block", &model.LLMResponse{ErrorCode: "SAFETY", Partial: true, Content: nil}, llmerr.PromptBlocked},
		{"prompt block with empty content", &model.LLMResponse{ErrorCode: "JAILBREAK", Content: &genai.Content{Role: "model"}}, llmerr.PromptBlocked},
		{"UNKNOWN_ERROR sentinel", &model.LLMResponse{ErrorCode: "UNKNOWN_ERROR", ErrorMessage: "Unknown error."}, llmerr.Unknown},
		{"unspecified block reason", &model.LLMResponse{ErrorCode: "BLOCKED_REASON_UNSPECIFIED"}, llmerr.Unknown},
		{"a finish reason as a bare code", &model.LLMResponse{ErrorCode: "MAX_TOKENS"}, llmerr.Unknown},
		{"an unknown code beats content", &model.LLMResponse{ErrorCode: "WHATEVER", Content: text("x")}, llmerr.Unknown},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, failed := llmerr.ClassifyResponse(tt.r)
			if c != tt.want || failed != (tt.want != 0) {
				t.Errorf("ClassifyResponse = %v, %v; want %v, %v", c, failed, tt.want, tt.want != 0)
			}
		})
	}
}

// TestClassifyResponseEveryReason builds an ADK response for each finish
// reason (as ADK fills it for a candidate without parts, and with text) and
// for each block reason (a streamed prompt block).
func TestClassifyResponseEveryReason(t *testing.T) {
	for _, tt := range finishReasons {
		want := tt.want
		noParts := &model.LLMResponse{ErrorCode: string(tt.reason), FinishReason: tt.reason}
		withText := &model.LLMResponse{Content: text("x"), FinishReason: tt.reason}
		wantNoParts, wantText := want, want
		if !tt.ok {
			// STOP is healthy; UNSPECIFIED is no reason: with no parts its
			// error code is not a block reason (Unknown), with text healthy.
			wantText = 0
			// A STOP with no parts is an empty answer: Unknown too.
			wantNoParts = llmerr.Unknown
		}
		if c, _ := llmerr.ClassifyResponse(noParts); c != wantNoParts {
			t.Errorf("finish %s, no parts: %v, want %v", tt.reason, c, wantNoParts)
		}
		if c, _ := llmerr.ClassifyResponse(withText); c != wantText {
			t.Errorf("finish %s, with text: %v, want %v", tt.reason, c, wantText)
		}
	}
	for _, tt := range blockReasons {
		r := &model.LLMResponse{ErrorCode: string(tt.reason), Partial: true}
		if c, failed := llmerr.ClassifyResponse(r); c != tt.want || !failed {
			t.Errorf("block %s: %v, %v; want %v, true", tt.reason, c, failed, tt.want)
		}
	}
}

func TestClassifyGenerateContent(t *testing.T) {
	cand := func(reason genai.FinishReason, c *genai.Content) *genai.GenerateContentResponse {
		return &genai.GenerateContentResponse{Candidates: []*genai.Candidate{{Content: c, FinishReason: reason}}}
	}
	blocked := func(reason genai.BlockedReason) *genai.GenerateContentResponse {
		return &genai.GenerateContentResponse{PromptFeedback: &genai.GenerateContentResponsePromptFeedback{BlockReason: reason}}
	}
	tests := []struct {
		name string
		r    *genai.GenerateContentResponse
		want llmerr.ErrorClass
	}{
		{"nil", nil, llmerr.Unknown},
		{"empty response", &genai.GenerateContentResponse{}, llmerr.Unknown},
		{"usage-only chunk", &genai.GenerateContentResponse{UsageMetadata: &genai.GenerateContentResponseUsageMetadata{TotalTokenCount: 3}}, llmerr.Unknown},
		{"nil candidate", &genai.GenerateContentResponse{Candidates: []*genai.Candidate{nil}}, llmerr.Unknown},
		{"candidate with nothing", cand("", nil), llmerr.Unknown},
		{"text and STOP", cand(genai.FinishReasonStop, text("hi")), 0},
		{"STOP with no content", cand(genai.FinishReasonStop, nil), 0},
		{"streaming chunk with text", cand("", text("par")), 0},
		{"streaming chunk, safety ratings only feedback", &genai.GenerateContentResponse{
			Candidates:     []*genai.Candidate{{Content: text("x")}},
			PromptFeedback: &genai.GenerateContentResponsePromptFeedback{SafetyRatings: []*genai.SafetyRating{{}}},
		}, 0},
		{"text and MAX_TOKENS", cand(genai.FinishReasonMaxTokens, text("half")), llmerr.Truncated},
		{"SAFETY, no content", cand(genai.FinishReasonSafety, nil), llmerr.OutputBlocked},
		{"finish reason beats prompt feedback", &genai.GenerateContentResponse{
			Candidates:     []*genai.Candidate{{FinishReason: genai.FinishReasonSafety}},
			PromptFeedback: &genai.GenerateContentResponsePromptFeedback{BlockReason: genai.BlockedReasonSafety},
		}, llmerr.OutputBlocked},
		{"STOP beats prompt feedback", &genai.GenerateContentResponse{
			Candidates:     []*genai.Candidate{{FinishReason: genai.FinishReasonStop, Content: text("x")}},
			PromptFeedback: &genai.GenerateContentResponsePromptFeedback{BlockReason: genai.BlockedReasonSafety},
		}, 0},
		{"second candidate is ignored", &genai.GenerateContentResponse{Candidates: []*genai.Candidate{
			{Content: text("x"), FinishReason: genai.FinishReasonStop},
			{FinishReason: genai.FinishReasonSafety},
		}}, 0},
		{"prompt blocked, no candidates", blocked(genai.BlockedReasonProhibitedContent), llmerr.PromptBlocked},
		{"block reason unspecified", blocked(genai.BlockedReasonUnspecified), llmerr.Unknown},
		{"block reason from the future", blocked("NEW_REASON"), llmerr.Unknown},
		{"feedback without a reason", blocked(""), llmerr.Unknown},
		{"unspecified finish defers to feedback", &genai.GenerateContentResponse{
			Candidates:     []*genai.Candidate{{FinishReason: genai.FinishReasonUnspecified}},
			PromptFeedback: &genai.GenerateContentResponsePromptFeedback{BlockReason: genai.BlockedReasonJailbreak},
		}, llmerr.PromptBlocked},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, failed := llmerr.ClassifyGenerateContent(tt.r)
			if c != tt.want || failed != (tt.want != 0) {
				t.Errorf("ClassifyGenerateContent = %v, %v; want %v, %v", c, failed, tt.want, tt.want != 0)
			}
		})
	}
	for _, tt := range finishReasons {
		want := tt.want
		if !tt.ok {
			want = 0 // with text: STOP and UNSPECIFIED are healthy
		}
		if c, _ := llmerr.ClassifyGenerateContent(cand(tt.reason, text("x"))); c != want {
			t.Errorf("finish %s with text: %v, want %v", tt.reason, c, want)
		}
	}
	for _, tt := range blockReasons {
		if c, _ := llmerr.ClassifyGenerateContent(blocked(tt.reason)); c != tt.want {
			t.Errorf("block %s: %v, want %v", tt.reason, c, tt.want)
		}
	}
}
