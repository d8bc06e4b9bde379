package anthropicv1err_test

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"

	"github.com/anthropics/anthropic-sdk-go"
	"github.com/firebase/genkit/go/ai"
	"github.com/firebase/genkit/go/genkit"
	ant "github.com/firebase/genkit/go/plugins/anthropic"
	"github.com/llmerrlint/llmerrlint/llmerr"
	genkiterr "github.com/llmerrlint/llmerrlint/llmerr/genkit"
	anthropicv1err "github.com/llmerrlint/llmerrlint/llmerr/genkit/anthropicv1"
)

type cannedReply struct {
	status int
	body   string
}

func messageBody(stop string) string {
	return `{"id":"msg_1","type":"message","role":"assistant","model":"claude-sonnet-4-5",` +
		`"content":[{"type":"text","text":"Hel"}],"stop_reason":"` + stop + `","stop_sequence":null,` +
		`"usage":{"input_tokens":1,"output_tokens":1}}`
}

func errorBody(typ string) string {
	return `{"type":"error","error":{"type":"` + typ + `","message":"m"}}`
}

// TestGenkitAnthropic runs the real Genkit with its real anthropic plugin
// against a local server.
func TestGenkitAnthropic(t *testing.T) {
	var reply atomic.Pointer[cannedReply]
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rep := reply.Load()
		w.Header().Set("Content-Type", "application/json")
		w.Header().Set("x-should-retry", "false") // one attempt: the SDK retries 429 and 5xx otherwise
		w.WriteHeader(rep.status)
		_, _ = io.WriteString(w, rep.body)
	}))
	t.Cleanup(srv.Close)
	g := genkit.Init(context.Background(), genkit.WithPlugins(&ant.Anthropic{APIKey: "test-key", BaseURL: srv.URL}))
	generate := func() (*ai.ModelResponse, error) {
		return genkit.Generate(context.Background(), g, ai.WithModelName("anthropic/claude-sonnet-4-5"), ai.WithPrompt("hi"),
			ai.WithConfig(&anthropic.MessageNewParams{MaxTokens: 100}))
	}
	thrown := []struct {
		status int
		typ    string
		want   llmerr.ErrorClass
	}{
		{429, "rate_limit_error", llmerr.RateLimited},
		{529, "overloaded_error", llmerr.Server},
		{500, "api_error", llmerr.Server},
		{401, "authentication_error", llmerr.Auth},
		{404, "not_found_error", llmerr.NotFound},
		{400, "invalid_request_error", llmerr.BadRequest},
	}
	for _, tt := range thrown {
		t.Run(tt.typ, func(t *testing.T) {
			reply.Store(&cannedReply{tt.status, errorBody(tt.typ)})
			_, err := generate()
			if err == nil {
				t.Fatal("no error")
			}
			if got := llmerr.Classify(err); got != tt.want {
				t.Errorf("llmerr.Classify(%T) = %v, want %v", err, got, tt.want)
			}
		})
	}
	inBand := []struct {
		stop string
		want llmerr.ErrorClass
	}{
		{"end_turn", 0},
		{"max_tokens", llmerr.Truncated},
		{"refusal", llmerr.Unknown},
	}
	for _, tt := range inBand {
		t.Run(tt.stop, func(t *testing.T) {
			reply.Store(&cannedReply{200, messageBody(tt.stop)})
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

func FuzzClassifyError(f *testing.F) {
	f.Add(529, false)
	f.Add(200, false)
	f.Add(-1, true)
	f.Fuzz(func(t *testing.T, status int, null bool) {
		var err error = &anthropic.Error{StatusCode: status}
		if null {
			err = (*anthropic.Error)(nil)
		}
		var c llmerr.ErrorClass
		var ok bool
		if n := testing.AllocsPerRun(10, func() { c, ok = (anthropicv1err.Classifier{}).ClassifyError(err) }); n != 0 {
			t.Fatalf("ClassifyError allocated %v times", n)
		}
		if ok != !null || (ok && c != 0 && !c.IsFailure()) {
			t.Fatalf("ClassifyError(%d) = %v, %v", status, c, ok)
		}
		if ok && status == 529 && c != llmerr.Server {
			t.Fatalf("529 is %v", c)
		}
	})
}
