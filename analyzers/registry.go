package analyzers

import (
	"flag"

	"golang.org/x/tools/go/analysis"
)

// options is what every analyzer package's *Config provides.
type options interface {
	RegisterFlags(fs *flag.FlagSet)
	Validate() error
}

// entry is one analyzer of the registry.
type entry struct {
	name string
	// defaults returns a pointer to a fresh default Config of the analyzer.
	defaults func() options
	// build constructs the analyzer from a pointer made by defaults.
	build func(options) *analysis.Analyzer
}

// register makes an entry from an analyzer package's DefaultConfig and New.
func register[C any, P interface {
	*C
	options
}](name string, defaults func() C, build func(C) *analysis.Analyzer) entry {
	return entry{
		name: name,
		defaults: func() options {
			c := defaults()
			return P(&c)
		},
		build: func(o options) *analysis.Analyzer { return build(*o.(P)) },
	}
}

// Names returns the names of all analyzers, in registry order.
func Names() []string {
	names := make([]string, len(all))
	for i, e := range all {
		names[i] = e.name
	}
	return names
}

func lookup(name string) (entry, bool) {
	for _, e := range all {
		if e.name == name {
			return e, true
		}
	}
	return entry{}, false
}
