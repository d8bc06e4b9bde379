package langchaingoerr_test

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/llmerrlint/llmerrlint/llmerr"
	"github.com/llmerrlint/llmerrlint/llmerr/internal/checktest"
	langchaingoerr "github.com/llmerrlint/llmerrlint/llmerr/langchaingo"
	"github.com/tmc/langchaingo/llms"
	"github.com/tmc/langchaingo/llms/anthropic"
	"github.com/tmc/langchaingo/llms/openai"
)

func server(t *testing.T, status int, body string) string {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(status)
		_, _ = io.WriteString(w, body)
	}))
	t.Cleanup(srv.Close)
	return srv.URL
}

func openaiLLM(t *testing.T, url string) llms.Model {
	t.Helper()
	llm, err := openai.New(openai.WithToken("k"), openai.WithBaseURL(url), openai.WithModel("gpt-4o-mini"))
	if err != nil {
		t.Fatal(err)
	}
	return llm
}

func anthropicLLM(t *testing.T, url string) llms.Model {
	t.Helper()
	llm, err := anthropic.New(anthropic.WithToken("k"), anthropic.WithBaseURL(url), anthropic.WithModel("claude-sonnet-4-5"))
	if err != nil {
		t.Fatal(err)
	}
	return llm
}

var prompt = []llms.MessageContent{llms.TextParts(llms.ChatMessageTypeHuman, "hello")}

// TestClientThrownUntyped pins down the documented limit: langchaingo's
// openai and anthropic providers report HTTP errors as plain strings, so
// they are UNKNOWN, however clear the status. Nothing parses the text.
func TestClientThrownUntyped(t *testing.T) {
	for _, status := range []int{429, 500, 503, 401, 404} {
		body := `{"error":{"message":"m","type":"x"}}`
		_, err := openaiLLM(t, server(t, status, body)).GenerateContent(context.Background(), prompt)
		if got := llmerr.Classify(err); err == nil || got != llmerr.Unknown {
			t.Errorf("openai %d: llmerr.Classify(%v) = %v, want UNKNOWN", status, err, got)
		}
		body = `{"type":"error","error":{"type":"rate_limit_error","message":"m"}}`
		_, err = anthropicLLM(t, server(t, status, body)).GenerateContent(context.Background(), prompt)
		if got := llmerr.Classify(err); err == nil || got != llmerr.Unknown {
			t.Errorf("anthropic %d: llmerr.Classify(%v) = %v, want UNKNOWN", status, err, got)
		}
	}
}

// TestClientTimeout: the anthropic provider keeps the context error in the
// chain, so a deadline is TIMEOUT; the openai provider replaces it with a
// new string, so it is UNKNOWN.
func TestClientTimeout(t *testing.T) {
	release := make(chan struct{})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-r.Context().Done():
		case <-release:
		}
	}))
	t.Cleanup(srv.Close)
	t.Cleanup(func() { close(release) })
	for _, tt := range []struct {
		name string
		llm  llms.Model
		want llmerr.ErrorClass
	}{
		{"anthropic", anthropicLLM(t, srv.URL), llmerr.Timeout},
		{"openai", openaiLLM(t, srv.URL), llmerr.Unknown},
	} {
		ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
		_, err := tt.llm.GenerateContent(ctx, prompt)
		cancel()
		if got := llmerr.Classify(err); got != tt.want {
			t.Errorf("%s: llmerr.Classify(%v) = %v, want %v", tt.name, err, got, tt.want)
		}
	}
}

func openaiBody(finish, content string) string {
	return `{"id":"c","object":"chat.completion","created":1,"model":"gpt-4o-mini","choices":[{"index":0,` +
		`"message":{"role":"assistant","content":` + content + `},"finish_reason":` + finish + `}],` +
		`"usage":{"prompt_tokens":1,"completion_tokens":1,"total_tokens":2}}`
}

func anthropicBody(stop string) string {
	return `{"id":"msg_1","type":"message","role":"assistant","model":"claude-sonnet-4-5",` +
		`"content":[{"type":"text","text":"Hel"}],"stop_reason":"` + stop + `","stop_sequence":null,` +
		`"usage":{"input_tokens":1,"output_tokens":1}}`
}

func TestClientInBand(t *testing.T) {
	tests := []struct {
		name string
		llm  func(*testing.T, string) llms.Model
		body string
		want llmerr.ErrorClass
	}{
		{"openai stop", openaiLLM, openaiBody(`"stop"`, `"Hello"`), 0},
		{"openai length", openaiLLM, openaiBody(`"length"`, `"Hel"`), llmerr.Truncated},
		{"openai content_filter", openaiLLM, openaiBody(`"content_filter"`, `""`), llmerr.OutputBlocked},
		{"openai null reason, no content", openaiLLM, openaiBody(`null`, `""`), llmerr.Unknown},
		{"anthropic end_turn", anthropicLLM, anthropicBody("end_turn"), 0},
		{"anthropic max_tokens", anthropicLLM, anthropicBody("max_tokens"), llmerr.Truncated},
		{"anthropic refusal", anthropicLLM, anthropicBody("refusal"), llmerr.OutputBlocked},
		{"anthropic pause_turn", anthropicLLM, anthropicBody("pause_turn"), llmerr.Truncated},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			resp, err := tt.llm(t, server(t, 200, tt.body)).GenerateContent(context.Background(), prompt)
			if err != nil {
				t.Fatal(err)
			}
			if got, failed := langchaingoerr.ClassifyContentResponse(resp); got != tt.want || failed != (tt.want != 0) {
				t.Errorf("ClassifyContentResponse = %v, %v (StopReason %q); want %v", got, failed, resp.Choices[0].StopReason, tt.want)
			}
			checktest.Assert(t, langchaingoerr.CheckContentResponse(resp), tt.want, resp.Choices[0].StopReason, "")
		})
	}
}
