// Package cb has ADK model callbacks that retry through the real retry
// and backoff libraries, and through plain waits.
package cb

import (
	"context"
	"errors"
	"net/http"
	"time"

	retrygo "github.com/avast/retry-go/v4"
	backoff4 "github.com/cenkalti/backoff/v4"
	backoff5 "github.com/cenkalti/backoff/v5"
	"github.com/eapache/go-resiliency/retrier"
	"github.com/failsafe-go/failsafe-go"
	"github.com/failsafe-go/failsafe-go/circuitbreaker"
	"github.com/failsafe-go/failsafe-go/retrypolicy"
	"github.com/hashicorp/go-retryablehttp"
	goretry "github.com/sethvargo/go-retry"
	"k8s.io/apimachinery/pkg/util/wait"

	v1agent "google.golang.org/adk/agent"
	v1llmagent "google.golang.org/adk/agent/llmagent"
	v1model "google.golang.org/adk/model"
	"google.golang.org/adk/v2/agent"
	"google.golang.org/adk/v2/agent/llmagent"
	"google.golang.org/adk/v2/model"
	"google.golang.org/adk/v2/plugin"
)

var errEmpty = errors.New("empty response")

func first(ctx context.Context, llm model.LLM, req *model.LLMRequest) (*model.LLMResponse, error) {
	for resp, err := range llm.GenerateContent(ctx, req, false) {
		return resp, err
	}
	return nil, errEmpty
}

// New builds an agent config whose callbacks retry in every known way.
func New(llm model.LLM) llmagent.Config {
	return llmagent.Config{
		Name:  "support",
		Model: llm,
		OnModelErrorCallbacks: []llmagent.OnModelErrorCallback{
			func(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
				time.Sleep(2 * time.Second) // want `calls time\.Sleep`
				return nil, err
			},
			func(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
				var out *model.LLMResponse
				err = backoff4.Retry(func() error { // want `calls backoff\.Retry`
					var err error
					out, err = first(ctx, llm, req)
					return err
				}, backoff4.NewExponentialBackOff())
				return out, err
			},
			func(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
				return backoff5.Retry(ctx, func() (*model.LLMResponse, error) { // want `calls backoff\.Retry`
					return first(ctx, llm, req)
				}, backoff5.WithMaxTries(3))
			},
			func(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
				return retrygo.DoWithData(func() (*model.LLMResponse, error) { // want `calls retry\.DoWithData`
					return first(ctx, llm, req)
				}, retrygo.Attempts(3))
			},
			func(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
				return goretry.DoValue(ctx, goretry.WithMaxRetries(3, goretry.NewExponential(time.Second)), // want `calls retry\.DoValue`
					func(ctx context.Context) (*model.LLMResponse, error) { return first(ctx, llm, req) })
			},
			func(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
				err = wait.PollUntilContextTimeout(ctx, time.Second, time.Minute, true, func(ctx context.Context) (bool, error) { // want `calls wait\.PollUntilContextTimeout`
					_, err := first(ctx, llm, req)
					return err == nil, nil
				})
				return nil, err
			},
			func(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
				rp := retrypolicy.NewBuilder[*model.LLMResponse]().WithMaxRetries(3).Build()
				return failsafe.With(rp).Get(func() (*model.LLMResponse, error) { // want `calls failsafe\.With`
					return first(ctx, llm, req)
				})
			},
			// A circuit breaker alone does not retry.
			func(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
				cb := circuitbreaker.NewWithDefaults[*model.LLMResponse]()
				return failsafe.With(cb).Get(func() (*model.LLMResponse, error) {
					return nil, err
				})
			},
			func(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
				r := retrier.New(retrier.ExponentialBackoff(3, time.Second), nil)
				return nil, r.RunCtx(ctx, func(ctx context.Context) error { // want `calls retrier\.Retrier\.RunCtx`
					_, err := first(ctx, llm, req)
					return err
				})
			},
		},
	}
}

// Plugin moderates responses over an HTTP client that retries.
func Plugin(c *retryablehttp.Client) plugin.Config {
	return plugin.Config{
		Name: "moderation",
		AfterModelCallback: func(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
			req, rerr := retryablehttp.NewRequestWithContext(ctx, http.MethodPost, "http://moderation.internal/check", nil)
			if rerr != nil {
				return resp, err
			}
			if _, err := c.Do(req); err != nil { // want `calls retryablehttp\.Client\.Do`
				return nil, err
			}
			return resp, err
		},
	}
}

// V1 is the same on ADK's v1 module path.
func V1() v1llmagent.Config {
	return v1llmagent.Config{
		BeforeModelCallbacks: []v1llmagent.BeforeModelCallback{
			func(ctx v1agent.CallbackContext, req *v1model.LLMRequest) (*v1model.LLMResponse, error) {
				t := time.NewTicker(time.Second)
				defer t.Stop()
				for range t.C { // want `polls a time\.Ticker`
					break
				}
				return nil, nil
			},
		},
	}
}
