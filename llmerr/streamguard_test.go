package llmerr_test

import (
	"testing"

	"google.golang.org/adk/v2/model"
	"google.golang.org/genai"

	"github.com/llmerrlint/llmerrlint/llmerr"
)

func chunk(s string) *model.LLMResponse {
	return &model.LLMResponse{Content: genai.NewContentFromText(s, genai.RoleModel), Partial: true}
}

func TestGuardStreamMarksFinal(t *testing.T) {
	cases := []struct {
		name    string
		resps   []*model.LLMResponse
		wantKey string // "" means unmarked
	}{
		{"truncated after chunks", []*model.LLMResponse{chunk("Your refund "),
			{Content: genai.NewContentFromText("Your refund", genai.RoleModel), FinishReason: genai.FinishReasonMaxTokens}},
			llmerr.MetadataKeyCutOff},
		{"blocked after chunks", []*model.LLMResponse{chunk("Here is how "),
			{Content: &genai.Content{Role: genai.RoleModel}, FinishReason: genai.FinishReasonSafety, ErrorCode: "SAFETY"}},
			llmerr.MetadataKeyWithdrawn},
		{"truncated, nothing shown", []*model.LLMResponse{
			{Content: genai.NewContentFromText("x", genai.RoleModel), FinishReason: genai.FinishReasonMaxTokens}}, ""},
		{"empty chunk only", []*model.LLMResponse{{Partial: true},
			{FinishReason: genai.FinishReasonMaxTokens}}, ""},
		{"healthy stream", []*model.LLMResponse{chunk("ok"), scriptText("ok")}, ""},
		{"tool protocol after chunks", []*model.LLMResponse{chunk("a"),
			{FinishReason: genai.FinishReasonMalformedFunctionCall, ErrorCode: "MALFORMED_FUNCTION_CALL"}}, ""},
	}
	for _, c := range cases {
		final := c.resps[len(c.resps)-1]
		before := len(final.CustomMetadata)
		resps, errs := drain(t.Context(), llmerr.GuardStream(script(c.resps)), true)
		if len(errs) != 0 || len(resps) != len(c.resps) {
			t.Fatalf("%s: %d responses, errors %v", c.name, len(resps), errs)
		}
		got := resps[len(resps)-1]
		if c.wantKey == "" {
			if got.CustomMetadata[llmerr.MetadataKeyCutOff] != nil || got.CustomMetadata[llmerr.MetadataKeyWithdrawn] != nil {
				t.Errorf("%s: marked %v", c.name, got.CustomMetadata)
			}
			continue
		}
		if got.CustomMetadata[c.wantKey] != true || got.CustomMetadata[llmerr.MetadataKeyClass] == nil {
			t.Errorf("%s: metadata %v, want %s and the class", c.name, got.CustomMetadata, c.wantKey)
		}
		if len(final.CustomMetadata) != before {
			t.Errorf("%s: the model's response was changed in place", c.name)
		}
	}
}

func TestGuardStreamPassesErrors(t *testing.T) {
	resps, errs := drain(t.Context(), llmerr.GuardStream(script(err503)), true)
	if got := classes(resps); len(got) != 0 || len(errs) != 1 {
		t.Errorf("classes %v, errors %v; want only the error", got, errs)
	}
}
