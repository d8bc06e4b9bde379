// Package widest holds the strictest and widest analyzer options: the
// settings under which the analyzers look at the most code and report the
// most. The corpus runner and the fuzz target use them, so that a crash
// hiding behind an option is found too.
package widest

import (
	"fmt"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// Flags are the options as command-line flags of cmd/llmerrlint. Each is
// -<analyzer>.<option>=<value>; an analyzer added to the registry runs
// with its defaults until it gets a line here.
var Flags = []string{
	"-finishreason.strict=true",
	"-errtext.scope=all",
	"-callbackretry.funcs=callbackretry/platform.Retry,callbackretry/platform.Jobs.Await",
	"-classswitch.types=" + strings.Join([]string{
		"google.golang.org/genai.FinishReason",
		"google.golang.org/genai.BlockedReason",
		"github.com/anthropics/anthropic-sdk-go.StopReason",
		"github.com/anthropics/anthropic-sdk-go/v2.StopReason",
	}, ","),
}

// Apply sets Flags on the analyzers that define them, as the command's
// flag parsing would. A flag whose analyzer is not in the list is skipped
// (it was disabled); a flag the analyzer does not define is an error, so
// that a renamed option cannot silently drop out of the corpus run.
func Apply(analyzers []*analysis.Analyzer) error {
	byName := map[string]*analysis.Analyzer{}
	for _, a := range analyzers {
		byName[a.Name] = a
	}
	for _, f := range Flags {
		name, opt, value, err := split(f)
		if err != nil {
			return err
		}
		a, ok := byName[name]
		if !ok {
			continue
		}
		if a.Flags.Lookup(opt) == nil {
			return fmt.Errorf("widest: analyzer %s has no option %q", name, opt)
		}
		if err := a.Flags.Set(opt, value); err != nil {
			return fmt.Errorf("widest: %s: %v", f, err)
		}
	}
	return nil
}

// split parses "-name.opt=value".
func split(f string) (name, opt, value string, err error) {
	key, value, ok := strings.Cut(strings.TrimPrefix(f, "-"), "=")
	name, opt, dot := strings.Cut(key, ".")
	if !ok || !dot {
		return "", "", "", fmt.Errorf("widest: malformed flag %q, want -analyzer.option=value", f)
	}
	return name, opt, value, nil
}
