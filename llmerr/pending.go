package llmerr

import (
	"sync"
	"time"

	"google.golang.org/adk/v2/agent"
	"google.golang.org/adk/v2/model"
)

// pendingCall is a model call between BeforeModel and its final response
// or error: ADK gives after-model callbacks no request, so the request
// model and the start time wait here.
type pendingCall struct {
	req   *model.LLMRequest
	start time.Time
	// responseModel is the last ModelVersion a streamed chunk named: ADK's
	// stream aggregator drops it from the final response.
	responseModel string
}

// pendingCalls holds the calls in progress, by invocation and then by
// agent and branch: one agent of one branch makes one call at a time, and
// the plugin's AfterRunCallback drops a whole invocation at once.
type pendingCalls struct {
	mu sync.Mutex
	m  map[string]map[string]*pendingCall
}

func callKey(ctx agent.Context) (inv, call string) {
	return ctx.InvocationID(), ctx.AgentName() + "\x00" + ctx.Branch()
}

func (p *pendingCalls) begin(ctx agent.Context, req *model.LLMRequest, now time.Time) {
	inv, call := callKey(ctx)
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.m == nil {
		p.m = map[string]map[string]*pendingCall{}
	}
	calls := p.m[inv]
	if calls == nil {
		calls = map[string]*pendingCall{}
		p.m[inv] = calls
	}
	calls[call] = &pendingCall{req: req, start: now}
}

// chunk remembers the model version a partial chunk named.
func (p *pendingCalls) chunk(ctx agent.Context, version string) {
	if version == "" {
		return
	}
	inv, call := callKey(ctx)
	p.mu.Lock()
	defer p.mu.Unlock()
	if c := p.m[inv][call]; c != nil {
		c.responseModel = version
	}
}

// end removes and returns the call of ctx, or nil when BeforeModel did not
// see it.
func (p *pendingCalls) end(ctx agent.Context) *pendingCall {
	inv, call := callKey(ctx)
	p.mu.Lock()
	defer p.mu.Unlock()
	calls := p.m[inv]
	c := calls[call]
	if c != nil {
		delete(calls, call)
		if len(calls) == 0 {
			delete(p.m, inv)
		}
	}
	return c
}

// endRun drops what is left of an invocation: calls that a later
// before-model callback answered in the model's place never reach the
// after-model callbacks.
func (p *pendingCalls) endRun(inv string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	delete(p.m, inv)
}
