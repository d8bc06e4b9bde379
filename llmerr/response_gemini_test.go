package llmerr_test

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/llmerrlint/llmerrlint/llmerr"
	"google.golang.org/adk/v2/model"
	"google.golang.org/adk/v2/model/gemini"
	"google.golang.org/genai"
)

// geminiReply is what the fake Gemini endpoint sends for one model name.
type geminiReply struct {
	status int      // HTTP status; 0 means 200
	body   string   // the body of a non-streaming reply, or of an error
	chunks []string // SSE data of a streaming reply with status 200
}

// fakeGemini serves canned Gemini API replies, chosen by model name, on
// the loopback interface: ADK's real Gemini model and genai's real client
// parse them exactly as they would parse Google's.
func fakeGemini(t testing.TB, replies map[string]geminiReply) *httptest.Server {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// /v1beta/models/{model}:generateContent or :streamGenerateContent
		name, method, _ := strings.Cut(r.URL.Path[strings.LastIndex(r.URL.Path, "/")+1:], ":")
		reply, ok := replies[name]
		if !ok {
			http.Error(w, `{"error":{"code":404,"message":"no such model","status":"NOT_FOUND"}}`, http.StatusNotFound)
			return
		}
		if reply.status != 0 && reply.status != http.StatusOK {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(reply.status)
			fmt.Fprint(w, reply.body)
			return
		}
		if method == "streamGenerateContent" {
			w.Header().Set("Content-Type", "text/event-stream")
			for _, c := range reply.chunks {
				fmt.Fprintf(w, "data: %s\n\n", c)
			}
			return
		}
		w.Header().Set("Content-Type", "application/json")
		fmt.Fprint(w, reply.body)
	}))
	t.Cleanup(srv.Close)
	return srv
}

func geminiConfig(baseURL string) *genai.ClientConfig {
	return &genai.ClientConfig{APIKey: "k", Backend: genai.BackendGeminiAPI, HTTPOptions: genai.HTTPOptions{BaseURL: baseURL}}
}

// callADK runs ADK's real Gemini model once and collects what its iterator
// yields.
func callADK(t *testing.T, cfg *genai.ClientConfig, name string, stream bool) ([]*model.LLMResponse, error) {
	t.Helper()
	ctx := context.Background()
	m, err := gemini.NewModel(ctx, name, cfg)
	if err != nil {
		t.Fatal(err)
	}
	req := &model.LLMRequest{Contents: []*genai.Content{genai.NewContentFromText("hi", genai.RoleUser)}}
	var out []*model.LLMResponse
	for resp, err := range m.GenerateContent(ctx, req, stream) {
		if err != nil {
			return out, err
		}
		out = append(out, resp)
	}
	return out, nil
}

const (
	textStop       = `{"candidates":[{"content":{"role":"model","parts":[{"text":"Your refund is on its way."}]},"finishReason":"STOP"}],"usageMetadata":{"totalTokenCount":9}}`
	textMaxTokens  = `{"candidates":[{"content":{"role":"model","parts":[{"text":"The refund covers the first half of"}]},"finishReason":"MAX_TOKENS"}]}`
	safetyNoText   = `{"candidates":[{"finishReason":"SAFETY","safetyRatings":[{"category":"HARM_CATEGORY_HARASSMENT","probability":"HIGH","blocked":true}]}]}`
	malformedCall  = `{"candidates":[{"finishReason":"MALFORMED_FUNCTION_CALL"}]}`
	promptBlocked  = `{"promptFeedback":{"blockReason":"PROHIBITED_CONTENT"},"usageMetadata":{"promptTokenCount":4}}`
	chunkText1     = `{"candidates":[{"content":{"role":"model","parts":[{"text":"The refund "}]}}]}`
	chunkText2     = `{"candidates":[{"content":{"role":"model","parts":[{"text":"covers"}]}}]}`
	chunkStop      = `{"candidates":[{"content":{"role":"model","parts":[{"text":" all."}]},"finishReason":"STOP"}],"usageMetadata":{"totalTokenCount":9}}`
	chunkMaxTokens = `{"candidates":[{"content":{"role":"model","parts":[{"text":" the first"}]},"finishReason":"MAX_TOKENS"}]}`
	chunkSafety    = `{"candidates":[{"finishReason":"SAFETY"}]}`
	chunkUsageOnly = `{"usageMetadata":{"totalTokenCount":9},"modelVersion":"gemini-x"}`
	chunkError     = `{"error":{"code":503,"message":"The model is overloaded.","status":"UNAVAILABLE"}}`
)

func apiErrorBody(code int, status, msg string) string {
	return fmt.Sprintf(`{"error":{"code":%d,"message":%q,"status":%q}}`, code, msg, status)
}

// TestADKGeminiInBand classifies responses produced by ADK's real Gemini
// model (google.golang.org/adk/v2/model/gemini), for every response it
// yields, streaming and not.
func TestADKGeminiInBand(t *testing.T) {
	srv := fakeGemini(t, map[string]geminiReply{
		"text-stop":       {body: textStop},
		"text-max-tokens": {body: textMaxTokens, chunks: []string{chunkText1, chunkMaxTokens}},
		"safety":          {body: safetyNoText, chunks: []string{chunkText1, chunkSafety}},
		"malformed":       {body: malformedCall},
		"blocked":         {chunks: []string{promptBlocked}},
		"stream-stop":     {chunks: []string{chunkText1, chunkText2, chunkStop}},
		"usage-only-tail": {chunks: []string{chunkText1, chunkStop, chunkUsageOnly}},
	})
	cfg := geminiConfig(srv.URL)

	tests := []struct {
		name   string
		model  string
		stream bool
		// want is the class of each response the iterator yields, in order.
		want []llmerr.ErrorClass
		// check asserts the ADK behaviour the case relies on.
		check func(t *testing.T, rs []*model.LLMResponse)
	}{
		{name: "text and STOP", model: "text-stop", want: []llmerr.ErrorClass{0}},
		{
			name: "text and MAX_TOKENS", model: "text-max-tokens",
			want: []llmerr.ErrorClass{llmerr.Truncated},
			check: func(t *testing.T, rs []*model.LLMResponse) {
				if rs[0].ErrorCode != "" || rs[0].Content == nil {
					t.Errorf("premise: ADK fills no ErrorCode for text + MAX_TOKENS, got %q", rs[0].ErrorCode)
				}
			},
		},
		{
			name: "SAFETY with no content", model: "safety",
			want: []llmerr.ErrorClass{llmerr.OutputBlocked},
			check: func(t *testing.T, rs []*model.LLMResponse) {
				if rs[0].ErrorCode != "SAFETY" || rs[0].FinishReason != genai.FinishReasonSafety {
					t.Errorf("premise: ErrorCode and FinishReason both SAFETY, got %q %q", rs[0].ErrorCode, rs[0].FinishReason)
				}
			},
		},
		{name: "MALFORMED_FUNCTION_CALL", model: "malformed", want: []llmerr.ErrorClass{llmerr.ToolProtocol}},
		{
			name: "blocked prompt, streaming", model: "blocked", stream: true,
			// The partial chunk, then the aggregate ADK yields at the end.
			want: []llmerr.ErrorClass{llmerr.PromptBlocked, llmerr.PromptBlocked},
			check: func(t *testing.T, rs []*model.LLMResponse) {
				for _, r := range rs {
					if r.ErrorCode != "PROHIBITED_CONTENT" || r.FinishReason != "" {
						t.Errorf("premise: ErrorCode PROHIBITED_CONTENT and no finish reason, got %q %q", r.ErrorCode, r.FinishReason)
					}
				}
			},
		},
		{
			name: "streaming text and STOP", model: "stream-stop", stream: true,
			want: []llmerr.ErrorClass{0, 0, 0, 0},
			check: func(t *testing.T, rs []*model.LLMResponse) {
				if !rs[0].Partial || rs[3].Partial {
					t.Errorf("premise: three partial chunks, then the aggregate")
				}
			},
		},
		{
			name: "streaming text cut by MAX_TOKENS", model: "text-max-tokens", stream: true,
			want: []llmerr.ErrorClass{0, llmerr.Truncated, llmerr.Truncated},
		},
		{
			name: "streaming text then a SAFETY stop", model: "safety", stream: true,
			want: []llmerr.ErrorClass{0, llmerr.OutputBlocked, llmerr.OutputBlocked},
		},
		{
			name: "streaming, usage-only chunk after STOP", model: "usage-only-tail", stream: true,
			want: []llmerr.ErrorClass{0, 0, 0, 0},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rs, err := callADK(t, cfg, tt.model, tt.stream)
			if err != nil {
				t.Fatalf("the model call failed: %v", err)
			}
			if len(rs) != len(tt.want) {
				t.Fatalf("got %d responses, want %d: %s", len(rs), len(tt.want), describe(rs))
			}
			if tt.check != nil {
				tt.check(t, rs)
			}
			for i, r := range rs {
				c, failed := llmerr.ClassifyResponse(r)
				if c != tt.want[i] || failed != (tt.want[i] != 0) {
					t.Errorf("response %d (%s): %v, %v; want %v", i, describe(rs[i:i+1]), c, failed, tt.want[i])
				}
			}
		})
	}
}

func describe(rs []*model.LLMResponse) string {
	var b strings.Builder
	for _, r := range rs {
		parts := -1
		if r.Content != nil {
			parts = len(r.Content.Parts)
		}
		fmt.Fprintf(&b, "{partial=%v finish=%q code=%q parts=%d} ", r.Partial, r.FinishReason, r.ErrorCode, parts)
	}
	return b.String()
}

// TestADKGeminiThrown classifies the iterator errors of ADK's real Gemini
// model: non-streaming wraps genai's APIError, streaming yields it bare.
func TestADKGeminiThrown(t *testing.T) {
	srv := fakeGemini(t, map[string]geminiReply{
		"quota":       {status: 429, body: apiErrorBody(429, "RESOURCE_EXHAUSTED", "Resource has been exhausted (e.g. check quota).")},
		"overloaded":  {status: 503, body: apiErrorBody(503, "UNAVAILABLE", "The model is overloaded. Please try again later.")},
		"bad-request": {status: 400, body: apiErrorBody(400, "INVALID_ARGUMENT", "Request contains an invalid argument.")},
		"bad-key":     {status: 400, body: apiErrorBody(400, "INVALID_ARGUMENT", "API key not valid.")},
		"forbidden":   {status: 403, body: apiErrorBody(403, "PERMISSION_DENIED", "Permission denied.")},
		"gateway":     {status: 504, body: apiErrorBody(504, "DEADLINE_EXCEEDED", "Deadline expired before operation could complete.")},
		"proxy-html":  {status: 502, body: "<html>Bad Gateway</html>"},
		"mid-stream":  {chunks: []string{chunkText1, chunkError}},
		"blocked":     {body: promptBlocked},
		// Any other name gets a 404 NOT_FOUND.
	})
	cfg := geminiConfig(srv.URL)

	tests := []struct {
		model      string
		stream     bool
		want       llmerr.ErrorClass
		wantCode   int
		wantStatus string
	}{
		{"quota", false, llmerr.RateLimited, 429, "RESOURCE_EXHAUSTED"},
		{"quota", true, llmerr.RateLimited, 429, "RESOURCE_EXHAUSTED"},
		{"overloaded", false, llmerr.Server, 503, "UNAVAILABLE"},
		{"overloaded", true, llmerr.Server, 503, "UNAVAILABLE"},
		{"gemini-retired", false, llmerr.NotFound, 404, "NOT_FOUND"},
		{"gemini-retired", true, llmerr.NotFound, 404, "NOT_FOUND"},
		{"bad-request", false, llmerr.BadRequest, 400, "INVALID_ARGUMENT"},
		{"forbidden", false, llmerr.Auth, 403, "PERMISSION_DENIED"},
		{"gateway", false, llmerr.Server, 504, "DEADLINE_EXCEEDED"},
		{"proxy-html", false, llmerr.Server, 502, "502 Bad Gateway"},
		{"mid-stream", true, llmerr.Server, 503, "UNAVAILABLE"},
		// Non-streaming ADK turns a blocked prompt (no candidates) into a
		// plain "empty response" error: the block reason is lost, so the
		// only honest class is Unknown. Stream to see prompt blocks.
		{"blocked", false, llmerr.Unknown, 0, ""},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%s/stream=%v", tt.model, tt.stream), func(t *testing.T) {
			_, err := callADK(t, cfg, tt.model, tt.stream)
			if err == nil {
				t.Fatal("premise: the call did not fail")
			}
			if tt.want != llmerr.Unknown {
				var api genai.APIError
				if !errors.As(err, &api) {
					t.Fatalf("premise: want a genai.APIError value in %T %v", err, err)
				}
			}
			if got := llmerr.Classify(err); got != tt.want {
				t.Errorf("Classify(%v) = %v, want %v", err, got, tt.want)
			}
			f, ok := llmerr.FailureOf(err)
			if !ok || f.Class != tt.want || f.HTTPCode != tt.wantCode || f.Status != tt.wantStatus || f.Raw != err.Error() {
				t.Errorf("FailureOf = %+v, %v", f, ok)
			}
		})
	}
}

// TestADKGeminiNetwork makes the real genai client behind ADK fail at the
// network level.
func TestADKGeminiNetwork(t *testing.T) {
	t.Run("connection refused", func(t *testing.T) {
		_, err := callADK(t, geminiConfig("http://"+closedLoopbackAddr(t)), "gemini-x", false)
		if got := llmerr.Classify(err); got != llmerr.Transport {
			t.Errorf("Classify(%v) = %v, want TRANSPORT", err, got)
		}
	})
	t.Run("genai HTTPOptions.Timeout", func(t *testing.T) {
		cfg := geminiConfig(slowServer(t).URL)
		d := 50 * time.Millisecond
		cfg.HTTPOptions.Timeout = &d
		for _, stream := range []bool{false, true} {
			_, err := callADK(t, cfg, "gemini-x", stream)
			if got := llmerr.Classify(err); got != llmerr.Timeout {
				t.Errorf("stream=%v: Classify(%v) = %v, want TIMEOUT", stream, err, got)
			}
		}
	})
}

// TestGenaiDirect classifies what genai's real client returns, for code
// that calls genai without ADK.
func TestGenaiDirect(t *testing.T) {
	srv := fakeGemini(t, map[string]geminiReply{
		"text-stop":       {body: textStop, chunks: []string{chunkText1, chunkStop, chunkUsageOnly}},
		"text-max-tokens": {body: textMaxTokens, chunks: []string{chunkText1, chunkMaxTokens}},
		"safety":          {body: safetyNoText},
		"blocked":         {body: promptBlocked, chunks: []string{promptBlocked}},
		"quota":           {status: 429, body: apiErrorBody(429, "RESOURCE_EXHAUSTED", "quota")},
	})
	ctx := context.Background()
	client, err := genai.NewClient(ctx, geminiConfig(srv.URL))
	if err != nil {
		t.Fatal(err)
	}
	contents := genai.Text("hi")

	for _, tt := range []struct {
		model string
		want  llmerr.ErrorClass
	}{
		{"text-stop", 0},
		{"text-max-tokens", llmerr.Truncated},
		{"safety", llmerr.OutputBlocked},
		// Unlike ADK, genai keeps the prompt feedback of a blocked prompt.
		{"blocked", llmerr.PromptBlocked},
	} {
		resp, err := client.Models.GenerateContent(ctx, tt.model, contents, nil)
		if err != nil {
			t.Fatalf("%s: %v", tt.model, err)
		}
		if c, failed := llmerr.ClassifyGenerateContent(resp); c != tt.want || failed != (tt.want != 0) {
			t.Errorf("%s: ClassifyGenerateContent = %v, %v; want %v", tt.model, c, failed, tt.want)
		}
	}

	_, err = client.Models.GenerateContent(ctx, "quota", contents, nil)
	if got := llmerr.Classify(err); got != llmerr.RateLimited {
		t.Errorf("Classify(%v) = %v, want RATE_LIMITED", err, got)
	}

	for _, tt := range []struct {
		model string
		want  []llmerr.ErrorClass // per chunk
	}{
		// The usage-only tail chunk carries no candidate: Unknown taken
		// alone, as ClassifyGenerateContent documents.
		{"text-stop", []llmerr.ErrorClass{0, 0, llmerr.Unknown}},
		{"text-max-tokens", []llmerr.ErrorClass{0, llmerr.Truncated}},
		{"blocked", []llmerr.ErrorClass{llmerr.PromptBlocked}},
	} {
		var got []llmerr.ErrorClass
		for resp, err := range client.Models.GenerateContentStream(ctx, tt.model, contents, nil) {
			if err != nil {
				t.Fatalf("%s: %v", tt.model, err)
			}
			c, _ := llmerr.ClassifyGenerateContent(resp)
			got = append(got, c)
		}
		if fmt.Sprint(got) != fmt.Sprint(tt.want) {
			t.Errorf("%s stream: chunk classes %v, want %v", tt.model, got, tt.want)
		}
	}
}
