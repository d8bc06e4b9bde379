// Package analyzers is the registry of llmerrlint's analyzers: the one list
// that the command (cmd/llmerrlint), go vet, go fix and the golangci-lint
// plugin (plugin) all draw from, and the one Config that feeds both the
// command-line flags and the golangci-lint settings.
//
// Adding an analyzer is one field in Config and one line in build.
package analyzers

import (
	"golang.org/x/tools/go/analysis"

	"github.com/llmerrlint/llmerrlint/analyzers/apierrptr"
	"github.com/llmerrlint/llmerrlint/analyzers/callbackretry"
	"github.com/llmerrlint/llmerrlint/analyzers/classswitch"
	"github.com/llmerrlint/llmerrlint/analyzers/errtext"
	"github.com/llmerrlint/llmerrlint/analyzers/finishreason"
	"github.com/llmerrlint/llmerrlint/analyzers/swallowedconfig"
)

// Config is the configuration of every analyzer; the zero Config is the
// default. Its JSON form is the golangci-lint settings block of the plugin:
//
//	{"disable": ["classswitch"], "finishreason": {"strict": true}, "classswitch": {...}}
//
// Each analyzer's options sit under its name (the field's json tag, which
// tests hold equal to the analyzer's Name) with the keys of its package's
// Config; the same options are the flags -<name>.<key>. Keys the settings
// leave out keep their defaults; unknown keys and bad values are errors.
type Config struct {
	// Disable lists analyzers not to run.
	Disable []string `json:"disable"`

	Finishreason    finishreason.Config    `json:"finishreason"`
	Errtext         errtext.Config         `json:"errtext"`
	Classswitch     classswitch.Config     `json:"classswitch"`
	Callbackretry   callbackretry.Config   `json:"callbackretry"`
	Apierrptr       apierrptr.Config       `json:"apierrptr"`
	Swallowedconfig swallowedconfig.Config `json:"swallowedconfig"`
}

// build returns every analyzer, configured by c, in the order they run and
// are documented.
func (c Config) build() []*analysis.Analyzer {
	return []*analysis.Analyzer{
		finishreason.New(c.Finishreason),
		errtext.New(c.Errtext),
		classswitch.New(c.Classswitch),
		callbackretry.New(c.Callbackretry),
		apierrptr.New(c.Apierrptr),
		swallowedconfig.New(c.Swallowedconfig),
	}
}
