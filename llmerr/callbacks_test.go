package llmerr_test

import (
	"context"
	"errors"
	"iter"
	"log/slog"
	"maps"
	"strings"
	"testing"
	"time"

	"google.golang.org/adk/v2/agent"
	"google.golang.org/adk/v2/model"
	"google.golang.org/adk/v2/session"
	"google.golang.org/genai"

	"github.com/llmerrlint/llmerrlint/llmerr"
)

// cbContext is the part of agent.Context the callbacks use; any other
// method panics through the nil embedded interface, which proves the
// callbacks need nothing else.
type cbContext struct {
	agent.Context
	ctx   context.Context
	state mapState
}

func newCBContext() *cbContext { return &cbContext{ctx: context.Background(), state: mapState{}} }

func (c *cbContext) State() session.State                    { return c.state }
func (c *cbContext) InvocationID() string                    { return "inv-1" }
func (c *cbContext) AgentName() string                       { return "support_agent" }
func (c *cbContext) Branch() string                          { return "" }
func (c *cbContext) Deadline() (deadline time.Time, ok bool) { return c.ctx.Deadline() }
func (c *cbContext) Done() <-chan struct{}                   { return c.ctx.Done() }
func (c *cbContext) Err() error                              { return c.ctx.Err() }
func (c *cbContext) Value(key any) any                       { return c.ctx.Value(key) }

type mapState map[string]any

func (s mapState) Get(k string) (any, error) {
	v, ok := s[k]
	if !ok {
		return nil, session.ErrStateKeyNotExist
	}
	return v, nil
}
func (s mapState) Set(k string, v any) error   { s[k] = v; return nil }
func (s mapState) All() iter.Seq2[string, any] { return maps.All(s) }

func quietCallbacks(cfg llmerr.Config) *llmerr.Callbacks {
	cfg.Logger = slog.New(slog.DiscardHandler)
	return llmerr.NewCallbacks(cfg)
}

// The rule table decides: every class gets its action on the thrown
// channel.
func TestOnModelErrorActsByRule(t *testing.T) {
	cases := []struct {
		err  error
		want string // "" means (nil, nil): re-raised
	}{
		{genai.APIError{Code: 429}, llmerr.DefaultDegradedText},
		{genai.APIError{Code: 503}, llmerr.DefaultDegradedText},
		{context.DeadlineExceeded, llmerr.DefaultDegradedText},
		{errors.Join(errors.New("dial"), &genai.APIError{Code: 502}), llmerr.DefaultDegradedText},
		{genai.APIError{Code: 400}, ""},
		{genai.APIError{Code: 401}, ""},
		{genai.APIError{Code: 404}, ""},
		{llmerr.ErrCallBudget, ""},
		{errors.New("something new"), ""},
		{context.Canceled, ""},
	}
	cb := quietCallbacks(llmerr.Config{})
	for _, c := range cases {
		ctx := newCBContext()
		resp, err := cb.OnModelError(ctx, &model.LLMRequest{Model: "m"}, c.err)
		if err != nil {
			t.Errorf("%v: callback returned error %v; it must never replace the model's error", c.err, err)
		}
		got := ""
		if resp != nil {
			got = resp.Content.Parts[0].Text
		}
		if got != c.want {
			t.Errorf("%v: substituted %q, want %q", c.err, got, c.want)
		}
		class := llmerr.Classify(c.err)
		if class.IsFailure() && ctx.state[llmerr.StateKeyClass] != class.String() {
			t.Errorf("%v: state %v, want %v", c.err, ctx.state, class)
		}
		if !class.IsFailure() && len(ctx.state) != 0 {
			t.Errorf("%v: a cancellation was recorded: %v", c.err, ctx.state)
		}
	}
}

func TestAfterModelSkipsPartialsAndSubstitutes(t *testing.T) {
	cb := quietCallbacks(llmerr.Config{})
	ctx := newCBContext()
	partial := &model.LLMResponse{FinishReason: genai.FinishReasonSafety, Partial: true}
	if r, err := cb.AfterModel(ctx, partial, nil); r != nil || err != nil || len(ctx.state) != 0 {
		t.Errorf("partial chunk handled: %v %v %v", r, err, ctx.state)
	}
	sub, _ := cb.OnModelError(newCBContext(), nil, genai.APIError{Code: 503})
	if r, err := cb.AfterModel(ctx, sub, nil); r != nil || err != nil || len(ctx.state) != 0 {
		t.Errorf("substitute handled again: %v %v %v", r, err, ctx.state)
	}
}

// ADK passes AfterModel a nil error; a non-nil one (older ADK) is handled
// like OnModelError would.
func TestAfterModelWithError(t *testing.T) {
	cb := quietCallbacks(llmerr.Config{})
	r, err := cb.AfterModel(newCBContext(), nil, genai.APIError{Code: 429})
	if err != nil || r == nil || r.Content.Parts[0].Text != llmerr.DefaultDegradedText {
		t.Errorf("got %v, %v", r, err)
	}
}

func TestRefusalKeepsStreamMarks(t *testing.T) {
	cb := quietCallbacks(llmerr.Config{})
	resp := &model.LLMResponse{FinishReason: genai.FinishReasonSafety, ErrorCode: "SAFETY",
		CustomMetadata: map[string]any{llmerr.MetadataKeyWithdrawn: true}}
	r, _ := cb.AfterModel(newCBContext(), resp, nil)
	if r == nil || r.CustomMetadata[llmerr.MetadataKeyWithdrawn] != true || r.CustomMetadata[llmerr.MetadataKeySubstituted] != true {
		t.Errorf("refusal metadata %v", r)
	}
}

func TestRawTextIsBounded(t *testing.T) {
	ctx := newCBContext()
	long := make([]byte, 10_000)
	for i := range long {
		long[i] = 'x'
	}
	quietCallbacks(llmerr.Config{}).OnModelError(ctx, nil, genai.APIError{Code: 503, Message: string(long)})
	if raw, _ := ctx.state[llmerr.StateKeyRaw].(string); len(raw) == 0 || len(raw) > 1024 {
		t.Errorf("raw state is %d bytes", len(raw))
	}
}

// Bad input never panics: nil callbacks, nil contexts, nil responses, nil
// requests, nil errors.
func TestCallbacksNilInput(t *testing.T) {
	var nilCB *llmerr.Callbacks
	for _, cb := range []*llmerr.Callbacks{nilCB, quietCallbacks(llmerr.Config{}), llmerr.NewCallbacks(llmerr.Config{
		Logger: slog.New(slog.DiscardHandler), Actions: map[llmerr.ErrorClass]llmerr.Action{llmerr.Auth: 0, llmerr.Unknown: 99}})} {
		for _, ctx := range []agent.Context{nil, newCBContext()} {
			cb.OnModelError(ctx, nil, nil)
			cb.OnModelError(ctx, nil, genai.APIError{Code: 500})
			cb.OnModelError(ctx, &model.LLMRequest{}, (*genai.APIError)(nil))
			cb.AfterModel(ctx, nil, nil)
			cb.AfterModel(ctx, &model.LLMResponse{}, nil)
			cb.AfterModel(ctx, nil, errors.New("x"))
		}
	}
}

func TestPlugin(t *testing.T) {
	p, err := llmerr.NewPlugin(llmerr.Config{})
	if err != nil || p.Name() != llmerr.PluginName {
		t.Fatalf("NewPlugin: %v, %v", p, err)
	}
	var nilCB *llmerr.Callbacks
	pc := nilCB.PluginConfig()
	if pc.AfterModelCallback == nil || pc.OnModelErrorCallback == nil {
		t.Errorf("plugin config lacks callbacks")
	}
}

// FuzzCallbacks drives both callbacks with arbitrary responses and errors
// built from the real types; none may panic, and a substitute is always a
// complete model turn.
func FuzzCallbacks(f *testing.F) {
	f.Add("", "", "", 0, "", false, false, true)
	f.Add("SAFETY", "SAFETY", "", 0, "", false, false, true)
	f.Add("MAX_TOKENS", "", "half", 429, "RESOURCE_EXHAUSTED", true, false, false)
	f.Add("", "PROHIBITED_CONTENT", "", 404, "NOT_FOUND", false, true, true)
	f.Fuzz(func(t *testing.T, finish, code, text string, httpCode int, status string, partial, interrupted, recordOnly bool) {
		cb := quietCallbacks(llmerr.Config{RecordOnly: recordOnly})
		resp := &model.LLMResponse{FinishReason: genai.FinishReason(finish), ErrorCode: code,
			Partial: partial, Interrupted: interrupted}
		if text != "" {
			resp.Content = genai.NewContentFromText(text, genai.RoleModel)
		}
		for _, ctx := range []agent.Context{nil, newCBContext()} {
			r, err := cb.AfterModel(ctx, resp, nil)
			check(t, r, err)
			r, err = cb.OnModelError(ctx, &model.LLMRequest{}, genai.APIError{Code: httpCode, Status: status, Message: text})
			check(t, r, err)
			r, err = cb.AfterModel(ctx, resp, &genai.APIError{Code: httpCode, Status: status})
			check(t, r, err)
		}
	})
}

func check(t *testing.T, r *model.LLMResponse, err error) {
	t.Helper()
	if err != nil {
		t.Errorf("callback returned error %v", err)
	}
	if r != nil && r.Content == nil && r.ErrorCode == "" {
		t.Errorf("callback returned a response ADK would drop: %+v", r)
	}
}

// One log record per failure: Error for a re-raised class (it pages),
// Warn for the others, with the class and the raw text.
func TestCallbacksLog(t *testing.T) {
	var buf strings.Builder
	log := slog.New(slog.NewTextHandler(&buf, &slog.HandlerOptions{ReplaceAttr: func(_ []string, a slog.Attr) slog.Attr {
		if a.Key == slog.TimeKey {
			return slog.Attr{}
		}
		return a
	}}))
	cb := llmerr.NewCallbacks(llmerr.Config{Logger: log})
	cb.OnModelError(newCBContext(), &model.LLMRequest{Model: "gemini-1.0-pro"}, genai.APIError{Code: 404, Status: "NOT_FOUND", Message: "gone"})
	cb.AfterModel(newCBContext(), &model.LLMResponse{FinishReason: genai.FinishReasonMaxTokens,
		Content: genai.NewContentFromText("half", genai.RoleModel)}, nil)
	lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
	if len(lines) != 2 {
		t.Fatalf("got %d records, want 2:\n%s", len(lines), buf.String())
	}
	for i, want := range [][]string{
		{"level=ERROR", "class=NOT_FOUND", "channel=thrown", "action=re-raise", "model=gemini-1.0-pro", "http_code=404", "status=NOT_FOUND", "invocation_id=inv-1", "gone"},
		{"level=WARN", "class=TRUNCATED", "channel=in_band", `action="pass through"`, "reason=MAX_TOKENS", "model=unknown"},
	} {
		for _, w := range want {
			if !strings.Contains(lines[i], w) {
				t.Errorf("record %d lacks %s: %s", i, w, lines[i])
			}
		}
	}
}
