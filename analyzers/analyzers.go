// Package analyzers is the registry of llmerrlint's analyzers: the one list
// that the command (cmd/llmerrlint), go vet, go fix and the golangci-lint
// plugin (plugin) all draw from, and the one Config that feeds both the
// command-line flags and the golangci-lint settings.
//
// Adding an analyzer is one line in the list below.
package analyzers

import (
	"github.com/llmerrlint/llmerrlint/analyzers/callbackretry"
	"github.com/llmerrlint/llmerrlint/analyzers/classswitch"
	"github.com/llmerrlint/llmerrlint/analyzers/errtext"
	"github.com/llmerrlint/llmerrlint/analyzers/finishreason"
)

// all is every analyzer, in the order they run and are documented. Each
// entry ties a name (the json key of its settings and the prefix of its
// flags) to the analyzer package's DefaultConfig and New.
var all = []entry{
	register("finishreason", finishreason.DefaultConfig, finishreason.New),
	register("errtext", errtext.DefaultConfig, errtext.New),
	register("classswitch", classswitch.DefaultConfig, classswitch.New),
	register("callbackretry", callbackretry.DefaultConfig, callbackretry.New),
}
