// Package plugin registers llmerrlint as a golangci-lint v2 module plugin
// named "llmerrlint". Build a custom golangci-lint with it through
// .custom-gcl.yml and enable it with linters.settings.custom.llmerrlint
// (type: module); see .golangci.example.yml for every setting.
//
// The settings block has the JSON form of analyzers.Config: "disable" and
// one block per analyzer with that analyzer's options (the keys of its
// -<analyzer>.<option> flags). Unknown keys at any depth and bad values are
// configuration errors from New, e.g.
//
//	llmerrlint: finishreason: unknown key "strictly"; valid keys: strict
//	llmerrlint: classswitch.types: "nodot" has no dot after its import path; want importpath.Type, ...
//
// Issues are reported by the linter "llmerrlint", so //nolint:llmerrlint
// silences them, as does //llmerrlint:ignore <analyzer> <reason>. The
// SARIF ruleId is "llmerrlint" for every analyzer: golangci-lint names
// SARIF rules after linters, and one linter per analyzer would need one
// settings block and one enable line each in .golangci.yml, and would
// split //nolint:llmerrlint. Each issue's text starts with the analyzer's
// name instead.
//
// Each finding is one issue, and one SARIF result: golangci-lint would
// make every related position an issue of its own, and its SARIF output
// has no relatedLocations, so the plugin appends the related positions to
// the message instead, as "(related: line 30: default does not count as
// a case for them)".
//
// golangci-lint runs no analyzer on a package with type errors, nor on a
// package that imports one; it reports the type errors only.
package plugin

import (
	"errors"
	"fmt"

	"github.com/golangci/plugin-module-register/register"
	"golang.org/x/tools/go/analysis"

	"github.com/llmerrlint/llmerrlint/analyzers"
)

// Name is the linter name in golangci-lint: the key under
// linters.settings.custom, the name in //nolint and the SARIF ruleId.
const Name = "llmerrlint"

func init() { register.Plugin(Name, New) }

// New decodes golangci-lint settings into an analyzers.Config, which
// checks every key and value as it decodes: this is the one place the
// settings are validated.
func New(settings any) (register.LinterPlugin, error) {
	cfg, err := register.DecodeSettings[analyzers.Config](settings)
	if err != nil {
		if inner := errors.Unwrap(err); inner != nil {
			err = inner // drop register's "decoding settings" wrapper
		}
		return nil, fmt.Errorf("%s: %w", Name, err)
	}
	return &linter{cfg: cfg}, nil
}

type linter struct{ cfg analyzers.Config }

// BuildAnalyzers builds fresh analyzers from the settings, each folding
// its related information into its messages (see fold.go).
func (l *linter) BuildAnalyzers() ([]*analysis.Analyzer, error) {
	as, err := analyzers.New(l.cfg)
	if err != nil {
		return nil, err
	}
	for _, a := range as {
		foldRelated(a)
	}
	return as, nil
}

// GetLoadMode asks for type information: the analyzers match APIs by type.
func (l *linter) GetLoadMode() string { return register.LoadModeTypesInfo }
