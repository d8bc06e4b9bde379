// Command classify makes one model call fail in each of llmerr's 13
// classes and prints the class, its rule and the raw text.
//
// Every failure comes from the real SDKs: ADK Go's Gemini model and the
// genai client it uses, talking to a fake Gemini endpoint on the loopback
// interface (canned JSON and server-sent events, as Google sends them), a
// closed loopback port for the transport failure, and llmerr's call-budget
// decorator. Nothing leaves the machine.
//
//	cd examples && go run ./classify
package main

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/llmerrlint/llmerrlint/llmerr"
	"google.golang.org/adk/v2/model"
	"google.golang.org/adk/v2/model/gemini"
	"google.golang.org/genai"
)

// replies maps a model name to what the fake endpoint answers for it.
var replies = map[string]struct {
	status int
	body   string // JSON body; for streaming calls, one SSE event
}{
	"quota":        {429, `{"error":{"code":429,"message":"Resource has been exhausted (e.g. check quota).","status":"RESOURCE_EXHAUSTED"}}`},
	"overloaded":   {503, `{"error":{"code":503,"message":"The model is overloaded. Please try again later.","status":"UNAVAILABLE"}}`},
	"bad-schema":   {400, `{"error":{"code":400,"message":"Invalid JSON payload received. Unknown name \"temprature\".","status":"INVALID_ARGUMENT"}}`},
	"revoked-key":  {403, `{"error":{"code":403,"message":"Method doesn't allow unregistered callers.","status":"PERMISSION_DENIED"}}`},
	"long-answer":  {200, `{"candidates":[{"content":{"role":"model","parts":[{"text":"Your refund of $42 covers the first half of"}]},"finishReason":"MAX_TOKENS"}]}`},
	"unsafe":       {200, `{"candidates":[{"finishReason":"SAFETY","safetyRatings":[{"category":"HARM_CATEGORY_HARASSMENT","probability":"HIGH","blocked":true}]}]}`},
	"bad-tool":     {200, `{"candidates":[{"finishReason":"MALFORMED_FUNCTION_CALL"}]}`},
	"odd-stop":     {200, `{"candidates":[{"finishReason":"OTHER"}]}`},
	"blocked":      {200, `{"promptFeedback":{"blockReason":"PROHIBITED_CONTENT"}}`},
	"gemini-1.0-x": {404, `{"error":{"code":404,"message":"models/gemini-1.0-x is not found for API version v1beta.","status":"NOT_FOUND"}}`},
	"fine":         {200, `{"candidates":[{"content":{"role":"model","parts":[{"text":"Done."}]},"finishReason":"STOP"}]}`},
}

// fakeGemini serves replies like the Gemini API: /v1beta/models/NAME:METHOD.
// Calling stop shuts it down.
func fakeGemini() (srv *httptest.Server, stop func()) {
	done := make(chan struct{})
	srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name, method, _ := strings.Cut(r.URL.Path[strings.LastIndex(r.URL.Path, "/")+1:], ":")
		if name == "slow" {
			select { // longer than the client's timeout
			case <-r.Context().Done():
			case <-done:
			case <-time.After(5 * time.Second):
			}
			return
		}
		reply, ok := replies[name]
		if !ok {
			reply = replies["gemini-1.0-x"]
		}
		if reply.status == http.StatusOK && method == "streamGenerateContent" {
			w.Header().Set("Content-Type", "text/event-stream")
			fmt.Fprintf(w, "data: %s\n\n", reply.body)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(reply.status)
		fmt.Fprint(w, reply.body)
	}))
	return srv, func() { close(done); srv.Close() }
}

// outcome is what one model call produced: an error, or the last response.
type outcome struct {
	err  error
	resp *model.LLMResponse
}

func call(ctx context.Context, m model.LLM, stream bool) outcome {
	req := &model.LLMRequest{Contents: []*genai.Content{genai.NewContentFromText("Where is my refund?", genai.RoleUser)}}
	var last *model.LLMResponse
	for resp, err := range m.GenerateContent(ctx, req, stream) {
		if err != nil {
			return outcome{err: err}
		}
		last = resp
	}
	return outcome{resp: last}
}

func geminiModel(ctx context.Context, baseURL, name string, timeout time.Duration) model.LLM {
	cfg := &genai.ClientConfig{APIKey: "offline", Backend: genai.BackendGeminiAPI, HTTPOptions: genai.HTTPOptions{BaseURL: baseURL}}
	if timeout > 0 {
		cfg.HTTPOptions.Timeout = &timeout
	}
	m, err := gemini.NewModel(ctx, name, cfg)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	return m
}

// closedPort returns a loopback address that refuses connections.
func closedPort() string {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	defer ln.Close()
	return "http://" + ln.Addr().String()
}

func main() {
	if err := run(os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

// run makes the thirteen failures, prints the table to w, and fails if any
// failure was not classified as its scenario expects.
func run(w io.Writer) error {
	ctx := context.Background()
	srv, stop := fakeGemini()
	defer stop()
	at := func(name string) model.LLM { return geminiModel(ctx, srv.URL, name, 0) }

	// The call-budget decorator lets one invocation make one call; the
	// second is refused before it reaches the model.
	budgeted := llmerr.LimitCalls(at("fine"), llmerr.CallBudgetConfig{
		Limit: 1,
		Key:   func(context.Context) string { return "invocation-1" },
	})
	call(ctx, budgeted, false)

	scenarios := []struct {
		want llmerr.ErrorClass
		what string
		run  func() outcome
	}{
		{llmerr.Transport, "endpoint refuses connections", func() outcome { return call(ctx, geminiModel(ctx, closedPort(), "fine", 0), false) }},
		{llmerr.Timeout, "HTTPOptions.Timeout of 100ms", func() outcome { return call(ctx, geminiModel(ctx, srv.URL, "slow", 100*time.Millisecond), false) }},
		{llmerr.RateLimited, "HTTP 429", func() outcome { return call(ctx, at("quota"), false) }},
		{llmerr.Server, "HTTP 503, streaming", func() outcome { return call(ctx, at("overloaded"), true) }},
		{llmerr.BadRequest, "HTTP 400", func() outcome { return call(ctx, at("bad-schema"), false) }},
		{llmerr.Auth, "HTTP 403", func() outcome { return call(ctx, at("revoked-key"), false) }},
		{llmerr.NotFound, "retired model name", func() outcome { return call(ctx, at("gemini-1.0-x"), false) }},
		{llmerr.PromptBlocked, "prompt feedback, streaming", func() outcome { return call(ctx, at("blocked"), true) }},
		{llmerr.OutputBlocked, "SAFETY stop, no text", func() outcome { return call(ctx, at("unsafe"), false) }},
		{llmerr.Truncated, "text cut by MAX_TOKENS", func() outcome { return call(ctx, at("long-answer"), false) }},
		{llmerr.ToolProtocol, "MALFORMED_FUNCTION_CALL", func() outcome { return call(ctx, at("bad-tool"), false) }},
		{llmerr.CallBudget, "second call of a 1-call budget", func() outcome { return call(ctx, budgeted, false) }},
		{llmerr.Unknown, "finish reason OTHER", func() outcome { return call(ctx, at("odd-stop"), false) }},
	}

	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "CLASS\tCHANNEL\tOWNER\tVIEW\tRETRY\tPAGES\tACTION\tSCENARIO\tRAW")
	var wrong []string
	for _, s := range scenarios {
		o := s.run()
		var f llmerr.Failure
		var failed bool
		if o.err != nil {
			f, failed = llmerr.FailureOf(o.err)
		} else {
			f, failed = llmerr.ResponseFailure(o.resp)
		}
		if !failed || f.Class != s.want {
			wrong = append(wrong, fmt.Sprintf("%s: classified as %v, want %v", s.what, f.Class, s.want))
		}
		r := f.Rule()
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n",
			f.Class, f.Channel, r.Owner, r.View, yesNo(r.Retryable), yesNo(r.Pages), r.Action, s.what, raw(f))
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	if len(wrong) > 0 {
		return fmt.Errorf("misclassified:\n%s", strings.Join(wrong, "\n"))
	}
	return nil
}

// raw is what a log line keeps: the error text, or the in-band reason and
// message. The Gemini API sends no finish message, so it is often empty.
func raw(f llmerr.Failure) string {
	s := f.Raw
	if f.Channel == llmerr.ChannelInBand {
		s = strings.TrimSpace(f.Reason + " " + f.Raw)
	}
	s = strings.ReplaceAll(s, "\n", " ")
	if len(s) > 110 { // keep both ends: the cause is usually last
		s = s[:45] + " ... " + s[len(s)-60:]
	}
	return s
}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}
