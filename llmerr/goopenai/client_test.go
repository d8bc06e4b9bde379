package goopenaierr_test

import (
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/llmerrlint/llmerrlint/llmerr"
	goopenaierr "github.com/llmerrlint/llmerrlint/llmerr/goopenai"
	"github.com/llmerrlint/llmerrlint/llmerr/internal/checktest"
	openai "github.com/sashabaranov/go-openai"
)

// newClient returns a real go-openai client whose requests reach handler.
func newClient(t *testing.T, handler http.HandlerFunc) *openai.Client {
	t.Helper()
	srv := httptest.NewServer(handler)
	t.Cleanup(srv.Close)
	cfg := openai.DefaultConfig("test-key")
	cfg.BaseURL = srv.URL + "/v1"
	return openai.NewClientWithConfig(cfg)
}

func reply(status int, contentType, body string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", contentType)
		w.WriteHeader(status)
		_, _ = io.WriteString(w, body)
	}
}

var chatRequest = openai.ChatCompletionRequest{
	Model:    openai.GPT4oMini,
	Messages: []openai.ChatCompletionMessage{{Role: openai.ChatMessageRoleUser, Content: "hello"}},
}

func TestClientThrown(t *testing.T) {
	tests := []struct {
		name   string
		status int
		ctype  string
		body   string
		want   llmerr.ErrorClass
	}{
		{"429", 429, "application/json", `{"error":{"message":"Rate limit reached","type":"requests","param":null,"code":"rate_limit_exceeded"}}`, llmerr.RateLimited},
		{"500", 500, "application/json", `{"error":{"message":"The server had an error","type":"server_error","param":null,"code":null}}`, llmerr.Server},
		{"502 html", 502, "text/html", `<html><body>Bad gateway</body></html>`, llmerr.Server},
		{"401", 401, "application/json", `{"error":{"message":"Incorrect API key","type":"invalid_request_error","param":null,"code":"invalid_api_key"}}`, llmerr.Auth},
		{"404", 404, "application/json", `{"error":{"message":"The model does not exist","type":"invalid_request_error","param":null,"code":"model_not_found"}}`, llmerr.NotFound},
		{"400 context", 400, "application/json", `{"error":{"message":"too long","type":"invalid_request_error","param":"messages","code":"context_length_exceeded"}}`, llmerr.BadRequest},
		{"400 azure filter", 400, "application/json", `{"error":{"message":"filtered","type":null,"param":"prompt","code":"content_filter","status":400,"innererror":{"code":"ResponsibleAIPolicyViolation","content_filter_result":{"hate":{"filtered":true,"severity":"high"}}}}}`, llmerr.PromptBlocked},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			client := newClient(t, reply(tt.status, tt.ctype, tt.body))
			_, err := client.CreateChatCompletion(context.Background(), chatRequest)
			if err == nil {
				t.Fatal("no error")
			}
			if got := llmerr.Classify(err); got != tt.want {
				t.Errorf("llmerr.Classify(%T %v) = %v, want %v", err, err, got, tt.want)
			}
			// The stream call fails the same way before the first event.
			stream, err := client.CreateChatCompletionStream(context.Background(), chatRequest)
			if err == nil {
				stream.Close()
				t.Fatal("stream: no error")
			}
			if got := llmerr.Classify(err); got != tt.want {
				t.Errorf("stream: llmerr.Classify(%v) = %v, want %v", err, got, tt.want)
			}
		})
	}
}

func TestClientTimeoutAndTransport(t *testing.T) {
	release := make(chan struct{})
	client := newClient(t, func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-r.Context().Done():
		case <-release:
		}
	})
	t.Cleanup(func() { close(release) }) // runs before the server's Close
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	_, err := client.CreateChatCompletion(ctx, chatRequest)
	if got := llmerr.Classify(err); got != llmerr.Timeout {
		t.Errorf("deadline: llmerr.Classify(%v) = %v, want TIMEOUT", err, got)
	}

	srv := httptest.NewServer(http.NotFoundHandler())
	cfg := openai.DefaultConfig("k")
	cfg.BaseURL = srv.URL + "/v1"
	srv.Close()
	_, err = openai.NewClientWithConfig(cfg).CreateChatCompletion(context.Background(), chatRequest)
	if got := llmerr.Classify(err); got != llmerr.Transport {
		t.Errorf("closed server: llmerr.Classify(%v) = %v, want TRANSPORT", err, got)
	}
}

func chatBody(finish, content, refusal string) string {
	msg := `{"role":"assistant","content":` + content
	if refusal != "" {
		msg += `,"refusal":"` + refusal + `"`
	}
	msg += `}`
	return `{"id":"c1","object":"chat.completion","created":1,"model":"gpt-4o-mini","choices":[{"index":0,"message":` +
		msg + `,"finish_reason":` + finish + `}],"usage":{"prompt_tokens":1,"completion_tokens":1,"total_tokens":2}}`
}

func TestClientInBand(t *testing.T) {
	tests := []struct {
		name string
		body string
		want llmerr.ErrorClass
	}{
		{"stop", chatBody(`"stop"`, `"Hello!"`, ""), 0},
		{"length", chatBody(`"length"`, `"Hel"`, ""), llmerr.Truncated},
		{"content_filter", chatBody(`"content_filter"`, `null`, ""), llmerr.OutputBlocked},
		{"refusal", chatBody(`"stop"`, `null`, "I can't assist with that."), llmerr.OutputBlocked},
		{"null reason, no content", chatBody(`null`, `null`, ""), llmerr.Unknown},
		{"tool_calls", `{"id":"c1","object":"chat.completion","created":1,"model":"m","choices":[{"index":0,"message":{"role":"assistant","content":null,` +
			`"tool_calls":[{"id":"t","type":"function","function":{"name":"f","arguments":"{}"}}]},"finish_reason":"tool_calls"}]}`, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			client := newClient(t, reply(200, "application/json", tt.body))
			resp, err := client.CreateChatCompletion(context.Background(), chatRequest)
			if err != nil {
				t.Fatal(err)
			}
			if got, failed := goopenaierr.ClassifyChatCompletion(&resp); got != tt.want || failed != (tt.want != 0) {
				t.Errorf("ClassifyChatCompletion = %v, %v; want %v", got, failed, tt.want)
			}
			checktest.AssertClass(t, goopenaierr.CheckChatCompletion(&resp), tt.want)
		})
	}
}

func sse(events ...string) string {
	var s string
	for _, e := range events {
		s += "data: " + e + "\n\n"
	}
	return s
}

func chunk(delta, finish string) string {
	return `{"id":"c1","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":` + delta + `,"finish_reason":` + finish + `}]}`
}

// readStream classifies every chunk and returns the last failure, whether
// some chunk carried a finish reason, and the stream's error.
func readStream(t *testing.T, client *openai.Client) (class llmerr.ErrorClass, sawReason bool, err error) {
	t.Helper()
	stream, err := client.CreateChatCompletionStream(context.Background(), chatRequest)
	if err != nil {
		return 0, false, err
	}
	defer stream.Close()
	for {
		resp, err := stream.Recv()
		if errors.Is(err, io.EOF) {
			return class, sawReason, nil
		}
		if err != nil {
			return class, sawReason, err
		}
		for _, ch := range resp.Choices {
			if ch.FinishReason != "" {
				sawReason = true
			}
			if c, failed := goopenaierr.ClassifyChatStreamChoice(ch); failed {
				class = c
			}
		}
	}
}

func TestClientStream(t *testing.T) {
	tests := []struct {
		name      string
		body      string
		wantClass llmerr.ErrorClass // in-band
		wantErr   llmerr.ErrorClass // thrown, 0 for none
	}{
		{"stop", sse(chunk(`{"role":"assistant","content":"Hi"}`, "null"), chunk(`{}`, `"stop"`), "[DONE]"), 0, 0},
		{"length", sse(chunk(`{"content":"Hi"}`, "null"), chunk(`{}`, `"length"`), "[DONE]"), llmerr.Truncated, 0},
		{"content_filter", sse(chunk(`{"content":"Hi"}`, "null"), chunk(`{}`, `"content_filter"`), "[DONE]"), llmerr.OutputBlocked, 0},
		{"refusal", sse(chunk(`{"refusal":"I can't"}`, "null"), chunk(`{}`, `"stop"`), "[DONE]"), llmerr.OutputBlocked, 0},
		{"error frame", sse(chunk(`{"content":"Hi"}`, "null"), `{"error":{"message":"The server had an error","type":"server_error","param":null,"code":null}}`),
			0, llmerr.Server},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			client := newClient(t, reply(200, "text/event-stream", tt.body))
			class, sawReason, err := readStream(t, client)
			if class != tt.wantClass {
				t.Errorf("in-band class %v, want %v", class, tt.wantClass)
			}
			if got := llmerr.Classify(err); got != tt.wantErr {
				t.Errorf("llmerr.Classify(%v) = %v, want %v", err, got, tt.wantErr)
			}
			if err == nil && !sawReason {
				t.Error("the stream ended without a finish reason")
			}
		})
	}
}
