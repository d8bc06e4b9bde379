package llmerr

import (
	"context"
	"log/slog"
	"maps"

	"google.golang.org/adk/v2/agent"
	"google.golang.org/adk/v2/model"
	"google.golang.org/genai"
)

// Callbacks are the two ADK model callbacks that make the classifier drive
// policy. Put the method values in llmagent.Config:
//
//	cb := llmerr.NewCallbacks(llmerr.Config{})
//	llmagent.Config{
//		AfterModelCallbacks:   []llmagent.AfterModelCallback{cb.AfterModel},
//		OnModelErrorCallbacks: []llmagent.OnModelErrorCallback{cb.OnModelError},
//	}
//
// or install them for every agent of a runner with [NewPlugin]. Use one or
// the other: ADK runs plugins first and then the agent's callbacks, so both
// would count a passed-through failure twice.
//
// Both callbacks record the class under [StateKeyClass] (and the raw text
// under [StateKeyRaw]), count it in [MetricErrors], log it, and act by the
// class's rule: refuse, degrade, pass through, or re-raise by returning
// (nil, nil) so the error reaches the runner's caller. They never retry:
// retries belong in one layer, the [Retry] model decorator, which has spent
// its attempts by the time OnModelError runs.
//
// State written on a re-raised thrown failure is visible to later callbacks
// of the same invocation only: ADK persists a state delta with an event,
// and a re-raised error produces none. The metric and the log carry it.
//
// A nil *Callbacks behaves like NewCallbacks(Config{}).
type Callbacks struct {
	cfg     Config
	metrics *Metrics
	log     logger
}

// NewCallbacks returns callbacks with cfg. Instruments are created on
// cfg.MeterProvider now; if it rejects them, metrics are off and a warning
// is logged, because metrics must never stop model calls.
func NewCallbacks(cfg Config) *Callbacks {
	cfg.Texts = maps.Clone(cfg.Texts)
	cfg.Actions = maps.Clone(cfg.Actions)
	log := logger{cfg.Logger}
	return &Callbacks{cfg: cfg, metrics: metricsOrNoop(cfg.MeterProvider, log), log: log}
}

// OnModelError handles the thrown channel; it has the signature of
// llmagent.OnModelErrorCallback. A transient class is replaced by the
// degraded text, a re-raised class returns (nil, nil) and reaches the
// runner's caller, and a caller's own cancellation is left alone.
func (c *Callbacks) OnModelError(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
	if err == nil {
		return nil, nil
	}
	c = c.orDefault()
	name := ""
	if req != nil {
		name = req.Model
	}
	f, failed := FailureOf(err)
	return c.count(ctx, c.modelName(name), f, failed, nil)
}

// AfterModel handles the in-band channel; it has the signature of
// llmagent.AfterModelCallback. ADK calls it for every streamed chunk: it
// skips partial chunks and classifies the final response, so each call is
// counted once, and it skips the substitutes OnModelError wrote.
//
// ADK passes llmResponseError as nil (only OnModelError sees model
// errors); a non-nil one is handled like OnModelError would.
//
// A failed response that ADK would drop without an event (no content and
// no error code, e.g. a bare MAX_TOKENS from a custom model) is passed on
// with its ErrorCode set to the finish reason, or to the class name, so no
// failure is silent. RecordOnly leaves even that alone.
func (c *Callbacks) AfterModel(ctx agent.Context, resp *model.LLMResponse, respErr error) (*model.LLMResponse, error) {
	c = c.orDefault()
	version := ""
	if resp != nil {
		version = resp.ModelVersion
	}
	if respErr != nil {
		f, failed := FailureOf(respErr)
		return c.count(ctx, c.modelName(version), f, failed, resp)
	}
	if resp == nil || resp.Partial || substituted(resp) {
		return nil, nil
	}
	f, failed := ResponseFailure(resp)
	return c.count(ctx, c.modelName(version), f, failed, resp)
}

// modelName is the model label: the configured one, else what the call
// tells.
func (c *Callbacks) modelName(fromCall string) string {
	if c.cfg.Model != "" {
		return c.cfg.Model
	}
	return fromCall
}

// count counts one model call and handles its failure, if it failed.
func (c *Callbacks) count(ctx agent.Context, name string, f Failure, failed bool, orig *model.LLMResponse) (*model.LLMResponse, error) {
	c.metrics.Call(ctx, name)
	if !failed {
		return nil, nil
	}
	return c.handle(ctx, name, f, orig)
}

func (c *Callbacks) orDefault() *Callbacks {
	if c == nil {
		return defaultCallbacks()
	}
	return c
}

// handle records f and applies its action. orig is the model's response on
// the in-band channel, nil on the thrown one.
func (c *Callbacks) handle(ctx agent.Context, name string, f Failure, orig *model.LLMResponse) (*model.LLMResponse, error) {
	action := c.cfg.action(f.Class)
	c.record(ctx, name, f, action)
	if c.cfg.RecordOnly {
		return nil, nil
	}
	switch action {
	case ActionRefuse, ActionDegrade:
		return c.substitute(f.Class, action, orig), nil
	}
	if orig != nil && dropped(orig) {
		return visible(orig, f), nil
	}
	return nil, nil
}

func (c *Callbacks) record(ctx agent.Context, name string, f Failure, action Action) {
	if ctx != nil {
		if st := ctx.State(); st != nil {
			// A state that refuses the write must not turn a handled
			// failure into a failed run; the log below still has it.
			_ = st.Set(StateKeyClass, f.Class.String())
			_ = st.Set(StateKeyRaw, cut(f.Raw, maxRawState))
		}
	}
	c.metrics.Failure(ctx, name, f)
	level := slog.LevelWarn
	if action == ActionReraise {
		level = slog.LevelError
	}
	args := []any{
		"class", f.Class.String(), "channel", f.Channel.String(), "view", f.Rule().View.String(),
		"action", action.String(), "record_only", c.cfg.RecordOnly, "model", modelLabel(name),
		"raw", f.Raw,
	}
	if f.HTTPCode != 0 || f.Status != "" {
		args = append(args, "http_code", f.HTTPCode, "status", f.Status)
	}
	if f.Reason != "" {
		args = append(args, "reason", f.Reason)
	}
	if ctx != nil {
		args = append(args, "invocation_id", ctx.InvocationID())
	}
	var lctx context.Context
	if ctx != nil {
		lctx = ctx
	}
	c.log.log(lctx, level, "llm call failed", args...)
}

// substitute builds the refusal or degraded response. It keeps the
// original's CustomMetadata, so the stream guard's cut_off or withdrawn mark
// survives the substitution.
func (c *Callbacks) substitute(class ErrorClass, action Action, orig *model.LLMResponse) *model.LLMResponse {
	md := map[string]any{}
	if orig != nil {
		maps.Copy(md, orig.CustomMetadata)
	}
	md[MetadataKeyClass] = class.String()
	md[MetadataKeySubstituted] = true
	r := &model.LLMResponse{
		Content:        genai.NewContentFromText(c.cfg.text(class, action), genai.RoleModel),
		CustomMetadata: md,
		TurnComplete:   true,
	}
	if orig != nil {
		r.UsageMetadata, r.ModelVersion = orig.UsageMetadata, orig.ModelVersion
	}
	return r
}

func substituted(r *model.LLMResponse) bool {
	v, _ := r.CustomMetadata[MetadataKeySubstituted].(bool)
	return v
}

// dropped mirrors ADK's flow, which yields no event for a response with no
// content, no error code and no interruption.
func dropped(r *model.LLMResponse) bool {
	return r.Content == nil && r.ErrorCode == "" && !r.Interrupted
}

func visible(r *model.LLMResponse, f Failure) *model.LLMResponse {
	cp := *r
	cp.ErrorCode = f.Reason
	if cp.ErrorCode == "" {
		cp.ErrorCode = f.Class.String()
	}
	return &cp
}

func cut(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n]
}
