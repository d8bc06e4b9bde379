package llmerr_test

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"google.golang.org/adk/v2/model"
	"google.golang.org/adk/v2/model/gemini"
	"google.golang.org/genai"

	"github.com/llmerrlint/llmerrlint/llmerr"
)

// gemReply is one canned answer of the fake Gemini API: an HTTP status
// with a JSON body (errors and non-streaming calls), or the chunks of an
// SSE stream.
type gemReply struct {
	status int
	body   string
	sse    []string
}

// gemServer serves canned replies in order, repeating the last one, and
// counts requests.
type gemServer struct {
	mu      sync.Mutex
	replies []gemReply
	n       int
	streams int
}

func (f *gemServer) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	i := min(f.n, len(f.replies)-1)
	f.n++
	if strings.Contains(r.URL.Path, "streamGenerateContent") {
		f.streams++
	}
	rep := f.replies[i]
	f.mu.Unlock()
	if rep.status != 0 && rep.status != http.StatusOK {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(rep.status)
		fmt.Fprint(w, rep.body)
		return
	}
	if strings.Contains(r.URL.Path, "streamGenerateContent") {
		w.Header().Set("Content-Type", "text/event-stream")
		for _, c := range rep.sse {
			fmt.Fprintf(w, "data: %s\n\n", c)
		}
		return
	}
	w.Header().Set("Content-Type", "application/json")
	fmt.Fprint(w, rep.body)
}

func (f *gemServer) requests() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.n
}

// newGemModel returns ADK's real Gemini model talking to a fake server.
func newGemModel(t *testing.T, replies ...gemReply) (model.LLM, *gemServer) {
	t.Helper()
	return newNamedGemModelServer(t, "gemini-test", replies...)
}

// newNamedGemModel is newGemModel for a model name of the test's choice.
func newNamedGemModel(t *testing.T, name string, replies ...gemReply) model.LLM {
	t.Helper()
	m, _ := newNamedGemModelServer(t, name, replies...)
	return m
}

func newNamedGemModelServer(t *testing.T, name string, replies ...gemReply) (model.LLM, *gemServer) {
	t.Helper()
	fake := &gemServer{replies: replies}
	srv := httptest.NewServer(fake)
	t.Cleanup(srv.Close)
	m, err := gemini.NewModel(t.Context(), name, &genai.ClientConfig{
		APIKey: "k", Backend: genai.BackendGeminiAPI, HTTPOptions: genai.HTTPOptions{BaseURL: srv.URL},
	})
	if err != nil {
		t.Fatal(err)
	}
	return m, fake
}

func gemErrorReply(code int, status, details string) gemReply {
	if details == "" {
		details = "[]"
	}
	return gemReply{status: code, body: fmt.Sprintf(
		`{"error":{"code":%d,"message":"canned %d","status":%q,"details":%s}}`, code, code, status, details)}
}

// gemCandidate is one GenerateContentResponse with a first candidate.
func gemCandidate(text, finish string) string {
	parts := "[]"
	if text != "" {
		parts = fmt.Sprintf(`[{"text":%q}]`, text)
	}
	fr := ""
	if finish != "" {
		fr = fmt.Sprintf(`,"finishReason":%q`, finish)
	}
	return fmt.Sprintf(`{"candidates":[{"content":{"role":"model","parts":%s}%s}],"modelVersion":"gemini-test-001"}`, parts, fr)
}

func gemOK(body string, sse ...string) gemReply { return gemReply{body: body, sse: sse} }

const (
	gemRetryInfo2s   = `[{"@type":"type.googleapis.com/google.rpc.RetryInfo","retryDelay":"2s"}]`
	gemBlockedPrompt = `{"promptFeedback":{"blockReason":"SAFETY"},"modelVersion":"gemini-test-001"}`
)

func TestGeminiThroughRunner(t *testing.T) {
	type want struct {
		text      string // final text the caller sees; "" with errClass
		errClass  llmerr.ErrorClass
		state     string // recorded class, when persisted
		metaKey   string // stream guard mark on the final event
		errorsHit string // class counted in llm_errors_total
	}
	cases := []struct {
		name   string
		reply  gemReply
		plain  want
		stream want
	}{
		{"429", gemErrorReply(429, "RESOURCE_EXHAUSTED", gemRetryInfo2s),
			want{text: llmerr.DefaultDegradedText, state: "RATE_LIMITED", errorsHit: "RATE_LIMITED"},
			want{text: llmerr.DefaultDegradedText, state: "RATE_LIMITED", errorsHit: "RATE_LIMITED"}},
		{"503", gemErrorReply(503, "UNAVAILABLE", ""),
			want{text: llmerr.DefaultDegradedText, state: "SERVER", errorsHit: "SERVER"},
			want{text: llmerr.DefaultDegradedText, state: "SERVER", errorsHit: "SERVER"}},
		{"404", gemErrorReply(404, "NOT_FOUND", ""),
			want{errClass: llmerr.NotFound, errorsHit: "NOT_FOUND"},
			want{errClass: llmerr.NotFound, errorsHit: "NOT_FOUND"}},
		{"401", gemErrorReply(401, "UNAUTHENTICATED", ""),
			want{errClass: llmerr.Auth, errorsHit: "AUTH"},
			want{errClass: llmerr.Auth, errorsHit: "AUTH"}},
		{"403", gemErrorReply(403, "PERMISSION_DENIED", ""),
			want{errClass: llmerr.Auth, errorsHit: "AUTH"},
			want{errClass: llmerr.Auth, errorsHit: "AUTH"}},
		{"SAFETY", gemOK(gemCandidate("", "SAFETY"), gemCandidate("Here is how to", ""), gemCandidate("", "SAFETY")),
			want{text: llmerr.DefaultRefusalText, state: "OUTPUT_BLOCKED", errorsHit: "OUTPUT_BLOCKED"},
			want{text: llmerr.DefaultRefusalText, state: "OUTPUT_BLOCKED", metaKey: llmerr.MetadataKeyWithdrawn, errorsHit: "OUTPUT_BLOCKED"}},
		{"MAX_TOKENS", gemOK(gemCandidate("Your refund of $40 was", "MAX_TOKENS"), gemCandidate("Your refund ", ""), gemCandidate("of $40 was", "MAX_TOKENS")),
			want{text: "Your refund of $40 was", state: "TRUNCATED", errorsHit: "TRUNCATED"},
			want{text: "Your refund of $40 was", state: "TRUNCATED", metaKey: llmerr.MetadataKeyCutOff, errorsHit: "TRUNCATED"}},
		// Without streaming, ADK's Gemini model turns a blocked prompt into
		// a plain "empty response" error and drops the block reason, so the
		// best the classifier can say is UNKNOWN, re-raised. Streaming keeps
		// the block reason.
		{"blocked prompt", gemOK(gemBlockedPrompt, gemBlockedPrompt),
			want{errClass: llmerr.Unknown, errorsHit: "UNKNOWN"},
			want{text: llmerr.DefaultRefusalText, state: "PROMPT_BLOCKED", errorsHit: "PROMPT_BLOCKED"}},
	}
	for _, c := range cases {
		for _, streaming := range []bool{false, true} {
			w := c.plain
			if streaming {
				w = c.stream
			}
			t.Run(fmt.Sprintf("%s/stream=%v", c.name, streaming), func(t *testing.T) {
				m, fake := newGemModel(t, c.reply)
				run := runADK(t, llmerr.GuardStream(m), runOpts{streaming: streaming})
				if fake.requests() != 1 {
					t.Errorf("%d requests, want 1 (no retry without the decorator)", fake.requests())
				}
				if w.errClass != 0 {
					if got := llmerr.Classify(run.err); got != w.errClass {
						t.Errorf("caller's error %v classifies as %v, want %v", run.err, got, w.errClass)
					}
				} else if run.err != nil {
					t.Errorf("caller got error %v, want %q", run.err, w.text)
				}
				if got := run.finalText(); got != w.text {
					t.Errorf("caller saw %q, want %q", got, w.text)
				}
				if w.state != "" && run.state[llmerr.StateKeyClass] != w.state {
					t.Errorf("state %s = %v, want %s", llmerr.StateKeyClass, run.state[llmerr.StateKeyClass], w.state)
				}
				if w.metaKey != "" {
					if ev := run.final(); ev == nil || ev.CustomMetadata[w.metaKey] != true {
						t.Errorf("final event lacks %s mark: %+v", w.metaKey, ev)
					}
				}
				if n := errorCount(t, run.reader, "llmerr.class", w.errorsHit); n != 1 {
					t.Errorf("llm_errors_total{class=%s} = %d, want 1", w.errorsHit, n)
				}
			})
		}
	}
}

// The retry decorator around the real Gemini model: a 429 carrying
// RetryInfo is retried after exactly the server's delay, and the caller
// sees the answer, not the degraded text.
func TestGeminiRetryHonoursRetryInfo(t *testing.T) {
	for _, streaming := range []bool{false, true} {
		m, fake := newGemModel(t, gemErrorReply(429, "RESOURCE_EXHAUSTED", gemRetryInfo2s),
			gemOK(gemCandidate("Refunds take 5 days.", "STOP"), gemCandidate("Refunds take 5 days.", "STOP")))
		var slept []time.Duration
		r := llmerr.Retry(m, llmerr.RetryConfig{Sleep: func(_ context.Context, d time.Duration) error {
			slept = append(slept, d)
			return nil
		}})
		run := runADK(t, r, runOpts{streaming: streaming})
		if run.err != nil || run.finalText() != "Refunds take 5 days." {
			t.Fatalf("stream=%v: caller saw %q, %v", streaming, run.finalText(), run.err)
		}
		if fake.requests() != 2 || len(slept) != 1 || slept[0] != 2*time.Second {
			t.Errorf("stream=%v: %d requests, slept %v; want 2 requests and one 2s wait", streaming, fake.requests(), slept)
		}
		if _, ok := run.state[llmerr.StateKeyClass]; ok {
			t.Errorf("stream=%v: a recovered call recorded a failure", streaming)
		}
	}
}

// Retries spent: the callback degrades, and the caller never sees the 503.
func TestGeminiRetriesSpentThenDegraded(t *testing.T) {
	m, fake := newGemModel(t, gemErrorReply(503, "UNAVAILABLE", ""))
	r := llmerr.Retry(m, llmerr.RetryConfig{MaxAttempts: 3, Sleep: func(context.Context, time.Duration) error { return nil }})
	run := runADK(t, r, runOpts{})
	if fake.requests() != 3 {
		t.Errorf("%d requests, want 3", fake.requests())
	}
	if run.err != nil || run.finalText() != llmerr.DefaultDegradedText {
		t.Errorf("caller saw %q, %v; want the degraded text", run.finalText(), run.err)
	}
}

// AUTH is never retried and reaches the caller even with every layer on.
func TestGeminiAuthReachesCallerThroughAllLayers(t *testing.T) {
	m, fake := newGemModel(t, gemErrorReply(401, "UNAUTHENTICATED", ""))
	wrapped := llmerr.LimitCalls(llmerr.Retry(llmerr.GuardStream(m), llmerr.RetryConfig{
		Sleep: func(context.Context, time.Duration) error { return errors.New("must not wait") },
	}), llmerr.CallBudgetConfig{})
	run := runADK(t, wrapped, runOpts{asPlugin: true})
	var api genai.APIError
	if !errors.As(run.err, &api) || api.Code != 401 {
		t.Fatalf("caller got %v, want the 401", run.err)
	}
	if fake.requests() != 1 {
		t.Errorf("%d requests, want 1", fake.requests())
	}
}

// A real SSE stream that fails after its first chunk: the retry decorator
// does not try again (the user has seen "Your refund "), and the callback
// degrades the failure after the chunk.
func TestGeminiNoRetryAfterStreamedChunk(t *testing.T) {
	m, fake := newGemModel(t, gemReply{sse: []string{
		gemCandidate("Your refund ", ""),
		`{"error":{"code":503,"message":"backend reset","status":"UNAVAILABLE"}}`,
	}})
	r := llmerr.Retry(m, llmerr.RetryConfig{MaxAttempts: 5,
		Sleep: func(context.Context, time.Duration) error { return errors.New("must not wait") }})
	run := runADK(t, r, runOpts{streaming: true})
	if fake.requests() != 1 {
		t.Errorf("%d requests, want 1: a stream that has shown text is never retried", fake.requests())
	}
	if len(run.events) == 0 || !run.events[0].Partial || run.events[0].Content.Parts[0].Text != "Your refund " {
		t.Fatalf("the caller did not get the partial chunk first: %+v", run.events)
	}
	if run.err != nil || run.finalText() != llmerr.DefaultDegradedText {
		t.Errorf("caller saw %q, %v; want the degraded text after the chunk", run.finalText(), run.err)
	}
	if n := errorCount(t, run.reader, "llmerr.class", "SERVER", "llmerr.channel", "thrown"); n != 1 {
		t.Errorf("llm_errors_total{SERVER} = %d, want 1", n)
	}
}
