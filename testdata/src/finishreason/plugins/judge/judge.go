// Package judge provides a plugin whose AfterModel callback reads the
// finish reason, for package foreign to install.
package judge

import (
	"errors"

	"google.golang.org/adk/v2/agent"
	"google.golang.org/adk/v2/model"
	"google.golang.org/adk/v2/plugin"
	"google.golang.org/genai"
)

var errStopped = errors.New("model stopped early")

func afterModel(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	if resp != nil && resp.FinishReason != genai.FinishReasonStop {
		return nil, errStopped
	}
	return resp, err
}

// New returns the plugin.
func New() (*plugin.Plugin, error) {
	return plugin.New(plugin.Config{Name: "judge", AfterModelCallback: afterModel})
}
