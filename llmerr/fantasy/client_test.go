package fantasyerr_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"

	"charm.land/fantasy"
	"charm.land/fantasy/providers/openai"
	"github.com/llmerrlint/llmerrlint/llmerr"
	fantasyerr "github.com/llmerrlint/llmerrlint/llmerr/fantasy"
	"github.com/llmerrlint/llmerrlint/llmerr/internal/checktest"
	"github.com/openai/openai-go/v3/option"
)

// model returns fantasy's real OpenAI provider's model, talking to a test
// server that answers every request with status and body.
func model(t *testing.T, status int, body string) fantasy.LanguageModel {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(status)
		_, _ = w.Write([]byte(body))
	}))
	t.Cleanup(srv.Close)
	p, err := openai.New(openai.WithBaseURL(srv.URL), openai.WithAPIKey("test"),
		openai.WithSDKOptions(option.WithMaxRetries(0))) // a 429 or 500 comes back at once
	if err != nil {
		t.Fatal(err)
	}
	m, err := p.LanguageModel(context.Background(), "gpt-4o")
	if err != nil {
		t.Fatal(err)
	}
	return m
}

var call = fantasy.Call{Prompt: fantasy.Prompt{fantasy.NewUserMessage("hello")}}

func TestRealProviderThrown(t *testing.T) {
	tests := []struct {
		status int
		body   string
		want   llmerr.ErrorClass
	}{
		{429, `{"error":{"message":"Rate limit reached","type":"requests","code":"rate_limit_exceeded"}}`, llmerr.RateLimited},
		{401, `{"error":{"message":"Incorrect API key provided","type":"invalid_request_error","code":"invalid_api_key"}}`, llmerr.Auth},
		{404, `{"error":{"message":"The model does not exist","type":"invalid_request_error","code":"model_not_found"}}`, llmerr.NotFound},
		{500, `{"error":{"message":"The server had an error","type":"server_error"}}`, llmerr.Server},
	}
	for _, tt := range tests {
		_, err := model(t, tt.status, tt.body).Generate(context.Background(), call)
		if err == nil {
			t.Fatalf("%d: no error", tt.status)
		}
		if got := llmerr.Classify(err); got != tt.want {
			t.Errorf("%d: Classify(%T) = %v, want %v", tt.status, err, got, tt.want)
		}
	}
}

func TestRealProviderInBand(t *testing.T) {
	for _, tt := range []struct {
		reason string
		class  llmerr.ErrorClass
		failed bool
	}{
		{"stop", 0, false},
		{"length", llmerr.Truncated, true},
		{"content_filter", llmerr.OutputBlocked, true},
	} {
		body := `{"id":"c","object":"chat.completion","created":1,"model":"gpt-4o","choices":[{"index":0,` +
			`"message":{"role":"assistant","content":"half a sen"},"finish_reason":"` + tt.reason + `"}],` +
			`"usage":{"prompt_tokens":1,"completion_tokens":1,"total_tokens":2}}`
		resp, err := model(t, 200, body).Generate(context.Background(), call)
		if err != nil {
			t.Fatalf("%s: %v", tt.reason, err)
		}
		if class, failed := fantasyerr.ClassifyResponse(resp); class != tt.class || failed != tt.failed {
			t.Errorf("%s: ClassifyResponse = %v, %v; want %v, %v", tt.reason, class, failed, tt.class, tt.failed)
		}
		checktest.Assert(t, fantasyerr.CheckResponse(resp), tt.class, string(resp.FinishReason), "")
	}
	checktest.Assert(t, fantasyerr.CheckResponse(nil), llmerr.Unknown, "", "")
}
