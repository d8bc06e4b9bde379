// Package pluginalone installs a retry plugin that handles only model errors, next
// to a plugin whose AfterModel callback logs usage and never reads the
// reason: nothing in the runner judges SAFETY or MAX_TOKENS stops.
package pluginalone

import (
	"log"

	"google.golang.org/adk/v2/agent"
	"google.golang.org/adk/v2/model"
	"google.golang.org/adk/v2/plugin"
	"google.golang.org/adk/v2/runner"
)

func retryOnError(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
	return nil, err
}

func logUsage(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	if resp != nil && resp.UsageMetadata != nil {
		log.Printf("tokens: %d", resp.UsageMetadata.TotalTokenCount)
	}
	return resp, err
}

func newRunner(a agent.Agent) (*runner.Runner, error) {
	retry, err := plugin.New(plugin.Config{
		Name:                 "retry",
		OnModelErrorCallback: retryOnError, // want `plugin\.Config: OnModelErrorCallback without AfterModelCallback; SAFETY and MAX_TOKENS stops go unhandled`
	})
	if err != nil {
		return nil, err
	}
	usage, err := plugin.New(plugin.Config{Name: "usage", AfterModelCallback: logUsage})
	if err != nil {
		return nil, err
	}
	return runner.New(runner.Config{
		AppName:      "app",
		Agent:        a,
		PluginConfig: runner.PluginConfig{Plugins: []*plugin.Plugin{retry, usage}},
	})
}
