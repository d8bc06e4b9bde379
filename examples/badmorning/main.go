// Command badmorning replays the four scenarios of the article's "one bad
// morning" against a local Gemini-compatible server, through ADK's real
// Gemini model, llmagent and runner, with llmerr's callbacks, retry
// decorator and metrics. It prints what the user sees, the class llmerr
// recorded, and the three dashboard views.
//
//	cd examples && go run ./badmorning
//
// It is offline: the "provider" is an httptest server in this process.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"time"

	"github.com/llmerrlint/llmerrlint/llmerr"
	sdkmetric "go.opentelemetry.io/otel/sdk/metric"
	"google.golang.org/adk/v2/agent"
	"google.golang.org/adk/v2/agent/llmagent"
	"google.golang.org/adk/v2/model"
	"google.golang.org/adk/v2/model/gemini"
	"google.golang.org/adk/v2/plugin"
	"google.golang.org/adk/v2/runner"
	"google.golang.org/adk/v2/session"
	"google.golang.org/genai"
)

func main() {
	if err := run(context.Background(), os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "badmorning:", err)
		os.Exit(1)
	}
}

// scenario is one incident of the morning.
type scenario struct {
	title   string
	model   string // the model name the agent is configured with
	user    string
	replies []reply
}

var scenarios = []scenario{
	{"A quota spike: the API returns 429 RESOURCE_EXHAUSTED on every attempt",
		"gemini-2.5-flash", "Why was I charged twice?",
		[]reply{apiError(429, "RESOURCE_EXHAUSTED", "Quota exceeded for requests per minute.")}},
	{"A truncated tool argument: the refund explanation hits MAX_TOKENS",
		"gemini-2.5-flash", "Explain my refund in detail.",
		[]reply{answer("I've opened refund R-1042 for $40: the March invoice was charged twice because the", "MAX_TOKENS")}},
	{"A safety stop: the candidate finishes with SAFETY",
		"gemini-2.5-flash", "(an abusive message)",
		[]reply{answer("", "SAFETY")}},
	{"A deprecated model: every call returns 404",
		"gemini-1.0-pro", "What is my balance?",
		[]reply{apiError(404, "NOT_FOUND", "models/gemini-1.0-pro is not found for API version v1beta.")}},
}

// run plays every scenario and writes the report to w.
func run(ctx context.Context, w io.Writer) error {
	prov, srv := newProvider()
	defer srv.Close()
	// The dashboard: an OTel MeterProvider with a ManualReader. In
	// production this is the Prometheus exporter (see the README).
	reader := sdkmetric.NewManualReader()
	meters := sdkmetric.NewMeterProvider(sdkmetric.WithReader(reader))
	defer meters.Shutdown(ctx)
	quiet := slog.New(slog.DiscardHandler) // the report below says what the logs would

	for i, sc := range scenarios {
		prov.play(sc.replies...)
		gem, err := gemini.NewModel(ctx, sc.model, &genai.ClientConfig{
			APIKey: "offline", Backend: genai.BackendGeminiAPI,
			HTTPOptions: genai.HTTPOptions{BaseURL: srv.URL},
		})
		if err != nil {
			return err
		}
		// One retry layer, in a model decorator: three attempts with
		// exponential backoff and full jitter (kept short for the demo).
		m := llmerr.Retry(gem, llmerr.RetryConfig{
			MaxAttempts: 3, BaseDelay: 20 * time.Millisecond, MaxDelay: 100 * time.Millisecond,
			MeterProvider: meters, Logger: quiet,
		})
		got, err := ask(ctx, m, sc.user, llmerr.Config{MeterProvider: meters, Logger: quiet})
		if err != nil {
			return err
		}
		report(w, i+1, sc, prov.requestCount(), got)
	}
	return dashboard(ctx, w, reader)
}

// outcome is what the caller of one runner.Run got.
type outcome struct {
	text  string
	err   error
	class string            // session state llm_error_class after the run
	final llmerr.ErrorClass // in-band class of the final event, as the application sees it
}

// report prints one scenario: what reached the user, what llmerr recorded
// and the rule it applied.
func report(w io.Writer, n int, sc scenario, requests int, got outcome) {
	fmt.Fprintf(w, "%d. %s\n", n, sc.title)
	fmt.Fprintf(w, "   model requests:  %d\n", requests)
	class, _ := llmerr.ParseErrorClass(got.class)
	if got.err != nil {
		class = llmerr.Classify(got.err)
		fmt.Fprintf(w, "   user sees:       no answer: the error reaches the runner's caller and pages\n")
		fmt.Fprintf(w, "   caller's error:  HTTP %s\n", httpSummary(got.err))
		fmt.Fprintf(w, "   recorded class:  %s (in metrics and the log; a re-raised error has no event to carry session state)\n", class)
	} else {
		fmt.Fprintf(w, "   user sees:       %q\n", got.text)
		fmt.Fprintf(w, "   recorded class:  %s (session state %q)\n", got.class, llmerr.StateKeyClass)
		if got.final.IsFailure() {
			fmt.Fprintf(w, "   app reads:       final event is %s, so it asks for a shorter summary\n", got.final)
		}
	}
	r := llmerr.RuleFor(class)
	fmt.Fprintf(w, "   rule:            %s, %s view\n\n", r.Action, r.View)
}

// httpSummary reads the code and status of the provider's error from the
// structured fields, the way llmerr does, never from the message.
func httpSummary(err error) string {
	var api genai.APIError
	if errors.As(err, &api) {
		return fmt.Sprintf("%d %s", api.Code, api.Status)
	}
	return "none"
}

// ask sends one user message through a real llmagent and runner with the
// llmerr plugin installed, and reads back the session state.
func ask(ctx context.Context, m model.LLM, text string, cfg llmerr.Config) (outcome, error) {
	p, err := llmerr.NewPlugin(cfg)
	if err != nil {
		return outcome{}, err
	}
	a, err := llmagent.New(llmagent.Config{Name: "billing_agent", Model: m,
		Instruction: "Answer billing questions using the tools provided."})
	if err != nil {
		return outcome{}, err
	}
	svc := session.InMemoryService()
	r, err := runner.New(runner.Config{AppName: "billing", Agent: a, SessionService: svc,
		AutoCreateSession: true, PluginConfig: runner.PluginConfig{Plugins: []*plugin.Plugin{p}}})
	if err != nil {
		return outcome{}, err
	}
	var out outcome
	for ev, err := range r.Run(ctx, "customer", "morning", genai.NewContentFromText(text, genai.RoleUser), agent.RunConfig{}) {
		if err != nil {
			out.err = err
			continue
		}
		if ev.Content != nil && !ev.Partial {
			out.text = ""
			for _, part := range ev.Content.Parts {
				out.text += part.Text
			}
			// The application reads the reason of what it got: a passed
			// through TRUNCATED answer is its to handle.
			out.final, _ = llmerr.ClassifyResponse(&ev.LLMResponse)
		}
	}
	s, err := svc.Get(ctx, &session.GetRequest{AppName: "billing", UserID: "customer", SessionID: "morning"})
	if err != nil {
		return outcome{}, err
	}
	if v, err := s.Session.State().Get(llmerr.StateKeyClass); err == nil {
		out.class, _ = v.(string)
	}
	return out, nil
}
