package genai

// Test files are not reported: a test asserts on the content itself, and
// a SAFETY or MAX_TOKENS stop fails that assertion.

import (
	"context"
	"testing"

	"google.golang.org/genai"
)

func TestAnswer(t *testing.T) {
	ctx := context.Background()
	tests := []struct{ prompt, want string }{{"say hello", "hello"}}
	for _, tt := range tests {
		resp, err := client.Models.GenerateContent(ctx, "gemini", genai.Text(tt.prompt), nil)
		if err != nil {
			t.Fatal(err)
		}
		if got := resp.Text(); got != tt.want {
			t.Errorf("Text() = %q, want %q", got, tt.want)
		}
	}
}

// generateForTest is a wrapper in a test file; its callers are tests.
func generateForTest(ctx context.Context, prompt string) (*genai.GenerateContentResponse, error) {
	return client.Models.GenerateContent(ctx, "gemini", genai.Text(prompt), nil)
}

func TestWrapper(t *testing.T) {
	resp, err := generateForTest(context.Background(), "hi")
	if err != nil {
		t.Fatal(err)
	}
	if resp.Text() == "" {
		t.Error("empty answer")
	}
}
