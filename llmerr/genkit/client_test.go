package genkiterr_test

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"sync/atomic"
	"testing"

	"github.com/firebase/genkit/go/ai"
	"github.com/firebase/genkit/go/genkit"
	"github.com/firebase/genkit/go/plugins/googlegenai"
	"github.com/llmerrlint/llmerrlint/llmerr"
	genkiterr "github.com/llmerrlint/llmerrlint/llmerr/genkit"
)

type cannedReply struct {
	status int
	body   string
}

// fakeGemini starts a Gemini API server that answers every request with
// the current reply, and a real Genkit with the real googlegenai plugin
// pointed at it.
func fakeGemini(t *testing.T) (*genkit.Genkit, *atomic.Pointer[cannedReply]) {
	t.Helper()
	var reply atomic.Pointer[cannedReply]
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rep := reply.Load()
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(rep.status)
		_, _ = io.WriteString(w, rep.body)
	}))
	t.Cleanup(srv.Close)
	t.Setenv("GOOGLE_GEMINI_BASE_URL", srv.URL)
	g := genkit.Init(context.Background(), genkit.WithPlugins(&googlegenai.GoogleAI{APIKey: "test-key"}))
	return g, &reply
}

func geminiError(code int, status string) string {
	return `{"error":{"code":` + strconv.Itoa(code) + `,"message":"m","status":"` + status + `"}}`
}

func geminiReply(finish, parts string) string {
	return `{"candidates":[{"content":{"role":"model","parts":` + parts + `},"finishReason":"` + finish + `"}],` +
		`"usageMetadata":{"promptTokenCount":1,"candidatesTokenCount":1,"totalTokenCount":2}}`
}

const model = "googleai/gemini-2.5-flash"

func TestGenkitGoogleGenAI(t *testing.T) {
	g, reply := fakeGemini(t)
	thrown := []struct {
		name   string
		status int
		body   string
		want   llmerr.ErrorClass
	}{
		{"429", 429, geminiError(429, "RESOURCE_EXHAUSTED"), llmerr.RateLimited},
		{"503", 503, geminiError(503, "UNAVAILABLE"), llmerr.Server},
		{"500 no JSON", 500, `oops`, llmerr.Server},
		{"401", 401, geminiError(401, "UNAUTHENTICATED"), llmerr.Auth},
		{"404", 404, geminiError(404, "NOT_FOUND"), llmerr.NotFound},
		{"400", 400, geminiError(400, "INVALID_ARGUMENT"), llmerr.BadRequest},
	}
	for _, tt := range thrown {
		t.Run(tt.name, func(t *testing.T) {
			reply.Store(&cannedReply{tt.status, tt.body})
			_, err := genkit.Generate(context.Background(), g, ai.WithModelName(model), ai.WithPrompt("hi"))
			if err == nil {
				t.Fatal("no error")
			}
			if got := llmerr.Classify(err); got != tt.want {
				t.Errorf("llmerr.Classify(%T %v) = %v, want %v", err, err, got, tt.want)
			}
		})
	}
	inBand := []struct {
		name string
		body string
		want llmerr.ErrorClass
	}{
		{"STOP", geminiReply("STOP", `[{"text":"Hello"}]`), 0},
		{"MAX_TOKENS", geminiReply("MAX_TOKENS", `[{"text":"Hel"}]`), llmerr.Truncated},
		{"SAFETY", geminiReply("SAFETY", `[]`), llmerr.OutputBlocked},
		{"MALFORMED_FUNCTION_CALL", geminiReply("MALFORMED_FUNCTION_CALL", `[]`), llmerr.Unknown},
		{"prompt blocked", `{"promptFeedback":{"blockReason":"SAFETY"}}`, llmerr.Unknown},
	}
	for _, tt := range inBand {
		t.Run(tt.name, func(t *testing.T) {
			reply.Store(&cannedReply{200, tt.body})
			resp, err := genkit.Generate(context.Background(), g, ai.WithModelName(model), ai.WithPrompt("hi"))
			if err != nil {
				t.Fatalf("Generate: %v", err)
			}
			if got, failed := genkiterr.ClassifyResponse(resp); got != tt.want || failed != (tt.want != 0) {
				t.Errorf("ClassifyResponse = %v, %v (FinishReason %q); want %v", got, failed, resp.FinishReason, tt.want)
			}
		})
	}
}

// TestGenkitOwnErrors: errors Genkit raises itself, through the real
// Generate: a tool loop past WithMaxTurns, and an unknown model.
func TestGenkitOwnErrors(t *testing.T) {
	g, reply := fakeGemini(t)
	tool := genkit.DefineTool(g, "lookup", "looks things up", func(ctx *ai.ToolContext, in struct{ Q string }) (string, error) {
		return "nothing", nil
	})
	// The model asks for the tool every time.
	reply.Store(&cannedReply{200, geminiReply("STOP", `[{"functionCall":{"name":"lookup","args":{"Q":"x"}}}]`)})
	_, err := genkit.Generate(context.Background(), g, ai.WithModelName(model), ai.WithPrompt("hi"),
		ai.WithTools(tool), ai.WithMaxTurns(2))
	if got := llmerr.Classify(err); got != llmerr.CallBudget {
		t.Errorf("max turns: llmerr.Classify(%v) = %v, want CALL_BUDGET", err, got)
	}
	_, err = genkit.Generate(context.Background(), g, ai.WithModelName("nosuchprovider/model"), ai.WithPrompt("hi"))
	if got := llmerr.Classify(err); got != llmerr.NotFound {
		t.Errorf("unknown model: llmerr.Classify(%v) = %v, want NOT_FOUND", err, got)
	}
}
