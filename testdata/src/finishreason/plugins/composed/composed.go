// Package composed installs a retry plugin that handles only model errors
// and a guard plugin whose AfterModel callback reads the finish reason:
// plugins are composed per runner, so the retry plugin is not reported.
package composed

import (
	"errors"

	"google.golang.org/adk/v2/agent"
	"google.golang.org/adk/v2/model"
	"google.golang.org/adk/v2/plugin"
	"google.golang.org/adk/v2/runner"
	"google.golang.org/genai"
)

func retryOnError(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
	return nil, err
}

var errStopped = errors.New("model stopped early")

func newRunner(a agent.Agent) (*runner.Runner, error) {
	retry, err := plugin.New(plugin.Config{Name: "retry", OnModelErrorCallback: retryOnError})
	if err != nil {
		return nil, err
	}
	guard, err := plugin.New(plugin.Config{
		Name: "guard",
		AfterModelCallback: func(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
			if resp != nil && (resp.ErrorCode != "" || resp.FinishReason == genai.FinishReasonSafety) {
				return nil, errStopped
			}
			return resp, err
		},
	})
	if err != nil {
		return nil, err
	}
	return runner.New(runner.Config{
		AppName:      "app",
		Agent:        a,
		PluginConfig: runner.PluginConfig{Plugins: []*plugin.Plugin{retry, guard}},
	})
}
