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

// CallBudgetConfig configures [LimitCalls].
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
	// MaxTracked bounds how many invocations are remembered; the oldest is
	// forgotten first. ADK does not tell a model when an invocation ends,
	// so without a bound a long-running server would grow without end.
	// Zero means 4096.
	MaxTracked int
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

// LimitCalls wraps m so that an invocation that makes more than Limit model
// calls fails. The call past the budget is not made: it yields an error
// that wraps [ErrCallBudget], which [Classify] maps to CALL_BUDGET, whose
// rule re-raises it so the runaway agent reaches the runner's caller.
//
// Wrap it outside [Retry] to count the agent's calls, inside to count
// attempts; outside is what ADK Java's maxLlmCalls counts.
func LimitCalls(m model.LLM, cfg CallBudgetConfig) model.LLM {
	if cfg.Limit <= 0 {
		cfg.Limit = DefaultCallLimit
	}
	if cfg.Key == nil {
		cfg.Key = InvocationID
	}
	if cfg.MaxTracked <= 0 {
		cfg.MaxTracked = 4096
	}
	return &budgetLLM{inner: inner{m}, cfg: cfg, counts: map[string]int{}}
}

type budgetLLM struct {
	inner
	cfg CallBudgetConfig

	mu     sync.Mutex
	counts map[string]int
	order  []string // keys by first call, for eviction
}

// GenerateContent implements model.LLM.
func (b *budgetLLM) GenerateContent(ctx context.Context, req *model.LLMRequest, stream bool) iter.Seq2[*model.LLMResponse, error] {
	ctx = ctxOrBackground(ctx)
	key := b.cfg.Key(ctx)
	if key != "" {
		if n := b.count(key); n > b.cfg.Limit {
			err := fmt.Errorf("llmerr: invocation %q asked for model call %d, over its budget of %d: %w",
				key, n, b.cfg.Limit, ErrCallBudget)
			return func(yield func(*model.LLMResponse, error) bool) { yield(nil, err) }
		}
	}
	return b.generate(ctx, req, stream)
}

// count records one more call for key and returns the new count.
func (b *budgetLLM) count(key string) int {
	b.mu.Lock()
	defer b.mu.Unlock()
	n, seen := b.counts[key]
	if !seen {
		if len(b.order) >= b.cfg.MaxTracked {
			delete(b.counts, b.order[0])
			b.order = b.order[1:]
		}
		b.order = append(b.order, key)
	}
	b.counts[key] = n + 1
	return n + 1
}
