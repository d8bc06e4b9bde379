package llmerr

import (
	"context"
	"fmt"
	"iter"
	"sync"

	"google.golang.org/adk/v2/model"
)

// DefaultCallLimit is the model-call budget of an invocation, as ADK Java's
// RunConfig.maxLlmCalls. ADK Go has no such limit for normal runs.
const DefaultCallLimit = 500

// DefaultMaxTracked is the default [CallBudgetConfig.MaxTracked].
const DefaultMaxTracked = 4096

// CallBudgetConfig configures a [Budget].
type CallBudgetConfig struct {
	// Limit is the number of model calls one invocation may make. Zero
	// means DefaultCallLimit.
	Limit int
	// Key returns the budget key of a call. Nil means [InvocationID]: ADK
	// passes GenerateContent a context that is its agent.InvocationContext,
	// so every call of one runner.Run shares a budget. A call whose key is
	// "" is not counted: outside an ADK invocation there is no loop to
	// bound, and one shared budget would fail unrelated callers. Set Key to
	// budget such calls some other way.
	Key func(ctx context.Context) string
	// MaxTracked is how many idle invocations the budget remembers when
	// nothing tells it that runs end (see [Budget]). Past it, the
	// invocation used least recently is forgotten first; a live one never
	// is. Zero means DefaultMaxTracked.
	MaxTracked int
}

// Budget counts model calls per invocation and fails the call past the
// limit. Wrap models with [Budget.Wrap]; one budget may wrap several
// models, whose calls then share it.
//
// An invocation is forgotten when its run ends: give the budget to the
// plugin ([Config.Budget]), whose BeforeRunCallback and AfterRunCallback
// mark the run live and release it, or call [Budget.BeginRun] and
// [Budget.EndRun] around runner.Run yourself. A live run is never
// forgotten, however many others start, so a long-running looping agent
// on a busy server keeps its count. Memory is then bounded by the number
// of runs in progress.
//
// With the decorator alone nothing says when a run ends. The budget then
// keeps at least MaxTracked invocations and forgets the one used least
// recently beyond that, never one whose call is in flight. Set MaxTracked
// above the number of invocations your server runs at once: an invocation
// idle (waiting for a tool) while MaxTracked others made calls since its
// last one starts again at zero.
//
// Each remembered invocation costs one map entry and one list node, under
// 100 bytes (BenchmarkCallBudgetNewInvocation), and keeps its key alive
// (ADK's invocation IDs are 38 bytes): the default bound of idle
// invocations is under 1 MiB.
type Budget struct {
	cfg CallBudgetConfig

	mu      sync.Mutex
	entries map[string]*budgetEntry
	// recent is a circular list of the entries by last use, most recent
	// first; its zero key sentinel is never in entries.
	recent budgetEntry
}

type budgetEntry struct {
	key        string
	calls      int
	inFlight   int  // calls being iterated now
	live       bool // between BeginRun and EndRun
	prev, next *budgetEntry
}

// NewBudget returns an empty budget with cfg's defaults filled in.
func NewBudget(cfg CallBudgetConfig) *Budget {
	if cfg.Limit <= 0 {
		cfg.Limit = DefaultCallLimit
	}
	if cfg.Key == nil {
		cfg.Key = InvocationID
	}
	if cfg.MaxTracked <= 0 {
		cfg.MaxTracked = DefaultMaxTracked
	}
	b := &Budget{cfg: cfg, entries: map[string]*budgetEntry{}}
	b.recent.prev, b.recent.next = &b.recent, &b.recent
	return b
}

// InvocationID returns the ADK invocation ID that ctx carries, or "". The
// ctx ADK passes to model.LLM.GenerateContent, and the agent.Context of
// callbacks and tools, implement InvocationID() string.
func InvocationID(ctx context.Context) string {
	if ic, ok := ctx.(interface{ InvocationID() string }); ok {
		return ic.InvocationID()
	}
	return ""
}

// LimitCalls wraps m in a new [Budget] of its own:
// NewBudget(cfg).Wrap(m). Use NewBudget when the plugin should
// release invocations at run end.
func LimitCalls(m model.LLM, cfg CallBudgetConfig) model.LLM {
	return NewBudget(cfg).Wrap(m)
}

// Wrap returns m limited by b: an invocation that makes more than Limit
// model calls fails. The call past the budget is not made: it yields an
// error that wraps [ErrCallBudget], which [Classify] maps to CALL_BUDGET,
// whose rule re-raises it so the runaway agent reaches the runner's caller.
//
// A call is charged when its response sequence is first iterated, not when
// GenerateContent returns it: a sequence nobody reads makes no request.
//
// Wrap it outside [Retry] to count the agent's calls, inside to count
// attempts; outside is what ADK Java's maxLlmCalls counts.
func (b *Budget) Wrap(m model.LLM) model.LLM { return &budgetLLM{inner: inner{m}, budget: b} }

// BeginRun marks the invocation of ctx live until [Budget.EndRun]:
// it is never forgotten to make room. The plugin calls it from its
// BeforeRunCallback.
func (b *Budget) BeginRun(ctx context.Context) {
	b.withRun(ctx, func(key string) {
		b.touch(key).live = true
		b.evict()
	})
}

// EndRun forgets the invocation of ctx: the run is over. The plugin calls
// it from its AfterRunCallback.
func (b *Budget) EndRun(ctx context.Context) {
	b.withRun(ctx, func(key string) {
		if e, ok := b.entries[key]; ok {
			unlink(e)
			delete(b.entries, key)
		}
	})
}

// withRun calls f under the lock with the budget key of a run's ctx, if
// it has one. A nil budget or ctx does nothing: the plugin calls these
// whether or not Config.Budget is set.
func (b *Budget) withRun(ctx context.Context, f func(key string)) {
	if b == nil || ctx == nil {
		return
	}
	key := b.cfg.Key(ctx)
	if key == "" {
		return
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	f(key)
}

// Tracked returns how many invocations the budget remembers.
func (b *Budget) Tracked() int {
	b.mu.Lock()
	defer b.mu.Unlock()
	return len(b.entries)
}

type budgetLLM struct {
	inner
	budget *Budget
}

// GenerateContent implements model.LLM.
func (l *budgetLLM) GenerateContent(ctx context.Context, req *model.LLMRequest, stream bool) iter.Seq2[*model.LLMResponse, error] {
	return func(yield func(*model.LLMResponse, error) bool) {
		ctx := ctxOrBackground(ctx)
		b := l.budget
		key := b.cfg.Key(ctx)
		if key != "" {
			n, e := b.charge(key)
			defer b.finish(e)
			if n > b.cfg.Limit {
				yield(nil, fmt.Errorf("llmerr: invocation %q asked for model call %d, over its budget of %d: %w",
					key, n, b.cfg.Limit, ErrCallBudget))
				return
			}
		}
		for resp, err := range l.generate(ctx, req, stream) {
			if !yield(resp, err) {
				return
			}
		}
	}
}

// charge records one more call for key, in flight until finish, and
// returns the new count.
func (b *Budget) charge(key string) (int, *budgetEntry) {
	b.mu.Lock()
	defer b.mu.Unlock()
	e := b.touch(key)
	e.calls++
	e.inFlight++
	b.evict()
	return e.calls, e
}

func (b *Budget) finish(e *budgetEntry) {
	b.mu.Lock()
	defer b.mu.Unlock()
	e.inFlight--
	b.evict()
}

// touch returns key's entry, created if needed, as the most recently used.
func (b *Budget) touch(key string) *budgetEntry {
	e, ok := b.entries[key]
	if ok {
		unlink(e)
	} else {
		e = &budgetEntry{key: key}
		b.entries[key] = e
	}
	e.prev, e.next = &b.recent, b.recent.next
	e.prev.next, e.next.prev = e, e
	return e
}

// evict forgets least recently used entries beyond MaxTracked, skipping
// live runs and calls in flight. When every entry is one of those, the
// budget grows past MaxTracked rather than forget a live invocation.
func (b *Budget) evict() {
	for e := b.recent.prev; len(b.entries) > b.cfg.MaxTracked && e != &b.recent; {
		prev := e.prev
		if !e.live && e.inFlight == 0 {
			unlink(e)
			delete(b.entries, e.key)
		}
		e = prev
	}
}

func unlink(e *budgetEntry) {
	e.prev.next, e.next.prev = e.next, e.prev
	e.prev, e.next = nil, nil
}
