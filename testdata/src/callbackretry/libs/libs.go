// Package libs wraps the model, or a follow-up call, in a retry or backoff
// library inside model callbacks: one case per library of the table.
package libs

import (
	"context"
	"errors"
	"time"

	retrygo "github.com/avast/retry-go/v4"
	backoff4 "github.com/cenkalti/backoff/v4"
	backoff5 "github.com/cenkalti/backoff/v5"
	"github.com/eapache/go-resiliency/retrier"
	"github.com/failsafe-go/failsafe-go"
	"github.com/failsafe-go/failsafe-go/retrypolicy"
	"github.com/hashicorp/go-retryablehttp"
	goretry "github.com/sethvargo/go-retry"
	"k8s.io/apimachinery/pkg/util/wait"

	"google.golang.org/adk/v2/agent"
	"google.golang.org/adk/v2/agent/llmagent"
	"google.golang.org/adk/v2/model"
)

var errEmpty = errors.New("empty response")

// first returns the first response of the model.
func first(ctx context.Context, llm model.LLM, req *model.LLMRequest) (*model.LLMResponse, error) {
	for resp, err := range llm.GenerateContent(ctx, req, false) {
		return resp, err
	}
	return nil, errEmpty
}

func newAgent(llm model.LLM, policy failsafe.Policy[*model.LLMResponse]) llmagent.Config {
	return llmagent.Config{
		OnModelErrorCallbacks: []llmagent.OnModelErrorCallback{
			func(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
				var out *model.LLMResponse
				op := func() error {
					var err error
					out, err = first(ctx, llm, req) // want `OnModelErrorCallbacks calls first, which calls the model`
					return err
				}
				err = backoff4.Retry(op, backoff4.NewExponentialBackOff()) // want `OnModelErrorCallbacks calls backoff\.Retry`
				return out, err
			},
			func(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
				return backoff5.Retry(ctx, func() (*model.LLMResponse, error) { // want `OnModelErrorCallbacks calls backoff\.Retry`
					return first(ctx, llm, req)
				}, backoff5.WithBackOff(backoff5.NewExponentialBackOff()))
			},
			func(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
				var out *model.LLMResponse
				err = retrygo.Do(func() error { // want `OnModelErrorCallbacks calls retry\.Do`
					var err error
					out, err = first(ctx, llm, req)
					return err
				}, retrygo.Attempts(3))
				return out, err
			},
			func(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
				var out *model.LLMResponse
				b := goretry.WithMaxRetries(3, goretry.NewExponential(time.Second))
				err = goretry.Do(ctx, b, func(ctx context.Context) error { // want `OnModelErrorCallbacks calls retry\.Do`
					var err error
					out, err = first(ctx, llm, req)
					return goretry.RetryableError(err)
				})
				return out, err
			},
			func(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
				var out *model.LLMResponse
				err = wait.PollUntilContextTimeout(ctx, time.Second, time.Minute, true, func(ctx context.Context) (bool, error) { // want `calls wait\.PollUntilContextTimeout`
					resp, err := first(ctx, llm, req)
					out = resp
					return err == nil, nil
				})
				return out, err
			},
			func(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
				var out *model.LLMResponse
				err = wait.ExponentialBackoff(wait.Backoff{Duration: time.Second, Factor: 2, Steps: 4}, func() (bool, error) { // want `calls wait\.ExponentialBackoff`
					resp, err := first(ctx, llm, req)
					out = resp
					return err == nil, nil
				})
				return out, err
			},
			func(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
				rp := retrypolicy.NewWithDefaults[*model.LLMResponse]()
				return failsafe.With(rp).Get(func() (*model.LLMResponse, error) { // want `OnModelErrorCallbacks calls failsafe\.With`
					return first(ctx, llm, req)
				})
			},
			func(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
				var out *model.LLMResponse
				r := retrier.New(retrier.ExponentialBackoff(3, time.Second), retrier.DefaultClassifier{})
				err = r.RunCtx(ctx, func(ctx context.Context) error { // want `OnModelErrorCallbacks calls retrier\.Retrier\.RunCtx`
					var err error
					out, err = first(ctx, llm, req)
					return err
				})
				return out, err
			},
			// An executor given a policy this package cannot see through
			// (a circuit breaker, a timeout) is not known to retry.
			func(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
				return failsafe.With(policy).Get(func() (*model.LLMResponse, error) {
					return nil, err
				})
			},
		},
		AfterModelCallbacks: []llmagent.AfterModelCallback{
			// Moderation through an HTTP client that retries with backoff.
			func(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
				c := retryablehttp.NewClient()
				if _, err := c.Post("http://moderation.internal/check", "text/plain", resp.Content.Parts[0].Text); err != nil { // want `AfterModelCallbacks calls retryablehttp\.Client\.Post`
					return nil, err
				}
				return resp, err
			},
		},
	}
}
