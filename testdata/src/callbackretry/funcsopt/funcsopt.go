// Package funcsopt calls the functions of package platform that the
// -funcs option names, and one it does not name.
package funcsopt

import (
	"callbackretry/platform"
	"context"

	"google.golang.org/adk/v2/agent"
	"google.golang.org/adk/v2/agent/llmagent"
	"google.golang.org/adk/v2/model"
)

func newAgent(llm model.LLM, jobs *platform.Jobs) llmagent.Config {
	return llmagent.Config{
		OnModelErrorCallbacks: []llmagent.OnModelErrorCallback{
			func(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
				var out *model.LLMResponse
				err = platform.Retry(ctx, func(ctx context.Context) error { // want `OnModelErrorCallbacks calls platform\.Retry; retry`
					for resp, err := range llm.GenerateContent(ctx, req, false) {
						out = resp
						return err
					}
					return nil
				})
				return out, err
			},
		},
		AfterModelCallbacks: []llmagent.AfterModelCallback{
			func(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
				if jobs.Lookup("moderation") {
					return resp, err
				}
				return resp, jobs.Await(ctx, "moderation") // want `AfterModelCallbacks calls platform\.Jobs\.Await; retry`
			},
		},
	}
}
