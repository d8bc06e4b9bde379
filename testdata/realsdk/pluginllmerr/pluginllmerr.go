// Package pluginllmerr installs a retry plugin that handles only model
// errors next to llmerr's plugin, built from a config this package does
// not write out: that plugin may read the reason, so nothing is reported.
package pluginllmerr

import (
	"github.com/llmerrlint/llmerrlint/llmerr"
	"google.golang.org/adk/v2/agent"
	"google.golang.org/adk/v2/model"
	"google.golang.org/adk/v2/plugin"
	"google.golang.org/adk/v2/runner"
)

func retryOnError(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
	return nil, err
}

func newRunner(a agent.Agent) (*runner.Runner, error) {
	retry, err := plugin.New(plugin.Config{Name: "retry", OnModelErrorCallback: retryOnError})
	if err != nil {
		return nil, err
	}
	classify, err := plugin.New(llmerr.NewCallbacks(llmerr.Config{}).PluginConfig())
	if err != nil {
		return nil, err
	}
	return runner.New(runner.Config{
		AppName:      "app",
		Agent:        a,
		PluginConfig: runner.PluginConfig{Plugins: []*plugin.Plugin{retry, classify}},
	})
}
