package a // want package:`retries\(retryingModel\.M1=callsModel\(model\.LLM\.GenerateContent\)\)\}$`

import (
	"callbackretry/helpers"
	"context"
	"iter"
	"time"

	"google.golang.org/adk/v2/agent"
	"google.golang.org/adk/v2/agent/llmagent"
	"google.golang.org/adk/v2/model"
	"google.golang.org/adk/v2/plugin"
	"google.golang.org/genai"
)

func newAgent(llm model.LLM, client *genai.Client) llmagent.Config {
	return llmagent.Config{
		Name:  "support",
		Model: llm,
		OnModelErrorCallbacks: []llmagent.OnModelErrorCallback{
			func(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
				for attempt := 0; attempt < 3; attempt++ { // want `^func literal in llmagent\.Config\.OnModelErrorCallbacks loops and calls time\.Sleep; retry in llmerr\.Retry$`
					time.Sleep(time.Second << attempt)
					for resp, err := range llm.GenerateContent(ctx, req, false) {
						if err == nil {
							return resp, nil
						}
					}
				}
				return nil, nil
			},
			func(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
				return helpers.Regenerate(ctx, llm, req) // want `func literal in llmagent\.Config\.OnModelErrorCallbacks calls helpers\.Regenerate, which calls the model`
			},
			func(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
				resp, _ := client.Models.GenerateContent(ctx, "gemini-flash", req.Contents, nil) // want `func literal in llmagent\.Config\.OnModelErrorCallbacks calls genai\.Models\.GenerateContent`
				_ = resp
				return nil, nil
			},
			retryLocally(llm),
			onErrorDecl,
		},
		AfterModelCallbacks: []llmagent.AfterModelCallback{
			func(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
				if resp.FinishReason == genai.FinishReasonMaxTokens {
					return continueLocally(ctx, llm) // want `func literal in llmagent\.Config\.AfterModelCallbacks calls continueLocally, which calls the model`
				}
				return nil, nil
			},
		},
	}
}

// retryLocally is a factory; the callback it returns is checked.
func retryLocally(llm model.LLM) llmagent.OnModelErrorCallback {
	return func(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
		return helpers.Twice(ctx, llm, req) // want `OnModelError func literal calls helpers\.Twice, which calls the model`
	}
}

var fallback model.LLM

// onErrorDecl is a named callback.
func onErrorDecl(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
	next := fallback.GenerateContent(ctx, req, false) // want `OnModelError callback onErrorDecl calls model\.LLM\.GenerateContent`
	for resp := range values(next) {
		return resp, nil
	}
	return nil, nil
}

func values(seq iter.Seq2[*model.LLMResponse, error]) iter.Seq[*model.LLMResponse] {
	return func(yield func(*model.LLMResponse) bool) {
		for r := range seq {
			if !yield(r) {
				return
			}
		}
	}
}

func continueLocally(ctx context.Context, llm model.LLM) (*model.LLMResponse, error) {
	return helpers.Regenerate(ctx, llm, &model.LLMRequest{})
}

// A plugin's callbacks are checked the same way.
func newPlugin(llm model.LLM) plugin.Config {
	return plugin.Config{
		Name: "retrying",
		OnModelErrorCallback: func(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
			go func() {
				for range llm.GenerateContent(context.Background(), req, false) { // want `func literal in plugin\.Config\.OnModelErrorCallback calls model\.LLM\.GenerateContent`
				}
			}()
			return nil, nil
		},
	}
}

// Not reported: callbacks that classify, record, degrade or re-raise.
func goodAgent(llm model.LLM) llmagent.Config {
	return llmagent.Config{
		Name:  "support",
		Model: llm,
		OnModelErrorCallbacks: []llmagent.OnModelErrorCallback{
			func(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
				return helpers.Refusal(), nil
			},
		},
		AfterModelCallbacks: []llmagent.AfterModelCallback{
			func(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
				return nil, nil
			},
		},
		// A before-model callback that answers from a cache instead of the
		// model is not a retry.
		BeforeModelCallbacks: []llmagent.BeforeModelCallback{
			func(ctx agent.Context, req *model.LLMRequest) (*model.LLMResponse, error) {
				return helpers.Regenerate(ctx, llm, req)
			},
		},
	}
}

// retryingModel is the right place for retries: a decorator around the
// model. Its GenerateContent calls the inner model and is not a callback.
type retryingModel struct{ inner model.LLM }

func (m retryingModel) Name() string { return m.inner.Name() }

func (m retryingModel) GenerateContent(ctx context.Context, req *model.LLMRequest, stream bool) iter.Seq2[*model.LLMResponse, error] {
	return m.inner.GenerateContent(ctx, req, stream)
}
