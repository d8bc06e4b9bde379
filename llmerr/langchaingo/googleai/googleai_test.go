package googleaierr_test

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"

	"github.com/google/generative-ai-go/genai"
	"github.com/llmerrlint/llmerrlint/llmerr"
	langchaingoerr "github.com/llmerrlint/llmerrlint/llmerr/langchaingo"
	googleaierr "github.com/llmerrlint/llmerrlint/llmerr/langchaingo/googleai"
	"github.com/tmc/langchaingo/llms"
	"github.com/tmc/langchaingo/llms/googleai"
	"google.golang.org/api/googleapi"
	"google.golang.org/api/option"
)

type cannedReply struct {
	status int
	body   string
}

func geminiReply(finish, text string) string {
	return `{"candidates":[{"content":{"role":"model","parts":[{"text":"` + text + `"}]},"finishReason":"` + finish + `","index":0}],` +
		`"usageMetadata":{"promptTokenCount":1,"candidatesTokenCount":1,"totalTokenCount":2}}`
}

// TestLangchaingoGoogleAI runs langchaingo's real googleai provider, on
// generative-ai-go's REST transport, against a local server.
func TestLangchaingoGoogleAI(t *testing.T) {
	var reply atomic.Pointer[cannedReply]
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rep := reply.Load()
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(rep.status)
		_, _ = io.WriteString(w, rep.body)
	}))
	t.Cleanup(srv.Close)
	endpoint := func(o *googleai.Options) {
		o.ClientOptions = append(o.ClientOptions, option.WithEndpoint(srv.URL), option.WithHTTPClient(srv.Client()))
	}
	llm, err := googleai.New(context.Background(), googleai.WithAPIKey("test-key"), googleai.WithRest(), endpoint)
	if err != nil {
		t.Fatal(err)
	}
	prompt := []llms.MessageContent{llms.TextParts(llms.ChatMessageTypeHuman, "hello")}

	thrown := []struct {
		name   string
		status int
		body   string
		want   llmerr.ErrorClass
	}{
		{"429", 429, `{"error":{"code":429,"message":"m","status":"RESOURCE_EXHAUSTED"}}`, llmerr.RateLimited},
		// (generative-ai-go retries 503 UNAVAILABLE until the context ends.)
		{"500", 500, `{"error":{"code":500,"message":"m","status":"INTERNAL"}}`, llmerr.Server},
		{"401", 401, `{"error":{"code":401,"message":"m","status":"UNAUTHENTICATED"}}`, llmerr.Auth},
		{"404", 404, `{"error":{"code":404,"message":"m","status":"NOT_FOUND"}}`, llmerr.NotFound},
		{"prompt blocked", 200, `{"promptFeedback":{"blockReason":"SAFETY"}}`, llmerr.PromptBlocked},
		{"SAFETY stop", 200, geminiReply("SAFETY", ""), llmerr.OutputBlocked},
		{"RECITATION stop", 200, geminiReply("RECITATION", "x"), llmerr.OutputBlocked},
	}
	for _, tt := range thrown {
		t.Run(tt.name, func(t *testing.T) {
			reply.Store(&cannedReply{tt.status, tt.body})
			_, err := llm.GenerateContent(context.Background(), prompt)
			if err == nil {
				t.Fatal("no error")
			}
			if got := llmerr.Classify(err); got != tt.want {
				t.Errorf("llmerr.Classify(%T %v) = %v, want %v", err, err, got, tt.want)
			}
		})
	}
	inBand := []struct {
		finish string
		want   llmerr.ErrorClass
	}{
		{"STOP", 0},
		{"MAX_TOKENS", llmerr.Truncated},
		{"OTHER", llmerr.Unknown},
	}
	for _, tt := range inBand {
		t.Run(tt.finish, func(t *testing.T) {
			reply.Store(&cannedReply{200, geminiReply(tt.finish, "Hel")})
			resp, err := llm.GenerateContent(context.Background(), prompt)
			if err != nil {
				t.Fatal(err)
			}
			if got, _ := langchaingoerr.ClassifyContentResponse(resp); got != tt.want {
				t.Errorf("ClassifyContentResponse = %v (StopReason %q), want %v", got, resp.Choices[0].StopReason, tt.want)
			}
		})
	}
}

func TestClassifyError(t *testing.T) {
	c := googleaierr.Classifier{}
	tests := []struct {
		err  error
		want llmerr.ErrorClass
	}{
		{&genai.BlockedError{PromptFeedback: &genai.PromptFeedback{BlockReason: genai.BlockReasonSafety}}, llmerr.PromptBlocked},
		{&genai.BlockedError{Candidate: &genai.Candidate{FinishReason: genai.FinishReasonSafety}}, llmerr.OutputBlocked},
		{&genai.BlockedError{}, llmerr.Unknown},
		{&googleapi.Error{Code: 429}, llmerr.RateLimited},
		{&googleapi.Error{Code: 302}, llmerr.Unknown},
	}
	for _, tt := range tests {
		if got, ok := c.ClassifyError(tt.err); !ok || got != tt.want {
			t.Errorf("ClassifyError(%v) = %v, %v; want %v", tt.err, got, ok, tt.want)
		}
	}
	for _, err := range []error{nil, (*genai.BlockedError)(nil), (*googleapi.Error)(nil)} {
		if _, ok := c.ClassifyError(err); ok {
			t.Errorf("ClassifyError(%#v) recognised", err)
		}
	}
}

func FuzzClassifyError(f *testing.F) {
	f.Add(uint8(0), 429)
	f.Add(uint8(1), 0)
	f.Add(uint8(5), -1)
	f.Fuzz(func(t *testing.T, kind uint8, code int) {
		var err error
		switch kind % 6 {
		case 0:
			err = &googleapi.Error{Code: code}
		case 1:
			err = &genai.BlockedError{PromptFeedback: &genai.PromptFeedback{BlockReason: genai.BlockReason(code)}}
		case 2:
			err = &genai.BlockedError{Candidate: &genai.Candidate{FinishReason: genai.FinishReason(code)}}
		case 3:
			err = &genai.BlockedError{}
		case 4:
			err = (*genai.BlockedError)(nil)
		case 5:
			err = (*googleapi.Error)(nil)
		}
		var c llmerr.ErrorClass
		n := testing.AllocsPerRun(10, func() {
			c, _ = googleaierr.Classifier{}.ClassifyError(err)
			_, _ = googleaierr.Classifier{}.ErrorStatus(err)
		})
		if n != 0 {
			t.Fatalf("allocated %v times", n)
		}
		if c != 0 && !c.IsFailure() {
			t.Fatalf("invalid class %d", c)
		}
	})
}
