package llmerr

import (
	"context"
	"log/slog"
	"maps"
	"time"

	"google.golang.org/adk/v2/agent"
	"google.golang.org/adk/v2/model"
	"google.golang.org/genai"
)

// Callbacks are the ADK model callbacks that make the classifier drive
// policy. Put the method values in llmagent.Config:
//
//	cb := llmerr.NewCallbacks(llmerr.Config{})
//	llmagent.Config{
//		BeforeModelCallbacks:  []llmagent.BeforeModelCallback{cb.BeforeModel},
//		AfterModelCallbacks:   []llmagent.AfterModelCallback{cb.AfterModel},
//		OnModelErrorCallbacks: []llmagent.OnModelErrorCallback{cb.OnModelError},
//	}
//
// or install them for every agent of a runner with [NewPlugin], which also
// releases the call budget ([Config.Budget]) when a run ends. Use one or
// the other: ADK runs plugins first and then the agents' callbacks, so both
// would count a passed-through failure twice. Put BeforeModel last among
// an agent's before-model callbacks: one that answers in the model's place
// ends the call before it.
//
// BeforeModel notes the request and the time; the other two record each
// call once in [MetricDuration] (and [MetricTokens]) with the request's
// model, the same on every channel and streaming mode. Without BeforeModel
// a call is still counted, with a duration of 0 and, in band, no request
// model but [Config.Model].
//
// On a failure they record the class under [StateKeyClass] (and the raw
// text under [StateKeyRaw]), log it, and act by the class's rule: refuse,
// degrade, pass through, or re-raise by returning (nil, nil) so the error
// reaches the runner's caller. A healthy call after a failure sets [StateKeyClass]
// to "NONE", so the key always tells the latest call. They never retry:
// retries belong in one layer, the [Retry] model decorator, which has spent
// its attempts by the time OnModelError runs.
//
// State written on a re-raised thrown failure is visible to later callbacks
// of the same invocation only: ADK persists a state delta with an event,
// and a re-raised error produces none. The caller has the error itself:
// [Classify] (or [FailureOf]) on the error runner.Run yielded gives the
// class, and the metric and the log carry it too.
//
// A nil *Callbacks behaves like NewCallbacks(Config{}).
type Callbacks struct {
	cfg     Config
	metrics *Metrics
	log     logger
	calls   pendingCalls
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

// BeforeModel notes the call's request and start time; it has the
// signature of llmagent.BeforeModelCallback and never answers in the
// model's place.
func (c *Callbacks) BeforeModel(ctx agent.Context, req *model.LLMRequest) (*model.LLMResponse, error) {
	if ctx == nil {
		return nil, nil
	}
	c = c.orDefault()
	c.calls.begin(ctx, req, time.Now())
	return nil, nil
}

// OnModelError handles the thrown channel; it has the signature of
// llmagent.OnModelErrorCallback. A transient class is replaced by the
// degraded text, a re-raised class returns (nil, nil) and reaches the
// runner's caller, and a caller's own cancellation is left alone. An error
// that [GuardStream] marked with [ErrCutOff] puts [MetadataKeyCutOff] on
// the substitute.
func (c *Callbacks) OnModelError(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
	if err == nil {
		return nil, nil
	}
	c = c.orDefault()
	call := c.endCall(ctx, req, nil)
	f, failed := FailureOf(err)
	return c.finish(ctx, call, f, failed, nil)
}

// AfterModel handles the in-band channel; it has the signature of
// llmagent.AfterModelCallback. ADK calls it for every streamed chunk: it
// skips partial chunks and classifies the final response, so each call is
// counted once, and it skips the substitutes OnModelError wrote.
//
// ADK passes llmResponseError as nil (only OnModelError sees model
// errors); a non-nil one is handled like OnModelError would.
//
// A failed response the callback re-raises, but which carries no content
// and no error code (a bare MAX_TOKENS from a custom model, an empty STOP
// answer), is passed on with its ErrorCode set to the finish reason, or to
// the class name: ADK drops a response with no content without an event,
// and an empty one looks like success. RecordOnly leaves even that alone.
func (c *Callbacks) AfterModel(ctx agent.Context, resp *model.LLMResponse, respErr error) (*model.LLMResponse, error) {
	c = c.orDefault()
	if respErr != nil {
		call := c.endCall(ctx, nil, resp)
		f, failed := FailureOf(respErr)
		return c.finish(ctx, call, f, failed, resp)
	}
	if resp == nil || substituted(resp) {
		return nil, nil
	}
	if resp.Partial {
		if ctx != nil {
			c.calls.chunk(ctx, resp.ModelVersion)
		}
		return nil, nil
	}
	call := c.endCall(ctx, nil, resp)
	f, failed := ResponseFailure(resp)
	return c.finish(ctx, call, f, failed, resp)
}

// AfterRun forgets what the callbacks and [Config.Budget] kept for the
// invocation; it has the signature of plugin.AfterRunCallback, and
// [Callbacks.PluginConfig] installs it.
func (c *Callbacks) AfterRun(ic agent.InvocationContext) {
	if ic == nil {
		return
	}
	c = c.orDefault()
	c.calls.endRun(ic.InvocationID())
	c.cfg.Budget.EndRun(ic)
}

// BeforeRun marks the invocation live in [Config.Budget]; it has the
// signature of plugin.BeforeRunCallback and never ends the run early.
func (c *Callbacks) BeforeRun(ic agent.InvocationContext) (*genai.Content, error) {
	if ic == nil {
		return nil, nil
	}
	c.orDefault().cfg.Budget.BeginRun(ic)
	return nil, nil
}

// endCall ends the pending call of ctx and returns what Metrics.Record
// needs. req is the request OnModelError got; resp the final response.
func (c *Callbacks) endCall(ctx agent.Context, req *model.LLMRequest, resp *model.LLMResponse) Call {
	call := Call{Provider: c.cfg.Provider}
	var p *pendingCall
	if ctx != nil {
		p = c.calls.end(ctx)
	}
	if p != nil {
		call.Duration = time.Since(p.start)
		call.ResponseModel = p.responseModel
		if req == nil {
			req = p.req
		}
	}
	if req != nil {
		call.RequestModel = req.Model
	}
	if call.RequestModel == "" {
		call.RequestModel = c.cfg.Model
	}
	if resp != nil {
		if resp.ModelVersion != "" {
			call.ResponseModel = resp.ModelVersion
		}
		if u := resp.UsageMetadata; u != nil {
			// Thinking tokens are output tokens, as the conventions say.
			call.Tokens = &TokenUsage{Input: int64(u.PromptTokenCount),
				Output: int64(u.CandidatesTokenCount) + int64(u.ThoughtsTokenCount)}
		}
	}
	return call
}

// finish records one model call and handles its failure, if it failed.
func (c *Callbacks) finish(ctx agent.Context, call Call, f Failure, failed bool, orig *model.LLMResponse) (*model.LLMResponse, error) {
	if failed {
		call.Failure = f
	}
	c.metrics.Record(ctx, call)
	if !failed {
		c.clearState(ctx)
		return nil, nil
	}
	return c.handle(ctx, call.RequestModel, f, orig)
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
		return c.substitute(f, action, orig), nil
	}
	if orig != nil && silent(orig) {
		return visible(orig, f), nil
	}
	return nil, nil
}

// clearState marks the latest call healthy, if the state still names a
// failure. A state that never saw one gets no write, so healthy turns add
// no state delta.
func (c *Callbacks) clearState(ctx agent.Context) {
	if ctx == nil {
		return
	}
	st := ctx.State()
	if st == nil {
		return
	}
	if v, err := st.Get(StateKeyClass); err != nil || v == nil || v == ErrorClass(0).String() {
		return
	}
	_ = st.Set(StateKeyClass, ErrorClass(0).String())
	_ = st.Set(StateKeyRaw, "")
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
	level := slog.LevelWarn
	if action == ActionReraise {
		level = slog.LevelError
	}
	args := []any{
		"class", f.Class.String(), "channel", f.Channel.String(), "view", f.Rule().View.String(),
		"action", action.String(), "record_only", c.cfg.RecordOnly, "model", orDefault(name, unknownModel),
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
// survives the substitution; a thrown error the guard marked as cutting a
// stream off gets cut_off.
func (c *Callbacks) substitute(f Failure, action Action, orig *model.LLMResponse) *model.LLMResponse {
	md := map[string]any{}
	if orig != nil {
		maps.Copy(md, orig.CustomMetadata)
	}
	md[MetadataKeyClass] = f.Class.String()
	md[MetadataKeySubstituted] = true
	if f.CutOff {
		md[MetadataKeyCutOff] = true
	}
	r := &model.LLMResponse{
		Content:        genai.NewContentFromText(c.cfg.text(f.Class, action), genai.RoleModel),
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

// silent reports a response the caller could not tell from nothing: ADK
// yields no event for one with no content, no error code and no
// interruption, and one whose content is empty shows nothing.
func silent(r *model.LLMResponse) bool {
	return r.ErrorCode == "" && !r.Interrupted && !hasContent(r.Content)
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
