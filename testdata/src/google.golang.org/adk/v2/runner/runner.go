// Package runner is a stub of google.golang.org/adk/v2/runner (v2.2.0) for analyzer tests.
package runner

import (
	"context"
	"iter"

	"google.golang.org/genai"

	"google.golang.org/adk/v2/agent"
	"google.golang.org/adk/v2/plugin"
	"google.golang.org/adk/v2/session"
)

type Config struct {
	AppName        string
	Agent          agent.Agent
	SessionService session.Service
	PluginConfig   PluginConfig
}

type PluginConfig struct {
	Plugins []*plugin.Plugin
}

type runOptions struct{}

type RunOption func(*runOptions)

type Runner struct{}

func New(cfg Config) (*Runner, error) { panic("stub") }

func (r *Runner) Run(ctx context.Context, userID, sessionID string, msg *genai.Content, cfg agent.RunConfig, opts ...RunOption) iter.Seq2[*session.Event, error] {
	panic("stub")
}
