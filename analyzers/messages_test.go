package analyzers_test

import (
	"bytes"
	"fmt"
	"go/token"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/llmerrlint/llmerrlint/analyzers"
)

// maxMessage is the longest diagnostic message allowed, in bytes, without
// the "analyzer: " prefix the drivers add: about go vet's length, so that a
// message fits an editor's line and a CI annotation without wrapping. The
// remedy belongs in the analyzer's Doc and URL, not in the message.
const maxMessage = 110

// pendingMessages lists analyzers whose messages are not at vet length
// yet; their part of the test is skipped until they are. Remove an entry
// with the change that shortens its messages.
var pendingMessages = map[string]string{}

// TestMessageLength runs every registered analyzer over every package of
// testdata/src, twice (the output must not change), and checks the length
// of each message and related message.
func TestMessageLength(t *testing.T) {
	if testing.Short() {
		t.Skip("loads every fixture package")
	}
	byAnalyzer := fixtureDiagnostics(t)
	for _, a := range analyzers.Default() {
		t.Run(a.Name, func(t *testing.T) {
			if why, ok := pendingMessages[a.Name]; ok {
				t.Skip(why)
			}
			if len(byAnalyzer[a.Name]) == 0 {
				t.Fatalf("%s reported nothing on the fixtures", a.Name)
			}
			for _, d := range byAnalyzer[a.Name] {
				checkLength(t, a.Name, d.where, d.message)
			}
		})
	}
}

func checkLength(t *testing.T, analyzer, where, msg string) {
	t.Helper()
	if len(msg) > maxMessage {
		t.Errorf("%s: %s message of %d characters (max %d):\n\t%s", where, analyzer, len(msg), maxMessage, msg)
	}
}

type reported struct{ where, message string }

// fixtureDiagnostics returns, by analyzer name, every distinct message and
// related message reported on the fixtures, in a stable order.
func fixtureDiagnostics(t *testing.T) map[string][]reported {
	t.Helper()
	pkgs := loadFixturePackages(t)
	graph := analyzeTwice(t, pkgs)
	seen := map[string]bool{}
	out := map[string][]reported{}
	add := func(act *checker.Action, pos token.Position, msg string) {
		r := reported{pos.String(), msg}
		key := act.Analyzer.Name + "\x00" + r.where + "\x00" + r.message
		if !seen[key] {
			seen[key] = true
			out[act.Analyzer.Name] = append(out[act.Analyzer.Name], r)
		}
	}
	total := 0
	for act := range graph.All() {
		if !act.IsRoot {
			continue
		}
		for _, d := range act.Diagnostics {
			total++
			add(act, act.Package.Fset.Position(d.Pos), d.Message)
			for _, rel := range d.Related {
				add(act, act.Package.Fset.Position(rel.Pos), rel.Message)
			}
		}
	}
	if total == 0 {
		t.Fatal("no diagnostics on the fixtures: they did not load")
	}
	for name := range out {
		slices.SortFunc(out[name], func(a, b reported) int {
			return strings.Compare(fmt.Sprint(a), fmt.Sprint(b))
		})
	}
	return out
}

// analyzeTwice runs every registered analyzer over pkgs twice, with fresh
// analyzers each time, and fails unless both runs print the same bytes:
// map order must never reach a message, a position or a fact.
func analyzeTwice(t *testing.T, pkgs []*packages.Package) *checker.Graph {
	t.Helper()
	var outputs [2]bytes.Buffer
	var graph *checker.Graph
	for i := range outputs {
		g, err := checker.Analyze(analyzers.Default(), pkgs, nil)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.PrintText(&outputs[i], -1); err != nil {
			t.Fatal(err)
		}
		graph = g
	}
	if !bytes.Equal(outputs[0].Bytes(), outputs[1].Bytes()) {
		t.Errorf("two runs over testdata/src printed different output:\n--- first\n%s\n--- second\n%s", &outputs[0], &outputs[1])
	}
	if outputs[0].Len() == 0 {
		t.Error("no output on the fixtures")
	}
	return graph
}
