// Package foreign installs its retry plugin next to a plugin built by
// another package, whose AfterModel callback it cannot see: it stays silent.
package foreign

import (
	"google.golang.org/adk/v2/agent"
	"google.golang.org/adk/v2/model"
	"google.golang.org/adk/v2/plugin"
	"google.golang.org/adk/v2/runner"

	"finishreason/plugins/judge"
)

func retryOnError(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
	return nil, err
}

func newRunner(a agent.Agent) (*runner.Runner, error) {
	retry, err := plugin.New(plugin.Config{Name: "retry", OnModelErrorCallback: retryOnError})
	if err != nil {
		return nil, err
	}
	j, err := judge.New()
	if err != nil {
		return nil, err
	}
	return runner.New(runner.Config{
		AppName:      "app",
		Agent:        a,
		PluginConfig: runner.PluginConfig{Plugins: []*plugin.Plugin{retry, j}},
	})
}
