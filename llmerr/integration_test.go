package llmerr_test

import (
	"context"
	"errors"
	"iter"
	"log/slog"
	"sync"
	"testing"

	"go.opentelemetry.io/otel/attribute"
	sdkmetric "go.opentelemetry.io/otel/sdk/metric"
	"go.opentelemetry.io/otel/sdk/metric/metricdata"
	"google.golang.org/adk/v2/agent"
	"google.golang.org/adk/v2/agent/llmagent"
	"google.golang.org/adk/v2/model"
	"google.golang.org/adk/v2/plugin"
	"google.golang.org/adk/v2/runner"
	"google.golang.org/adk/v2/session"
	"google.golang.org/adk/v2/tool"
	"google.golang.org/genai"

	"github.com/llmerrlint/llmerrlint/llmerr"
)

// scriptedModel is a model.LLM whose calls follow a script: call i runs
// steps[i]; calls past the script answer "done". It records the context
// of every call, to check what ADK passes a model.
type scriptedModel struct {
	name  string
	steps []func(yield func(*model.LLMResponse, error) bool)

	mu    sync.Mutex
	calls int
	ctxs  []context.Context
}

func (m *scriptedModel) Name() string { return m.name }

func (m *scriptedModel) GenerateContent(ctx context.Context, _ *model.LLMRequest, _ bool) iter.Seq2[*model.LLMResponse, error] {
	m.mu.Lock()
	i := m.calls
	m.calls++
	m.ctxs = append(m.ctxs, ctx)
	m.mu.Unlock()
	return func(yield func(*model.LLMResponse, error) bool) {
		if i < len(m.steps) {
			m.steps[i](yield)
			return
		}
		yield(scriptText("done"), nil)
	}
}

func (m *scriptedModel) callCount() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.calls
}

// script builds a scriptedModel from one outcome per call: an error, a
// response, or a []*model.LLMResponse streamed in order.
func script(outcomes ...any) *scriptedModel {
	m := &scriptedModel{name: "scripted-model"}
	for _, o := range outcomes {
		switch o := o.(type) {
		case error:
			m.steps = append(m.steps, func(y func(*model.LLMResponse, error) bool) { y(nil, o) })
		case *model.LLMResponse:
			m.steps = append(m.steps, func(y func(*model.LLMResponse, error) bool) { y(o, nil) })
		case []*model.LLMResponse:
			m.steps = append(m.steps, func(y func(*model.LLMResponse, error) bool) {
				for _, r := range o {
					if !y(r, nil) {
						return
					}
				}
			})
		default:
			panic("script: unsupported outcome")
		}
	}
	return m
}

func scriptText(s string) *model.LLMResponse {
	return &model.LLMResponse{Content: genai.NewContentFromText(s, genai.RoleModel), FinishReason: genai.FinishReasonStop}
}

// adkRun is what one runner.Run gave the caller.
type adkRun struct {
	events []*session.Event
	err    error
	state  map[string]any // the persisted session state after the run
	// finalClass is the in-band class of the last non-partial event.
	finalClass llmerr.ErrorClass
	reader     *sdkmetric.ManualReader
}

// runOpts selects how the callbacks are installed and how the run streams.
type runOpts struct {
	cfg       llmerr.Config
	asPlugin  bool
	streaming bool
	tools     []tool.Tool
}

// runADK runs one user turn through a real llmagent and runner with the
// llmerr callbacks, and collects events, the run error, session state and
// metrics.
func runADK(t *testing.T, m model.LLM, o runOpts) adkRun {
	t.Helper()
	return newADKSession(t, m, o).turn("Why was I charged twice?")
}

// adkSession is one session of a runner with the llmerr callbacks, for
// tests that need several turns.
type adkSession struct {
	t      *testing.T
	r      *runner.Runner
	svc    session.Service
	rc     agent.RunConfig
	reader *sdkmetric.ManualReader
}

func newADKSession(t *testing.T, m model.LLM, o runOpts) *adkSession {
	t.Helper()
	reader := sdkmetric.NewManualReader()
	o.cfg.MeterProvider = sdkmetric.NewMeterProvider(sdkmetric.WithReader(reader))
	if o.cfg.Logger == nil {
		o.cfg.Logger = slog.New(slog.DiscardHandler)
	}
	cb := llmerr.NewCallbacks(o.cfg)
	acfg := llmagent.Config{Name: "support_agent", Model: m, Instruction: "Answer billing questions.", Tools: o.tools}
	var plugins []*plugin.Plugin
	if o.asPlugin {
		p, err := plugin.New(cb.PluginConfig())
		if err != nil {
			t.Fatal(err)
		}
		plugins = append(plugins, p)
	} else {
		acfg.BeforeModelCallbacks = []llmagent.BeforeModelCallback{cb.BeforeModel}
		acfg.AfterModelCallbacks = []llmagent.AfterModelCallback{cb.AfterModel}
		acfg.OnModelErrorCallbacks = []llmagent.OnModelErrorCallback{cb.OnModelError}
	}
	a, err := llmagent.New(acfg)
	if err != nil {
		t.Fatal(err)
	}
	svc := session.InMemoryService()
	r, err := runner.New(runner.Config{AppName: "billing", Agent: a, SessionService: svc,
		AutoCreateSession: true, PluginConfig: runner.PluginConfig{Plugins: plugins}})
	if err != nil {
		t.Fatal(err)
	}
	rc := agent.RunConfig{}
	if o.streaming {
		rc.StreamingMode = agent.StreamingModeSSE
	}
	return &adkSession{t: t, r: r, svc: svc, rc: rc, reader: reader}
}

// turn runs one user turn in the session.
func (s *adkSession) turn(text string) adkRun {
	t := s.t
	t.Helper()
	ctx := t.Context()
	var out adkRun
	for ev, err := range s.r.Run(ctx, "user", "s1", genai.NewContentFromText(text, genai.RoleUser), s.rc) {
		if err != nil {
			out.err = errors.Join(out.err, err)
			continue
		}
		out.events = append(out.events, ev)
		if !ev.Partial {
			// What an application that reads the final event's reason would
			// see: a substitute is healthy, a passed-through failure is not.
			out.finalClass, _ = llmerr.ClassifyResponse(&ev.LLMResponse)
		}
	}
	got, err := s.svc.Get(ctx, &session.GetRequest{AppName: "billing", UserID: "user", SessionID: "s1"})
	if err != nil {
		t.Fatal(err)
	}
	out.state = map[string]any{}
	for k, v := range got.Session.State().All() {
		out.state[k] = v
	}
	out.reader = s.reader
	return out
}

// finalText is the text of the last non-partial event the caller got.
func (r adkRun) finalText() string {
	for i := len(r.events) - 1; i >= 0; i-- {
		if ev := r.events[i]; !ev.Partial && ev.Content != nil {
			s := ""
			for _, p := range ev.Content.Parts {
				s += p.Text
			}
			return s
		}
	}
	return ""
}

func (r adkRun) final() *session.Event {
	for i := len(r.events) - 1; i >= 0; i-- {
		if !r.events[i].Partial {
			return r.events[i]
		}
	}
	return nil
}

// metricCount sums the named instrument's points (a counter's values, a
// histogram's counts) whose attributes include every key=value in want; a
// value "" wants the key absent.
func metricCount(t *testing.T, reader *sdkmetric.ManualReader, name string, want ...string) int64 {
	t.Helper()
	var rm metricdata.ResourceMetrics
	if err := reader.Collect(context.Background(), &rm); err != nil {
		t.Fatal(err)
	}
	var n int64
	for _, sm := range rm.ScopeMetrics {
		for _, m := range sm.Metrics {
			if m.Name != name {
				continue
			}
			switch d := m.Data.(type) {
			case metricdata.Sum[int64]:
				for _, dp := range d.DataPoints {
					if metricHasAttrs(dp.Attributes, want) {
						n += dp.Value
					}
				}
			case metricdata.Histogram[float64]:
				for _, dp := range d.DataPoints {
					if metricHasAttrs(dp.Attributes, want) {
						n += int64(dp.Count)
					}
				}
			case metricdata.Histogram[int64]:
				for _, dp := range d.DataPoints {
					if metricHasAttrs(dp.Attributes, want) {
						n += int64(dp.Count)
					}
				}
			default:
				t.Fatalf("%s is %T, want a counter or a histogram", name, m.Data)
			}
		}
	}
	return n
}

// callCount counts model calls recorded in gen_ai.client.operation.duration.
func callCount(t *testing.T, reader *sdkmetric.ManualReader, want ...string) int64 {
	t.Helper()
	return metricCount(t, reader, llmerr.MetricDuration, want...)
}

// errorCount counts the failed ones: those with an error.type.
func errorCount(t *testing.T, reader *sdkmetric.ManualReader, want ...string) int64 {
	t.Helper()
	return callCount(t, reader, want...) - callCount(t, reader, append([]string{llmerr.AttrErrorType, ""}, want...)...)
}

func metricHasAttrs(set attribute.Set, kv []string) bool {
	for i := 0; i+1 < len(kv); i += 2 {
		v, ok := set.Value(attribute.Key(kv[i]))
		if kv[i+1] == "" {
			if ok {
				return false
			}
			continue
		}
		if !ok || v.Emit() != kv[i+1] {
			return false
		}
	}
	return true
}

func TestIntegrationThrownTransientIsDegraded(t *testing.T) {
	for _, asPlugin := range []bool{false, true} {
		m := script(genai.APIError{Code: 429, Status: "RESOURCE_EXHAUSTED", Message: "quota"})
		run := runADK(t, m, runOpts{asPlugin: asPlugin})
		if run.err != nil {
			t.Fatalf("plugin=%v: run error %v, want the degraded message", asPlugin, run.err)
		}
		if got := run.finalText(); got != llmerr.DefaultDegradedText {
			t.Errorf("plugin=%v: caller saw %q, want the degraded text", asPlugin, got)
		}
		if got := run.state[llmerr.StateKeyClass]; got != "RATE_LIMITED" {
			t.Errorf("plugin=%v: state %s = %v, want RATE_LIMITED", asPlugin, llmerr.StateKeyClass, got)
		}
		if raw, _ := run.state[llmerr.StateKeyRaw].(string); raw == "" {
			t.Errorf("plugin=%v: raw text not recorded", asPlugin)
		}
		if ev := run.final(); ev.CustomMetadata[llmerr.MetadataKeyClass] != "RATE_LIMITED" {
			t.Errorf("plugin=%v: substitute metadata %v", asPlugin, ev.CustomMetadata)
		}
		if n := errorCount(t, run.reader, "llmerr.class", "RATE_LIMITED", "llmerr.channel", "thrown",
			"llmerr.view", "reliability", "gen_ai.request.model", "scripted-model"); n != 1 {
			t.Errorf("plugin=%v: llm_errors_total = %d, want 1 (the substitute must not be counted again)", asPlugin, n)
		}
		if n := callCount(t, run.reader); n != 1 {
			t.Errorf("plugin=%v: llm_calls_total = %d, want 1", asPlugin, n)
		}
	}
}

func TestIntegrationThrownConfigErrorsReachCaller(t *testing.T) {
	for _, tc := range []struct {
		code  int
		class llmerr.ErrorClass
	}{{400, llmerr.BadRequest}, {401, llmerr.Auth}, {403, llmerr.Auth}, {404, llmerr.NotFound}} {
		run := runADK(t, script(genai.APIError{Code: tc.code}), runOpts{})
		var api genai.APIError
		if !errors.As(run.err, &api) || api.Code != tc.code {
			t.Fatalf("%d: caller got %v, want the APIError", tc.code, run.err)
		}
		if got := llmerr.Classify(run.err); got != tc.class {
			t.Errorf("%d: caller's error classifies as %v, want %v", tc.code, got, tc.class)
		}
		if got := run.finalText(); got != "" {
			t.Errorf("%d: caller saw text %q, want none", tc.code, got)
		}
		// ADK persists state only with an event, and a re-raised error has
		// none: the metric and the log carry the class instead.
		if got, ok := run.state[llmerr.StateKeyClass]; ok {
			t.Logf("%d: state persisted %v", tc.code, got)
		}
		if n := errorCount(t, run.reader, "llmerr.class", tc.class.String(), "llmerr.view", "correctness"); n != 1 {
			t.Errorf("%d: llm_errors_total = %d, want 1", tc.code, n)
		}
	}
}

func TestIntegrationInBandBlockedIsRefused(t *testing.T) {
	resp := &model.LLMResponse{ErrorCode: "SAFETY", FinishReason: genai.FinishReasonSafety, ModelVersion: "v-1"}
	run := runADK(t, script(resp), runOpts{})
	if run.err != nil {
		t.Fatal(run.err)
	}
	if got := run.finalText(); got != llmerr.DefaultRefusalText || run.finalClass != 0 {
		t.Errorf("caller saw %q (%v), want the refusal as a healthy turn", got, run.finalClass)
	}
	if got := run.state[llmerr.StateKeyClass]; got != "OUTPUT_BLOCKED" {
		t.Errorf("state = %v, want OUTPUT_BLOCKED", got)
	}
	if n := errorCount(t, run.reader, "llmerr.class", "OUTPUT_BLOCKED", "llmerr.channel", "in_band",
		"llmerr.view", "policy", "gen_ai.request.model", "scripted-model", "gen_ai.response.model", "v-1"); n != 1 {
		t.Errorf("llm_errors_total = %d, want 1", n)
	}
}

func TestIntegrationInBandTruncatedPassesThrough(t *testing.T) {
	resp := &model.LLMResponse{Content: genai.NewContentFromText("Your refund of $40 was issued on", genai.RoleModel),
		FinishReason: genai.FinishReasonMaxTokens}
	run := runADK(t, script(resp), runOpts{})
	if run.err != nil {
		t.Fatal(run.err)
	}
	ev := run.final()
	if got := run.finalText(); got != "Your refund of $40 was issued on" || ev.FinishReason != genai.FinishReasonMaxTokens {
		t.Errorf("caller saw %q (%s), want the truncated text unchanged", got, ev.FinishReason)
	}
	if got := run.state[llmerr.StateKeyClass]; got != "TRUNCATED" {
		t.Errorf("state = %v, want TRUNCATED", got)
	}
	if run.finalClass != llmerr.Truncated {
		t.Errorf("the final event classifies as %v, want TRUNCATED for the application to act on", run.finalClass)
	}
}

// ADK drops a response with no content and no error code without an event;
// the callback keeps such a failure visible.
func TestIntegrationInBandBareFailureIsNotSilent(t *testing.T) {
	run := runADK(t, script(&model.LLMResponse{FinishReason: genai.FinishReasonMaxTokens}), runOpts{})
	ev := run.final()
	if ev == nil || ev.ErrorCode != "MAX_TOKENS" {
		t.Fatalf("caller got %v (err %v), want an event with ErrorCode MAX_TOKENS", ev, run.err)
	}
	run = runADK(t, script(&model.LLMResponse{}), runOpts{})
	if ev := run.final(); ev == nil || ev.ErrorCode != "UNKNOWN" {
		t.Fatalf("empty response: caller got %v, want an event with ErrorCode UNKNOWN", ev)
	}
}

func TestIntegrationRecordOnly(t *testing.T) {
	run := runADK(t, script(genai.APIError{Code: 503}), runOpts{cfg: llmerr.Config{RecordOnly: true}})
	if llmerr.Classify(run.err) != llmerr.Server {
		t.Errorf("record-only: caller got %v, want the 503", run.err)
	}
	if n := errorCount(t, run.reader, "llmerr.class", "SERVER"); n != 1 {
		t.Errorf("record-only still counts: got %d", n)
	}
	run = runADK(t, script(&model.LLMResponse{ErrorCode: "SAFETY", FinishReason: genai.FinishReasonSafety}),
		runOpts{cfg: llmerr.Config{RecordOnly: true}, asPlugin: true})
	if ev := run.final(); ev == nil || ev.ErrorCode != "SAFETY" {
		t.Errorf("record-only: caller got %v, want the SAFETY event unchanged", ev)
	}
	if got := run.state[llmerr.StateKeyClass]; got != "OUTPUT_BLOCKED" {
		t.Errorf("record-only: state = %v", got)
	}
}

func TestIntegrationOverrides(t *testing.T) {
	o := runOpts{cfg: llmerr.Config{
		RefusalText:  "custom refusal",
		DegradedText: "custom busy",
		Texts:        map[llmerr.ErrorClass]string{llmerr.PromptBlocked: "prompt refused"},
		Actions:      map[llmerr.ErrorClass]llmerr.Action{llmerr.Truncated: llmerr.ActionDegrade},
	}}
	cases := []struct {
		resp *model.LLMResponse
		want string
	}{
		{&model.LLMResponse{ErrorCode: "SAFETY", FinishReason: genai.FinishReasonSafety}, "custom refusal"},
		{&model.LLMResponse{ErrorCode: "PROHIBITED_CONTENT"}, "prompt refused"},
		{&model.LLMResponse{Content: genai.NewContentFromText("half", genai.RoleModel), FinishReason: genai.FinishReasonMaxTokens}, "custom busy"},
	}
	for _, c := range cases {
		if got := runADK(t, script(c.resp), o).finalText(); got != c.want {
			t.Errorf("%+v: caller saw %q, want %q", c.resp, got, c.want)
		}
	}
	if got := runADK(t, script(genai.APIError{Code: 500}), o).finalText(); got != "custom busy" {
		t.Errorf("500: caller saw %q", got)
	}
}

func TestIntegrationHealthyCallRecordsNothing(t *testing.T) {
	run := runADK(t, script(scriptText("Refunds take 5 days.")), runOpts{})
	if run.err != nil || run.finalText() != "Refunds take 5 days." {
		t.Fatalf("got %q, %v", run.finalText(), run.err)
	}
	if _, ok := run.state[llmerr.StateKeyClass]; ok {
		t.Errorf("healthy call recorded %v", run.state)
	}
	if n := callCount(t, run.reader); n != 1 {
		t.Errorf("llm_calls_total = %d, want 1", n)
	}
	if n := errorCount(t, run.reader); n != 0 {
		t.Errorf("llm_errors_total = %d, want 0", n)
	}
}

// Streaming: partial chunks are not counted; the final aggregated response
// is, once.
func TestIntegrationStreamingCountsOnce(t *testing.T) {
	chunks := []*model.LLMResponse{
		{Content: genai.NewContentFromText("Your refund ", genai.RoleModel), Partial: true},
		{Content: genai.NewContentFromText("was", genai.RoleModel), Partial: true, FinishReason: genai.FinishReasonMaxTokens, TurnComplete: true},
		{Content: genai.NewContentFromText("Your refund was", genai.RoleModel), FinishReason: genai.FinishReasonMaxTokens},
	}
	run := runADK(t, llmerr.GuardStream(script(chunks)), runOpts{streaming: true})
	if run.err != nil {
		t.Fatal(run.err)
	}
	if n := errorCount(t, run.reader, "llmerr.class", "TRUNCATED"); n != 1 {
		t.Errorf("llm_errors_total = %d, want 1", n)
	}
	if ev := run.final(); ev.CustomMetadata[llmerr.MetadataKeyCutOff] != true {
		t.Errorf("final event metadata %v, want cut_off", ev.CustomMetadata)
	}
}
