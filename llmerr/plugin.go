package llmerr

import "google.golang.org/adk/v2/plugin"

// PluginName is the name of the plugin [NewPlugin] builds.
const PluginName = "llmerr"

// PluginConfig returns a plugin.Config that installs c's BeforeModel,
// AfterModel and OnModelError for every agent of a runner, and its
// BeforeRun and AfterRun, which keep [Config.Budget] and the callbacks'
// own bookkeeping to the runs in progress. ADK runs plugin callbacks
// before the agents' own, so llmerr sees each failure first; an agent
// callback still runs when llmerr passes a response through or re-raises.
func (c *Callbacks) PluginConfig() plugin.Config {
	return plugin.Config{
		Name:                 PluginName,
		BeforeRunCallback:    c.BeforeRun,
		AfterRunCallback:     c.AfterRun,
		BeforeModelCallback:  c.BeforeModel,
		AfterModelCallback:   c.AfterModel,
		OnModelErrorCallback: c.OnModelError,
	}
}

// NewPlugin builds the llmerr plugin with cfg, for
// runner.Config{PluginConfig: runner.PluginConfig{Plugins: ...}}.
func NewPlugin(cfg Config) (*plugin.Plugin, error) {
	return plugin.New(NewCallbacks(cfg).PluginConfig())
}
