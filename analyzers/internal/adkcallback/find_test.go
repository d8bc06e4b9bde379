package adkcallback

import (
	"slices"
	"testing"

	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/packages"
)

// TestFindAgreesWithTwoWalks checks, on every fixture package and SDK
// stub, tests included, that Find's one walk yields the callbacks the two
// separate walks did, field for field, in the same order.
func TestFindAgreesWithTwoWalks(t *testing.T) {
	var packagesWith, declared, registered, registeredLits, inConfig int
	for _, p := range loadFixtures(t, true) {
		if p.TypesInfo == nil {
			continue
		}
		got := Find(p.TypesInfo, p.Syntax)
		sameCallbacks(t, p, "Declared", got.Declared, twoWalksDeclared(p.TypesInfo, p.Syntax))
		sameCallbacks(t, p, "Registered", got.Registered, twoWalksRegistered(p.TypesInfo, p.Syntax))
		sameCallbacks(t, p, "Declared wrapper", Declared(p.TypesInfo, p.Syntax), got.Declared)
		sameCallbacks(t, p, "Registered wrapper", Registered(p.TypesInfo, p.Syntax), got.Registered)
		if len(got.Declared)+len(got.Registered) > 0 {
			packagesWith++
		}
		declared += len(got.Declared)
		registered += len(got.Registered)
		for _, cb := range got.Registered {
			if cb.Lit != nil {
				registeredLits++
			}
			if cb.InConfig {
				inConfig++
			}
		}
	}
	t.Logf("%d packages with callbacks: %d declared, %d registered (%d literals, %d in configs)",
		packagesWith, declared, registered, registeredLits, inConfig)
	// The comparison proves nothing over fixtures without callbacks.
	if packagesWith < 10 || registeredLits == 0 || inConfig == 0 || registered == inConfig {
		t.Fatalf("the fixtures no longer exercise the finder: %d packages with callbacks, %d registered literals, %d of %d registered in configs",
			packagesWith, registeredLits, inConfig, registered)
	}
}

func sameCallbacks(t *testing.T, p *packages.Package, view string, got, want []Callback) {
	t.Helper()
	for _, cb := range got {
		if cb.At != (inspector.Cursor{}) && cb.At.Node() != cb.Node {
			t.Errorf("%s: %s: a callback's cursor is not at its node", p.ID, view)
		}
	}
	got, want = withoutCursors(got), withoutCursors(want)
	if slices.Equal(got, want) {
		return
	}
	for i := range max(len(got), len(want)) {
		if i >= len(got) || i >= len(want) || got[i] != want[i] {
			t.Errorf("%s: %s: %d callbacks, want %d; first difference at %d:\n got %s\nwant %s",
				p.ID, view, len(got), len(want), i, describe(p, got, i), describe(p, want, i))
			return
		}
	}
}

func describe(p *packages.Package, cbs []Callback, i int) string {
	if i >= len(cbs) {
		return "(none)"
	}
	cb := cbs[i]
	return p.Fset.Position(cb.Pos).String() + " " + cb.Name(p.Types)
}

// withoutCursors returns cbs with their cursors cleared: two finds build
// two indexes, whose cursors differ for the same node.
func withoutCursors(cbs []Callback) []Callback {
	out := slices.Clone(cbs)
	for i := range out {
		out[i].At = inspector.Cursor{}
	}
	return out
}
