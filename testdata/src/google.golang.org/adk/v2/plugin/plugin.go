// Package plugin is a stub of google.golang.org/adk/v2/plugin (v2.2.0) for analyzer tests.
package plugin

import "google.golang.org/adk/v2/agent/llmagent"

type Config struct {
	Name string

	BeforeModelCallback  llmagent.BeforeModelCallback
	AfterModelCallback   llmagent.AfterModelCallback
	OnModelErrorCallback llmagent.OnModelErrorCallback
}

type Plugin struct{}

func New(cfg Config) (*Plugin, error) { panic("stub") }
