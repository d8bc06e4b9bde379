package llmerr_test

import (
	"context"
	"fmt"
	"iter"
	"log/slog"
	"sync"
	"testing"
	"time"

	"google.golang.org/adk/v2/agent"
	"google.golang.org/adk/v2/agent/llmagent"
	"google.golang.org/adk/v2/model"
	"google.golang.org/adk/v2/plugin"
	"google.golang.org/adk/v2/runner"
	"google.golang.org/adk/v2/session"
	"google.golang.org/adk/v2/tool"
	"google.golang.org/adk/v2/tool/functiontool"
	"google.golang.org/genai"

	"github.com/llmerrlint/llmerrlint/llmerr"
)

// loopModel asks for the lookup tool on each of an invocation's first
// maxCalls calls, then answers: an agent that loops for a long time.
type loopModel struct {
	maxCalls int
	mu       sync.Mutex
	calls    map[string]int // by invocation
}

func (m *loopModel) Name() string { return "looper" }

func (m *loopModel) GenerateContent(ctx context.Context, _ *model.LLMRequest, _ bool) iter.Seq2[*model.LLMResponse, error] {
	m.mu.Lock()
	id := llmerr.InvocationID(ctx)
	m.calls[id]++
	n := m.calls[id]
	m.mu.Unlock()
	return func(yield func(*model.LLMResponse, error) bool) {
		if n > m.maxCalls {
			yield(scriptText("done"), nil)
			return
		}
		yield(&model.LLMResponse{Content: &genai.Content{Role: genai.RoleModel, Parts: []*genai.Part{
			genai.NewPartFromFunctionCall("lookup_invoice", map[string]any{"id": fmt.Sprint(n)}),
		}}}, nil)
	}
}

// rounds makes concurrent runs take turns: each tool call of round r waits
// until every run has reached round r (or a second has passed, so a run
// that stopped early cannot hang the others). Every run then makes its
// r-th model call before any makes its (r+1)-th: the interleaving of a
// busy server.
type rounds struct {
	parties int
	mu      sync.Mutex
	arrived map[int]int
	open    map[int]chan struct{}
}

func (r *rounds) wait(round int) {
	r.mu.Lock()
	if r.open[round] == nil {
		r.open[round] = make(chan struct{})
	}
	ch := r.open[round]
	r.arrived[round]++
	if r.arrived[round] == r.parties {
		close(ch)
	}
	r.mu.Unlock()
	select {
	case <-ch:
	case <-time.After(time.Second):
	}
}

// Defect: the budget forgot the oldest invocation by first call after
// MaxTracked others had started, so an invocation still looping restarted
// at zero. Three interleaved looping runs, MaxTracked 2, limit 3: with the
// plugin releasing runs at their end, each is stopped after 3 calls, and
// nothing is left tracked afterwards.
func TestBudgetHoldsForInterleavedLiveRuns(t *testing.T) {
	const runs, limit = 3, 3
	turns := &rounds{parties: runs, arrived: map[int]int{}, open: map[int]chan struct{}{}}
	perRun := sync.Map{} // invocation ID -> tool calls so far
	lookup, err := functiontool.New(functiontool.Config{Name: "lookup_invoice", Description: "Looks up an invoice."},
		func(ctx agent.Context, _ struct {
			ID string `json:"id"`
		}) (map[string]any, error) {
			v, _ := perRun.LoadOrStore(ctx.InvocationID(), new(int))
			n := v.(*int)
			*n++
			turns.wait(*n)
			return map[string]any{"status": "paid"}, nil
		})
	if err != nil {
		t.Fatal(err)
	}
	loop := &loopModel{maxCalls: 10, calls: map[string]int{}}
	budget := llmerr.NewBudget(llmerr.CallBudgetConfig{Limit: limit, MaxTracked: 2})
	p, err := llmerr.NewPlugin(llmerr.Config{Budget: budget, Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	// One runner per run, sharing the model, the budget and the plugin: ADK
	// v2.2.0's runner sets its root agent's mode on the first Run without
	// a lock (runner.go:210), a data race between concurrent first runs.
	budgeted := budget.Wrap(loop)
	runners := make([]*runner.Runner, runs)
	for i := range runners {
		a, err := llmagent.New(llmagent.Config{Name: "support_agent", Model: budgeted, Tools: []tool.Tool{lookup}})
		if err != nil {
			t.Fatal(err)
		}
		runners[i], err = runner.New(runner.Config{AppName: "billing", Agent: a, SessionService: session.InMemoryService(),
			AutoCreateSession: true, PluginConfig: runner.PluginConfig{Plugins: []*plugin.Plugin{p}}})
		if err != nil {
			t.Fatal(err)
		}
	}
	errs := make([]error, runs)
	var wg sync.WaitGroup
	for i, r := range runners {
		wg.Go(func() {
			msg := genai.NewContentFromText("Check all my invoices.", genai.RoleUser)
			for _, err := range r.Run(t.Context(), "user", fmt.Sprint("s", i), msg, agent.RunConfig{}) {
				if err != nil {
					errs[i] = err
				}
			}
		})
	}
	wg.Wait()
	for i, err := range errs {
		if llmerr.Classify(err) != llmerr.CallBudget {
			t.Errorf("run %d ended with %v, want CALL_BUDGET", i, err)
		}
	}
	loop.mu.Lock()
	defer loop.mu.Unlock()
	if len(loop.calls) != runs {
		t.Fatalf("model saw %d invocations, want %d", len(loop.calls), runs)
	}
	for id, n := range loop.calls {
		if n != limit {
			t.Errorf("invocation %s made %d model calls, want %d: its budget was reset while it ran", id, n, limit)
		}
	}
	if n := budget.Tracked(); n != 0 {
		t.Errorf("%d invocations still tracked after every run ended, want 0", n)
	}
}

// With the decorator alone, the invocation used least recently is
// forgotten, not the one that started first.
func TestLimitCallsForgetsLeastRecentlyUsed(t *testing.T) {
	m := llmerr.LimitCalls(script(), llmerr.CallBudgetConfig{Limit: 2, MaxTracked: 2})
	call := func(id string) []error {
		_, errs := drain(invocationCtx{t.Context(), id}, m, false)
		return errs
	}
	call("x")
	call("y")
	call("x") // x: 2 calls, and now the most recently used
	call("z") // forgets y, not x
	if errs := call("x"); len(errs) != 1 {
		t.Errorf("x made a third call: it was forgotten although used more recently than y")
	}
}

// An invocation whose call is in flight is never forgotten, however many
// others start meanwhile.
func TestLimitCallsNeverForgetsACallInFlight(t *testing.T) {
	m := llmerr.LimitCalls(script(), llmerr.CallBudgetConfig{Limit: 1, MaxTracked: 1})
	long := invocationCtx{t.Context(), "long"}
	next, stop := iter.Pull2(m.GenerateContent(long, &model.LLMRequest{}, true))
	if _, err, ok := next(); !ok || err != nil {
		t.Fatalf("first call of long: %v", err)
	}
	for _, id := range []string{"a", "b", "c"} {
		drain(invocationCtx{t.Context(), id}, m, false)
	}
	stop()
	if _, errs := drain(long, m, false); len(errs) != 1 {
		t.Errorf("long made a second call: it was forgotten while its first call was in flight")
	}
}

// A call is charged when its responses are read, not when GenerateContent
// returns the sequence: a sequence nobody reads makes no request.
func TestLimitCallsChargesOnIteration(t *testing.T) {
	m := llmerr.LimitCalls(script(), llmerr.CallBudgetConfig{Limit: 1})
	ctx := invocationCtx{t.Context(), "inv"}
	_ = m.GenerateContent(ctx, &model.LLMRequest{}, false) // never read
	if _, errs := drain(ctx, m, false); len(errs) != 0 {
		t.Errorf("the first call read was refused: an unread sequence was charged (%v)", errs)
	}
}

// BeginRun and EndRun without the plugin: a live run is kept past
// MaxTracked, an ended one is forgotten.
func TestBudgetRunBoundaries(t *testing.T) {
	b := llmerr.NewBudget(llmerr.CallBudgetConfig{Limit: 1, MaxTracked: 1})
	m := b.Wrap(script())
	live := invocationCtx{t.Context(), "live"}
	b.BeginRun(live)
	drain(live, m, false)
	for _, id := range []string{"a", "b"} {
		drain(invocationCtx{t.Context(), id}, m, false)
	}
	if _, errs := drain(live, m, false); len(errs) != 1 {
		t.Errorf("a live run was forgotten")
	}
	b.EndRun(live)
	if _, errs := drain(live, m, false); len(errs) != 0 {
		t.Errorf("an ended run is still limited: %v", errs)
	}
	b.BeginRun(context.Background()) // no invocation: ignored
	var nilBudget *llmerr.Budget
	nilBudget.BeginRun(live)
	nilBudget.EndRun(live)
}
