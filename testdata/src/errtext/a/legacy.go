package a

import (
	"context"
	"strings"

	legacy "github.com/google/generative-ai-go/genai"
)

// generative-ai-go's errors are an LLM API's errors too.
func legacyBlocked(ctx context.Context, model *legacy.GenerativeModel) (string, error) {
	resp, err := model.GenerateContent(ctx, legacy.Text("hello"))
	if err != nil {
		if strings.HasPrefix(err.Error(), "blocked:") { // want `error err is classified by its message text with strings\.HasPrefix`
			return "I can't answer that.", nil
		}
		return "", err
	}
	_ = resp.Candidates[0].FinishReason
	return "", nil
}
