// Package v1 uses the v1 module path of ADK, whose callbacks take an
// agent.CallbackContext.
package v1

import (
	"callbackretry/waithelpers"
	"context"
	"time"

	"github.com/eapache/go-resiliency/retrier"
	"k8s.io/apimachinery/pkg/util/wait"

	"google.golang.org/adk/agent"
	"google.golang.org/adk/agent/llmagent"
	"google.golang.org/adk/model"
	"google.golang.org/adk/plugin"
)

func newAgent(llm model.LLM) llmagent.Config {
	return llmagent.Config{
		OnModelErrorCallbacks: []llmagent.OnModelErrorCallback{
			func(ctx agent.CallbackContext, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
				for resp, err := range llm.GenerateContent(ctx, req, false) { // want `func literal in llmagent\.Config\.OnModelErrorCallbacks calls model\.LLM\.GenerateContent`
					return resp, err
				}
				return nil, nil
			},
		},
	}
}

// Waits, on the v1 path: inline, in a helper of this package, in a helper
// of another package, in a method value and in a plugin.
func newWaitingAgent(llm model.LLM, g *gate) llmagent.Config {
	return llmagent.Config{
		OnModelErrorCallbacks: []llmagent.OnModelErrorCallback{
			func(ctx agent.CallbackContext, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
				time.Sleep(time.Second) // want `^func literal in llmagent\.Config\.OnModelErrorCallbacks calls time\.Sleep; retry in llmerr\.Retry$`
				return nil, err
			},
			func(ctx agent.CallbackContext, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
				return nil, waithelpers.WithBackoff(func() error { return err }) // want `OnModelErrorCallbacks calls waithelpers\.WithBackoff, which waits`
			},
			g.retryLater,
		},
		BeforeModelCallbacks: []llmagent.BeforeModelCallback{
			func(ctx agent.CallbackContext, req *model.LLMRequest) (*model.LLMResponse, error) {
				for g.closed() { // want `BeforeModelCallbacks loops and calls gate\.hold, which waits`
					g.hold()
				}
				return nil, nil
			},
		},
	}
}

// gate holds requests while a quota is exhausted.
type gate struct{ open bool }

func (g *gate) closed() bool { return !g.open }

func (g *gate) hold() {
	t := time.NewTicker(50 * time.Millisecond)
	defer t.Stop()
	<-t.C
}

func (g *gate) retryLater(ctx agent.CallbackContext, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
	select {
	case <-ctx.Done():
		return nil, ctx.Err()
	case <-time.After(time.Second): // want `^OnModelError callback gate\.retryLater waits on time\.After; retry in one decorator`
	}
	return nil, err
}

func newWaitingPlugin() plugin.Config {
	return plugin.Config{
		AfterModelCallback: func(ctx agent.CallbackContext, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
			waithelpers.Cooldown(time.Second) // want `^func literal in plugin\.Config\.AfterModelCallback calls waithelpers\.Cooldown, which waits$`
			return resp, err
		},
	}
}

// Not reported on the v1 path either: the context alone, parts.
func newQuietAgent() llmagent.Config {
	return llmagent.Config{
		OnModelErrorCallbacks: []llmagent.OnModelErrorCallback{
			func(ctx agent.CallbackContext, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
				<-ctx.Done()
				return nil, ctx.Err()
			},
		},
		AfterModelCallbacks: []llmagent.AfterModelCallback{
			func(ctx agent.CallbackContext, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
				n := 0
				for _, p := range resp.Content.Parts {
					n += len(p.Text)
				}
				return resp, err
			},
		},
	}
}

// Retry libraries on the v1 path.
func newLibraryAgent(llm model.LLM) llmagent.Config {
	return llmagent.Config{
		OnModelErrorCallbacks: []llmagent.OnModelErrorCallback{
			func(ctx agent.CallbackContext, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
				var out *model.LLMResponse
				r := retrier.New(retrier.ExponentialBackoff(3, time.Second), retrier.DefaultClassifier{})
				err = r.Run(func() error { // want `OnModelErrorCallbacks calls retrier\.Retrier\.Run; retry in llmerr\.Retry$`
					for resp, err := range llm.GenerateContent(ctx, req, false) {
						out = resp
						return err
					}
					return nil
				})
				return out, err
			},
		},
		BeforeModelCallbacks: []llmagent.BeforeModelCallback{
			func(ctx agent.CallbackContext, req *model.LLMRequest) (*model.LLMResponse, error) {
				err := wait.PollUntilContextTimeout(ctx, time.Second, time.Minute, true, func(context.Context) (bool, error) { // want `BeforeModelCallbacks calls wait\.PollUntilContextTimeout`
					return true, nil
				})
				return nil, err
			},
		},
	}
}
