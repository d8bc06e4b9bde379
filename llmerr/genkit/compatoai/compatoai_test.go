package compatoaierr_test

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"

	"github.com/firebase/genkit/go/ai"
	"github.com/firebase/genkit/go/genkit"
	oai "github.com/firebase/genkit/go/plugins/compat_oai/openai"
	"github.com/llmerrlint/llmerrlint/llmerr"
	genkiterr "github.com/llmerrlint/llmerrlint/llmerr/genkit"
	compatoaierr "github.com/llmerrlint/llmerrlint/llmerr/genkit/compatoai"
	"github.com/openai/openai-go"
	"github.com/openai/openai-go/option"
)

type cannedReply struct {
	status int
	body   string
}

func chatBody(finish, content, refusal string) string {
	return `{"id":"c","object":"chat.completion","created":1,"model":"gpt-4o-mini","choices":[{"index":0,` +
		`"message":{"role":"assistant","content":` + content + `,"refusal":` + refusal + `},"finish_reason":"` + finish + `","logprobs":null}],` +
		`"usage":{"prompt_tokens":1,"completion_tokens":1,"total_tokens":2}}`
}

// TestGenkitOpenAI runs the real Genkit with its real compat_oai OpenAI
// plugin against a local server.
func TestGenkitOpenAI(t *testing.T) {
	var reply atomic.Pointer[cannedReply]
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rep := reply.Load()
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(rep.status)
		_, _ = io.WriteString(w, rep.body)
	}))
	t.Cleanup(srv.Close)
	g := genkit.Init(context.Background(), genkit.WithPlugins(&oai.OpenAI{APIKey: "test-key",
		Opts: []option.RequestOption{option.WithBaseURL(srv.URL), option.WithMaxRetries(0)}}))
	generate := func() (*ai.ModelResponse, error) {
		return genkit.Generate(context.Background(), g, ai.WithModelName("openai/gpt-4o-mini"), ai.WithPrompt("hi"))
	}

	thrown := []struct {
		name   string
		status int
		body   string
		want   llmerr.ErrorClass
	}{
		{"429", 429, `{"error":{"message":"m","type":"requests","param":null,"code":"rate_limit_exceeded"}}`, llmerr.RateLimited},
		{"500", 500, `{"error":{"message":"m","type":"server_error","param":null,"code":null}}`, llmerr.Server},
		{"401", 401, `{"error":{"message":"m","type":"invalid_request_error","param":null,"code":"invalid_api_key"}}`, llmerr.Auth},
		{"404", 404, `{"error":{"message":"m","type":"invalid_request_error","param":null,"code":"model_not_found"}}`, llmerr.NotFound},
		{"400 invalid_prompt", 400, `{"error":{"message":"m","type":"invalid_request_error","param":null,"code":"invalid_prompt"}}`, llmerr.PromptBlocked},
	}
	for _, tt := range thrown {
		t.Run(tt.name, func(t *testing.T) {
			reply.Store(&cannedReply{tt.status, tt.body})
			_, err := generate()
			if err == nil {
				t.Fatal("no error")
			}
			if got := llmerr.Classify(err); got != tt.want {
				t.Errorf("llmerr.Classify(%v) = %v, want %v", err, got, tt.want)
			}
		})
	}
	inBand := []struct {
		name string
		body string
		want llmerr.ErrorClass
	}{
		{"stop", chatBody("stop", `"Hello"`, `null`), 0},
		{"length", chatBody("length", `"Hel"`, `null`), llmerr.Truncated},
		{"content_filter", chatBody("content_filter", `""`, `null`), llmerr.OutputBlocked},
		{"refusal", chatBody("stop", `null`, `"I can't help with that."`), llmerr.OutputBlocked},
	}
	for _, tt := range inBand {
		t.Run(tt.name, func(t *testing.T) {
			reply.Store(&cannedReply{200, tt.body})
			resp, err := generate()
			if err != nil {
				t.Fatal(err)
			}
			if got, _ := genkiterr.ClassifyResponse(resp); got != tt.want {
				t.Errorf("ClassifyResponse = %v (FinishReason %q), want %v", got, resp.FinishReason, tt.want)
			}
		})
	}
}

func TestClassifyError(t *testing.T) {
	c := compatoaierr.Classifier{}
	tests := []struct {
		e    *openai.Error
		want llmerr.ErrorClass
	}{
		{&openai.Error{StatusCode: 429, Code: "insufficient_quota"}, llmerr.RateLimited},
		{&openai.Error{StatusCode: 400, Code: "context_length_exceeded"}, llmerr.BadRequest},
		{&openai.Error{StatusCode: 400, Code: "content_filter"}, llmerr.PromptBlocked},
		{&openai.Error{StatusCode: 503}, llmerr.Server},
		{&openai.Error{StatusCode: 403}, llmerr.Auth},
		{&openai.Error{Type: "server_error"}, llmerr.Server},
		{&openai.Error{Code: "rate_limit_exceeded"}, llmerr.RateLimited},
		{&openai.Error{StatusCode: 200}, llmerr.Unknown},
	}
	for _, tt := range tests {
		if got, ok := c.ClassifyError(tt.e); !ok || got != tt.want {
			t.Errorf("ClassifyError(%d %q %q) = %v, %v; want %v", tt.e.StatusCode, tt.e.Code, tt.e.Type, got, ok, tt.want)
		}
	}
	if _, ok := c.ClassifyError((*openai.Error)(nil)); ok {
		t.Error("a nil *openai.Error was recognised")
	}
	if code, status := c.ErrorStatus(&openai.Error{StatusCode: 429, Type: "requests"}); code != 429 || status != "requests" {
		t.Errorf("ErrorStatus = %d, %q", code, status)
	}
}

func FuzzClassifyError(f *testing.F) {
	f.Add(429, "rate_limit_exceeded", "requests", false)
	f.Add(0, "", "server_error", false)
	f.Add(-5, "\xff", "", true)
	f.Fuzz(func(t *testing.T, status int, code, typ string, null bool) {
		var err error = &openai.Error{StatusCode: status, Code: code, Type: typ}
		if null {
			err = (*openai.Error)(nil)
		}
		var c llmerr.ErrorClass
		var ok bool
		if n := testing.AllocsPerRun(10, func() { c, ok = (compatoaierr.Classifier{}).ClassifyError(err) }); n != 0 {
			t.Fatalf("ClassifyError allocated %v times", n)
		}
		if ok != !null || (ok && c != 0 && !c.IsFailure()) {
			t.Fatalf("ClassifyError = %v, %v", c, ok)
		}
	})
}
