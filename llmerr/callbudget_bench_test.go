package llmerr_test

import (
	"fmt"
	"runtime"
	"testing"

	"github.com/llmerrlint/llmerrlint/llmerr"
)

// BenchmarkCallBudgetNewInvocation measures what remembering one more
// invocation costs: the first call of b.N invocations with IDs shaped like
// ADK's ("e-" and a UUID), none forgotten. bytes/invocation is the growth
// of the live heap divided by b.N; the Budget doc quotes it.
func BenchmarkCallBudgetNewInvocation(b *testing.B) {
	ids := make([]invocationCtx, b.N)
	for i := range ids {
		ids[i] = invocationCtx{b.Context(), fmt.Sprintf("e-%08x-1b21-4e29-9233-7de34d045875", i)}
	}
	budget := llmerr.NewBudget(llmerr.CallBudgetConfig{MaxTracked: b.N + 1})
	m := budget.Wrap(script())
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	b.ResetTimer()
	for i := range b.N {
		for range m.GenerateContent(ids[i], nil, false) {
		}
	}
	b.StopTimer()
	runtime.GC()
	runtime.ReadMemStats(&after)
	if budget.Tracked() != b.N {
		b.Fatalf("tracked %d, want %d", budget.Tracked(), b.N)
	}
	b.ReportMetric(float64(after.HeapAlloc-before.HeapAlloc)/float64(b.N), "bytes/invocation")
	runtime.KeepAlive(budget)
}
