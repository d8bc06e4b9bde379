// Package clean holds OnModelError callbacks that let configuration
// errors through: they re-raise some classes, delegate to llmerr, or
// return nil on a path that depends on the error.
package clean

import (
	"context"
	"errors"

	"github.com/llmerrlint/llmerrlint/llmerr"
	"google.golang.org/adk/v2/agent"
	"google.golang.org/adk/v2/agent/llmagent"
	"google.golang.org/adk/v2/model"
	"google.golang.org/adk/v2/plugin"
	"google.golang.org/genai"
)

func degraded() *model.LLMResponse {
	return &model.LLMResponse{Content: genai.NewContentFromText("Try again later.", genai.RoleModel)}
}

// perClass re-raises the classes someone must act on.
func perClass(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
	switch llmerr.Classify(err) {
	case llmerr.Auth, llmerr.NotFound, llmerr.BadRequest:
		return nil, nil
	}
	return degraded(), nil
}

// byRule acts by llmerr's rule table.
func byRule(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
	if errors.Is(err, context.Canceled) {
		return nil, err
	}
	if llmerr.RuleFor(llmerr.Classify(err)).Action == llmerr.ActionReraise {
		return nil, err
	}
	return degraded(), nil
}

// transientOnly substitutes for what it recognises and lets the rest
// through: the re-raise comes last, after the classifying early return.
func transientOnly(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
	if c := llmerr.Classify(err); c == llmerr.RateLimited || c == llmerr.Server {
		return degraded(), nil
	}
	return nil, err
}

// byStatus uses a typed errors.As with a status check.
func byStatus(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
	var apiErr genai.APIError
	if errors.As(err, &apiErr) && (apiErr.Code == 401 || apiErr.Code == 403 || apiErr.Code == 404) {
		return nil, nil
	}
	return degraded(), nil
}

// configurable degrades only when told to.
type configurable struct{ degrade bool }

func (c *configurable) onError(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
	if !c.degrade {
		return nil, nil
	}
	return degraded(), nil
}

// unknownResponse returns what another package built: it may be nil.
func unknownResponse(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
	return lookup(req), nil
}

var cache map[*model.LLMRequest]*model.LLMResponse

func lookup(req *model.LLMRequest) *model.LLMResponse { return cache[req] }

func configs(cb *llmerr.Callbacks, c *configurable) []llmagent.Config {
	return []llmagent.Config{
		{OnModelErrorCallbacks: []llmagent.OnModelErrorCallback{perClass, byRule, transientOnly, byStatus, c.onError, unknownResponse}},
		// llmerr's own callbacks act by the rule table.
		{OnModelErrorCallbacks: []llmagent.OnModelErrorCallback{cb.OnModelError}},
		{OnModelErrorCallbacks: []llmagent.OnModelErrorCallback{
			func(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
				if errors.Is(err, context.Canceled) {
					return nil, nil
				}
				return cb.OnModelError(ctx, req, err)
			},
		}},
	}
}

// passThrough never substitutes.
func passThrough() (*plugin.Plugin, error) {
	return plugin.New(plugin.Config{
		OnModelErrorCallback: func(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
			return nil, err
		},
	})
}

// maybeNil substitutes a response that is nil when nothing was cached.
func maybeNil() llmagent.Config {
	return llmagent.Config{OnModelErrorCallbacks: []llmagent.OnModelErrorCallback{
		func(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
			var resp *model.LLMResponse
			if cached, ok := cache[req]; ok {
				resp = cached
			}
			return resp, nil
		},
	}}
}

// retryable re-raises inside a loop over the error tree.
func retryable(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
	for e := err; e != nil; e = errors.Unwrap(e) {
		if _, ok := e.(interface{ Temporary() bool }); !ok {
			return nil, err
		}
	}
	return degraded(), nil
}

var _ = llmagent.OnModelErrorCallback(retryable)
