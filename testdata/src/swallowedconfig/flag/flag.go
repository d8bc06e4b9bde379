// Package flag holds OnModelError callbacks that answer every error with
// a friendly message, the outage-hiding kind.
package flag

import (
	"context"
	"errors"
	"log/slog"

	"github.com/llmerrlint/llmerrlint/llmerr"
	"google.golang.org/adk/v2/agent"
	"google.golang.org/adk/v2/agent/llmagent"
	"google.golang.org/adk/v2/model"
	"google.golang.org/adk/v2/plugin"
	"google.golang.org/genai"
)

const sorry = "Sorry, I cannot answer right now. Please try again later."

// degradeOnly is the plain case: a literal that always substitutes.
func degradeOnly(llm model.LLM) llmagent.Config {
	return llmagent.Config{
		Name:  "support",
		Model: llm,
		OnModelErrorCallbacks: []llmagent.OnModelErrorCallback{
			func(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) { // want `func literal in llmagent.Config.OnModelErrorCallbacks swallows every error class, AUTH included`
				slog.ErrorContext(ctx, "model failed", "err", err)
				return &model.LLMResponse{Content: genai.NewContentFromText(sorry, genai.RoleModel)}, nil
			},
		},
	}
}

// cancellationOnly checks for the caller's cancellation and a nil error,
// which tell no class from another, and substitutes for the rest.
func cancellationOnly() llmagent.Config {
	return llmagent.Config{
		OnModelErrorCallbacks: []llmagent.OnModelErrorCallback{
			func(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) { // want `func literal in llmagent.Config.OnModelErrorCallbacks swallows`
				if err == nil {
					return nil, nil
				}
				if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
					return nil, err
				}
				if ctx.Err() != nil {
					return nil, ctx.Err()
				}
				return &model.LLMResponse{Content: genai.NewContentFromText(sorry, genai.RoleModel)}, nil
			},
		},
	}
}

// onError is a named callback, reported where it is registered.
func onError(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
	resp := fallback()
	if req == nil {
		return resp, nil
	}
	return resp, nil
}

// fallback always builds the substitute.
func fallback() *model.LLMResponse {
	return &model.LLMResponse{Content: genai.NewContentFromText(sorry, genai.RoleModel), ErrorCode: "DEGRADED"}
}

func named() llmagent.Config {
	return llmagent.Config{
		OnModelErrorCallbacks: []llmagent.OnModelErrorCallback{onError}, // want `OnModelError callback onError swallows every error class, AUTH included`
	}
}

// degradePlugin installs a degrade-only method for every agent.
type degradePlugin struct{ text string }

func (p *degradePlugin) onModelError(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
	resp := new(model.LLMResponse)
	resp.Content = genai.NewContentFromText(p.text, genai.RoleModel)
	return resp, nil
}

func newPlugin() (*plugin.Plugin, error) {
	p := &degradePlugin{text: sorry}
	return plugin.New(plugin.Config{
		Name:                 "degrade",
		OnModelErrorCallback: p.onModelError, // want `OnModelError callback degradePlugin.onModelError swallows every error class`
	})
}

// converted is registered through the named type.
var converted = llmagent.OnModelErrorCallback(onError) // want `OnModelError callback onError swallows`

// assigned is a literal held in a variable before it is registered.
func assigned() llmagent.Config {
	always := func(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) { // want `OnModelError callback always swallows every error class`
		return &model.LLMResponse{ErrorCode: "UNAVAILABLE", ErrorMessage: sorry}, nil
	}
	return llmagent.Config{OnModelErrorCallbacks: []llmagent.OnModelErrorCallback{always}}
}

// perClassTexts classifies, but only to pick the text: every class,
// AUTH included, still gets a substitute.
func perClassTexts() llmagent.Config {
	return llmagent.Config{OnModelErrorCallbacks: []llmagent.OnModelErrorCallback{
		func(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) { // want `func literal in llmagent.Config.OnModelErrorCallbacks swallows`
			text := sorry
			switch llmerr.Classify(err) {
			case llmerr.RateLimited:
				text = "We are busy; please try again in a minute."
			case llmerr.Auth:
				return &model.LLMResponse{ErrorCode: "AUTH", ErrorMessage: text}, nil
			}
			return &model.LLMResponse{Content: genai.NewContentFromText(text, genai.RoleModel)}, nil
		},
	}}
}

// nilLast substitutes for any error and returns nil only for a nil one.
func nilLast() llmagent.Config {
	return llmagent.Config{OnModelErrorCallbacks: []llmagent.OnModelErrorCallback{
		func(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) { // want `func literal in llmagent.Config.OnModelErrorCallbacks swallows`
			if err != nil {
				return fallback(), nil
			}
			return nil, nil
		},
	}}
}
