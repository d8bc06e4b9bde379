package llmerr_test

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"google.golang.org/adk/v2/agent"
	"google.golang.org/adk/v2/model"
	"google.golang.org/adk/v2/tool"
	"google.golang.org/adk/v2/tool/functiontool"
	"google.golang.org/genai"

	"github.com/llmerrlint/llmerrlint/llmerr"
)

// invocationCtx is a context that carries an ADK-style invocation ID.
type invocationCtx struct {
	context.Context
	id string
}

func (c invocationCtx) InvocationID() string { return c.id }

func TestLimitCallsPerInvocation(t *testing.T) {
	inner := script()
	m := llmerr.LimitCalls(inner, llmerr.CallBudgetConfig{Limit: 2})
	a, b := invocationCtx{t.Context(), "inv-a"}, invocationCtx{t.Context(), "inv-b"}
	for i, c := range []struct {
		ctx     context.Context
		wantErr bool
	}{{a, false}, {a, false}, {b, false}, {a, true}, {b, false}, {b, true}} {
		_, errs := drain(c.ctx, m, false)
		if got := len(errs) == 1; got != c.wantErr {
			t.Fatalf("call %d: errors %v, want error=%v", i, errs, c.wantErr)
		}
		if c.wantErr {
			if !errors.Is(errs[0], llmerr.ErrCallBudget) || llmerr.Classify(errs[0]) != llmerr.CallBudget {
				t.Errorf("call %d: %v does not classify as CALL_BUDGET", i, errs[0])
			}
		}
	}
	if inner.callCount() != 4 {
		t.Errorf("the model was called %d times, want 4 (calls over budget are not made)", inner.callCount())
	}
}

func TestLimitCallsWithoutInvocationIsNotCounted(t *testing.T) {
	inner := script()
	m := llmerr.LimitCalls(inner, llmerr.CallBudgetConfig{Limit: 1})
	for range 3 {
		if _, errs := drain(t.Context(), m, false); len(errs) != 0 {
			t.Fatalf("call outside an invocation failed: %v", errs)
		}
	}
	// A custom key budgets such calls.
	m = llmerr.LimitCalls(inner, llmerr.CallBudgetConfig{Limit: 1, Key: func(context.Context) string { return "tenant" }})
	drain(t.Context(), m, false)
	if _, errs := drain(t.Context(), m, false); len(errs) != 1 {
		t.Errorf("custom key: second call did not fail")
	}
}

func TestLimitCallsForgetsOldestInvocation(t *testing.T) {
	m := llmerr.LimitCalls(script(), llmerr.CallBudgetConfig{Limit: 1, MaxTracked: 2})
	for _, id := range []string{"x", "y", "z"} {
		drain(invocationCtx{t.Context(), id}, m, false)
	}
	// "x" was forgotten when "z" arrived, so it gets a fresh budget; "z"
	// is still tracked and is over.
	if _, errs := drain(invocationCtx{t.Context(), "x"}, m, false); len(errs) != 0 {
		t.Errorf("forgotten invocation still limited: %v", errs)
	}
	if _, errs := drain(invocationCtx{t.Context(), "z"}, m, false); len(errs) != 1 {
		t.Errorf("tracked invocation not limited")
	}
}

// Through the real runner: an agent that calls a tool forever is stopped
// by the budget, and the CALL_BUDGET error reaches the runner's caller. It
// also shows that ADK hands the model a context carrying the invocation.
func TestLimitCallsStopsALoopingAgent(t *testing.T) {
	lookup, err := functiontool.New(functiontool.Config{Name: "lookup_invoice", Description: "Looks up an invoice."},
		func(_ agent.Context, args struct {
			ID string `json:"id"`
		}) (map[string]any, error) {
			return map[string]any{"status": "paid"}, nil
		})
	if err != nil {
		t.Fatal(err)
	}
	loop := &scriptedModel{name: "looper"}
	for i := range 10 {
		loop.steps = append(loop.steps, func(y func(*model.LLMResponse, error) bool) {
			y(&model.LLMResponse{Content: &genai.Content{Role: genai.RoleModel, Parts: []*genai.Part{
				genai.NewPartFromFunctionCall("lookup_invoice", map[string]any{"id": fmt.Sprint(i)}),
			}}}, nil)
		})
	}
	run := runADK(t, llmerr.LimitCalls(loop, llmerr.CallBudgetConfig{Limit: 3}), runOpts{tools: []tool.Tool{lookup}})
	if llmerr.Classify(run.err) != llmerr.CallBudget {
		t.Fatalf("caller got %v, want CALL_BUDGET", run.err)
	}
	if loop.callCount() != 3 {
		t.Errorf("model called %d times, want 3", loop.callCount())
	}
	if id := llmerr.InvocationID(loop.ctxs[0]); id == "" {
		t.Errorf("ADK's model context carries no invocation ID")
	}
	if n := errorCount(t, run.reader, "llmerr.class", "CALL_BUDGET", "llmerr.view", "correctness"); n != 1 {
		t.Errorf("llm_errors_total{CALL_BUDGET} = %d, want 1", n)
	}
}

// Parallel agents of one invocation share its budget exactly.
func TestLimitCallsConcurrent(t *testing.T) {
	m := llmerr.LimitCalls(script(), llmerr.CallBudgetConfig{Limit: 100})
	ctx := invocationCtx{t.Context(), "parallel"}
	results := make(chan int, 8)
	for range 8 {
		go func() {
			ok := 0
			for range 50 {
				if _, errs := drain(ctx, m, false); len(errs) == 0 {
					ok++
				}
			}
			results <- ok
		}()
	}
	total := 0
	for range 8 {
		total += <-results
	}
	if total != 100 {
		t.Errorf("%d calls went through, want exactly 100", total)
	}
}
