// Package waits has model callbacks that wait, ADK v2: // want package:`retries\(WarmUp=waits\(calls time\.Sleep\) backoffModel\.M1=callsModel\(model\.LLM\.GenerateContent\),waits\(calls time\.Sleep\)\)\}$`
// sleeps, timers, tickers and polling loops, inline and in helpers.
package waits

import (
	"callbackretry/waithelpers"
	"context"
	"errors"
	"iter"
	"strings"
	"time"

	"google.golang.org/adk/v2/agent"
	"google.golang.org/adk/v2/agent/llmagent"
	"google.golang.org/adk/v2/model"
	"google.golang.org/adk/v2/plugin"
)

var errQuota = errors.New("quota exhausted")

func newAgent(llm model.LLM, inflight *flights, mod *moderator, s *service) llmagent.Config {
	return llmagent.Config{
		Name:  "support",
		Model: llm,
		OnModelErrorCallbacks: []llmagent.OnModelErrorCallback{
			// "Let the quota recover."
			func(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
				time.Sleep(2 * time.Second) // want `^func literal in llmagent\.Config\.OnModelErrorCallbacks calls time\.Sleep; retry in llmerr\.Retry$`
				return nil, err
			},
			func(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
				select {
				case <-time.After(time.Second): // want `^func literal in llmagent\.Config\.OnModelErrorCallbacks waits on time\.After; retry in llmerr\.Retry$`
				case <-ctx.Done():
					return nil, ctx.Err()
				}
				return nil, err
			},
			func(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
				t := time.NewTimer(time.Second)
				defer t.Stop()
				<-t.C // want `OnModelErrorCallbacks waits on a time\.Timer`
				return nil, err
			},
			func(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
				waithelpers.Cooldown(time.Second) // want `OnModelErrorCallbacks calls waithelpers\.Cooldown, which waits`
				return nil, err
			},
			func(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
				waithelpers.Settle() // want `OnModelErrorCallbacks calls waithelpers\.Settle, which waits`
				return nil, err
			},
			onErrorBackoff,
			s.recoverWithRetry,
		},
		BeforeModelCallbacks: []llmagent.BeforeModelCallback{
			// Wait until an identical in-flight request finishes.
			func(ctx agent.Context, req *model.LLMRequest) (*model.LLMResponse, error) {
				for inflight.busy(req) { // want `^func literal in llmagent\.Config\.BeforeModelCallbacks loops and calls time\.Sleep; retry in llmerr\.Retry$`
					time.Sleep(100 * time.Millisecond)
				}
				return nil, nil
			},
		},
		AfterModelCallbacks: []llmagent.AfterModelCallback{
			mod.check,
		},
	}
}

// onErrorBackoff waits through a helper of this package.
func onErrorBackoff(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
	pause(1) // want `^OnModelError callback onErrorBackoff calls pause, which waits; retry in one decorator \(llmerr\.Retry\)$`
	return nil, err
}

func pause(attempt int) {
	time.Sleep(time.Duration(attempt) * time.Second)
}

// flights tracks requests in flight.
type flights struct{ keys map[string]bool }

func (f *flights) busy(req *model.LLMRequest) bool { return f.keys[key(req)] }

func key(req *model.LLMRequest) string {
	var b strings.Builder
	for _, c := range req.Contents {
		for _, p := range c.Parts {
			b.WriteString(p.Text)
		}
	}
	return b.String()
}

// moderator submits responses to a moderation job and polls it.
type moderator struct{ jobs map[string]bool }

func (m *moderator) check(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	if err != nil || resp == nil || resp.Content == nil {
		return resp, err
	}
	job := m.submit(resp)
	ticker := time.NewTicker(time.Second)
	defer ticker.Stop()
	for range ticker.C { // want `^AfterModel callback moderator\.check polls a time\.Ticker; retry in one decorator \(llmerr\.Retry\)$`
		if m.jobs[job] {
			break
		}
	}
	return resp, nil
}

func (m *moderator) submit(resp *model.LLMResponse) string { return resp.Content.Parts[0].Text }

// service recovers from model errors with a method value.
type service struct{ llm model.LLM }

func (s *service) recoverWithRetry(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
	return s.regenerate(ctx, req) // want `^OnModelError callback service\.recoverWithRetry calls service\.regenerate, which waits; retry in llmerr\.Retry$`
}

func (s *service) regenerate(ctx context.Context, req *model.LLMRequest) (*model.LLMResponse, error) {
	for attempt := range 3 {
		time.Sleep(time.Duration(attempt) * time.Second)
		for resp, err := range s.llm.GenerateContent(ctx, req, false) {
			if err == nil {
				return resp, nil
			}
		}
	}
	return nil, errQuota
}

// A plugin's callbacks are checked the same way.
func newPlugin(s *service) plugin.Config {
	return plugin.Config{
		Name:                 "cooldown",
		OnModelErrorCallback: s.recoverWithRetry,
		BeforeModelCallback: func(ctx agent.Context, req *model.LLMRequest) (*model.LLMResponse, error) {
			waithelpers.Cooldown(time.Second) // want `^func literal in plugin\.Config\.BeforeModelCallback calls waithelpers\.Cooldown, which waits$`
			return nil, nil
		},
		AfterModelCallback: func(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
			for range time.Tick(time.Second) { // want `^func literal in plugin\.Config\.AfterModelCallback polls time\.Tick; retr`
				break
			}
			return resp, err
		},
	}
}

// Callbacks declared with, or converted to, the named types.
var throttle llmagent.BeforeModelCallback = func(ctx agent.Context, req *model.LLMRequest) (*model.LLMResponse, error) {
	<-time.After(time.Second) // want `^BeforeModel callback throttle waits on time\.After; retry in one decorator \(llmerr\.Retry\)$`
	return nil, nil
}

var cool = llmagent.AfterModelCallback(func(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	time.Sleep(time.Second) // want `^func literal as llmagent\.AfterModelCallback calls time\.Sleep; retry in one decorator`
	return resp, err
})

// Not reported: timeouts, cancellation, iteration, decorators, waits no
// callback reaches.
func goodAgent(llm model.LLM, fallback func(*model.LLMRequest) *model.LLMResponse) llmagent.Config {
	return llmagent.Config{
		Name:  "support",
		Model: backoffModel{inner: llm},
		OnModelErrorCallbacks: []llmagent.OnModelErrorCallback{
			// A timeout around a result is not a wait.
			func(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
				res := make(chan *model.LLMResponse, 1)
				go func() { res <- fallback(req) }()
				select {
				case r := <-res:
					return r, nil
				case <-time.After(time.Second):
					return nil, err
				}
			},
			// The context alone.
			func(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
				select {
				case <-ctx.Done():
					return nil, ctx.Err()
				default:
				}
				return nil, waithelpers.Canceled(ctx)
			},
		},
		AfterModelCallbacks: []llmagent.AfterModelCallback{
			// Waits in a goroutine hold no request.
			func(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
				go waithelpers.Cooldown(time.Second)
				go func() {
					time.Sleep(time.Second)
					for range time.Tick(time.Minute) {
						waithelpers.Settle()
					}
				}()
				return resp, err
			},
			// Iterating parts.
			func(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
				if resp == nil || resp.Content == nil {
					return resp, err
				}
				for _, p := range resp.Content.Parts {
					p.Text = strings.TrimSpace(p.Text)
				}
				return resp, nil
			},
		},
		BeforeModelCallbacks: []llmagent.BeforeModelCallback{
			// A guard model behind a decorator: a model call, not a retry,
			// before the model runs; the decorator's own waits do not count.
			func(ctx agent.Context, req *model.LLMRequest) (*model.LLMResponse, error) {
				for resp, err := range (backoffModel{inner: llm}).GenerateContent(ctx, req, false) {
					return resp, err
				}
				return nil, nil
			},
		},
	}
}

// backoffModel is where retries belong: a decorator around the model.
type backoffModel struct{ inner model.LLM }

func (m backoffModel) Name() string { return m.inner.Name() }

func (m backoffModel) GenerateContent(ctx context.Context, req *model.LLMRequest, stream bool) iter.Seq2[*model.LLMResponse, error] {
	return func(yield func(*model.LLMResponse, error) bool) {
		for attempt := range 3 {
			time.Sleep(time.Duration(attempt) * time.Second)
			for resp, err := range m.inner.GenerateContent(ctx, req, stream) {
				if err == nil {
					yield(resp, nil)
					return
				}
			}
		}
		yield(nil, errQuota)
	}
}

// WarmUp sleeps, but no callback calls it.
func WarmUp() {
	time.Sleep(time.Second)
}
