package adktest_test

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"

	"github.com/openai/openai-go/v3/option"
	"go.opentelemetry.io/otel/attribute"
	sdkmetric "go.opentelemetry.io/otel/sdk/metric"
	"go.opentelemetry.io/otel/sdk/metric/metricdata"
	"google.golang.org/adk/v2/agent"
	"google.golang.org/adk/v2/agent/llmagent"
	"google.golang.org/adk/v2/model/openaimodel"
	"google.golang.org/adk/v2/runner"
	"google.golang.org/adk/v2/session"
	"google.golang.org/genai"

	"github.com/llmerrlint/llmerrlint/llmerr"
	_ "github.com/llmerrlint/llmerrlint/llmerr/openai" // the one line that wires OpenAI's classes
)

// openAIServer answers every Responses API call with status and body and
// counts the calls.
func openAIServer(t *testing.T, status int, body string) (url string, calls *atomic.Int32) {
	t.Helper()
	calls = new(atomic.Int32)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/responses" {
			t.Errorf("unexpected request %s %s", r.Method, r.URL.Path)
		}
		calls.Add(1)
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(status)
		fmt.Fprint(w, body)
	}))
	t.Cleanup(srv.Close)
	return srv.URL, calls
}

type e2eRun struct {
	text   string // the final event's text
	err    error  // what the runner yielded as errors
	reader *sdkmetric.ManualReader
}

// runAgent runs one user turn through the real runner and llmagent, on
// ADK's openaimodel pointed at url (the SDK's own retries off, so that
// llmerr.Retry is the one retry layer), with llmerr's callbacks.
func runAgent(t *testing.T, url string) e2eRun {
	t.Helper()
	ctx := t.Context()
	reader := sdkmetric.NewManualReader()
	mp := sdkmetric.NewMeterProvider(sdkmetric.WithReader(reader))
	logger := slog.New(slog.DiscardHandler)

	oa, err := openaimodel.NewModel(ctx, "gpt-4o-mini", &openaimodel.ClientConfig{
		APIKey: "test-key", BaseURL: url, Options: []option.RequestOption{option.WithMaxRetries(0)},
	})
	if err != nil {
		t.Fatal(err)
	}
	m := llmerr.Retry(oa, llmerr.RetryConfig{MaxAttempts: 3, BaseDelay: -1, MeterProvider: mp, Logger: logger})
	cb := llmerr.NewCallbacks(llmerr.Config{MeterProvider: mp, Logger: logger})
	a, err := llmagent.New(llmagent.Config{
		Name: "support_agent", Model: m, Instruction: "Answer billing questions.",
		AfterModelCallbacks:   []llmagent.AfterModelCallback{cb.AfterModel},
		OnModelErrorCallbacks: []llmagent.OnModelErrorCallback{cb.OnModelError},
	})
	if err != nil {
		t.Fatal(err)
	}
	r, err := runner.New(runner.Config{AppName: "billing", Agent: a, SessionService: session.InMemoryService(), AutoCreateSession: true})
	if err != nil {
		t.Fatal(err)
	}
	out := e2eRun{reader: reader}
	msg := genai.NewContentFromText("Why was I charged twice?", genai.RoleUser)
	for ev, err := range r.Run(ctx, "user", "s1", msg, agent.RunConfig{}) {
		if err != nil {
			out.err = errors.Join(out.err, err)
			continue
		}
		if !ev.Partial && ev.Content != nil {
			out.text = ""
			for _, p := range ev.Content.Parts {
				out.text += p.Text
			}
		}
	}
	return out
}

// points returns the data points of the named int64 counter.
func points(t *testing.T, reader *sdkmetric.ManualReader, name string) []attribute.Set {
	t.Helper()
	var rm metricdata.ResourceMetrics
	if err := reader.Collect(context.Background(), &rm); err != nil {
		t.Fatal(err)
	}
	var out []attribute.Set
	for _, sm := range rm.ScopeMetrics {
		for _, m := range sm.Metrics {
			if m.Name != name {
				continue
			}
			switch d := m.Data.(type) {
			case metricdata.Sum[int64]:
				for _, p := range d.DataPoints {
					for range p.Value {
						out = append(out, p.Attributes)
					}
				}
			case metricdata.Histogram[float64]:
				for _, p := range d.DataPoints {
					for range p.Count {
						out = append(out, p.Attributes)
					}
				}
			}
		}
	}
	return out
}

// count counts the recorded points whose llmerr.class attribute is class.
func count(pts []attribute.Set, class llmerr.ErrorClass) int64 {
	var n int64
	for _, p := range pts {
		if v, ok := p.Value(attribute.Key(llmerr.AttrClass)); ok && v.AsString() == class.String() {
			n++
		}
	}
	return n
}

const (
	rateLimitBody = `{"error":{"message":"Rate limit reached","type":"tokens","param":null,"code":"rate_limit_exceeded"}}`
	badKeyBody    = `{"error":{"message":"Incorrect API key provided","type":"invalid_request_error","param":null,"code":"invalid_api_key"}}`
)

func TestOpenAIModel429IsRetriedThenDegraded(t *testing.T) {
	url, calls := openAIServer(t, http.StatusTooManyRequests, rateLimitBody)
	run := runAgent(t, url)
	if run.err != nil {
		t.Fatalf("run error %v, want the degraded message", run.err)
	}
	if run.text != llmerr.DefaultDegradedText {
		t.Errorf("caller saw %q, want the degraded text", run.text)
	}
	if n := calls.Load(); n != 3 {
		t.Errorf("server got %d calls, want 3 (llmerr.Retry's attempts)", n)
	}
	if n := count(points(t, run.reader, llmerr.MetricAttempts), llmerr.RateLimited); n != 3 {
		t.Errorf("attempts counted as RATE_LIMITED = %d, want 3", n)
	}
	if n := count(points(t, run.reader, llmerr.MetricDuration), llmerr.RateLimited); n != 1 {
		t.Errorf("failures counted as RATE_LIMITED = %d, want 1", n)
	}
}

func TestOpenAIModel401ReachesCallerAndPages(t *testing.T) {
	url, calls := openAIServer(t, http.StatusUnauthorized, badKeyBody)
	run := runAgent(t, url)
	if run.err == nil {
		t.Fatalf("no run error; caller saw %q", run.text)
	}
	if c := llmerr.Classify(run.err); c != llmerr.Auth {
		t.Errorf("Classify(run error) = %v, want AUTH", c)
	}
	if n := calls.Load(); n != 1 {
		t.Errorf("server got %d calls, want 1 (AUTH is not retried)", n)
	}
	if !llmerr.RuleFor(llmerr.Auth).Pages {
		t.Error("AUTH's rule does not page")
	}
	pts := points(t, run.reader, llmerr.MetricDuration)
	if n := count(pts, llmerr.Auth); n != 1 {
		t.Errorf("failures counted as AUTH = %d, want 1", n)
	}
	for _, p := range pts {
		if v, ok := p.Value(attribute.Key(llmerr.AttrPages)); !ok || v.Emit() != "true" {
			t.Errorf("AUTH counted with %s=%s, want true", llmerr.AttrPages, v.Emit())
		}
	}
}

func TestOpenAIModelInBand(t *testing.T) {
	for _, tc := range []struct {
		name, reason, want string
	}{
		// openaimodel turns max_output_tokens into MAX_TOKENS: passed through.
		{"truncated", "max_output_tokens", "partial answer"},
		// and content_filter into SAFETY: refused.
		{"output blocked", "content_filter", llmerr.DefaultRefusalText},
	} {
		t.Run(tc.name, func(t *testing.T) {
			body := `{"id":"r","object":"response","created_at":1,"model":"gpt-4o-mini","status":"incomplete",` +
				`"incomplete_details":{"reason":"` + tc.reason + `"},"error":null,"output":[{"type":"message","id":"m",` +
				`"role":"assistant","status":"incomplete","content":[{"type":"output_text","text":"partial answer","annotations":[]}]}]}`
			url, _ := openAIServer(t, http.StatusOK, body)
			run := runAgent(t, url)
			if run.err != nil {
				t.Fatal(run.err)
			}
			if run.text != tc.want {
				t.Errorf("caller saw %q, want %q", run.text, tc.want)
			}
		})
	}
}
