package adkcallback

import (
	"slices"
	"sync"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
)

// TestOfSharesOneFind runs two analyzers that require Analyzer over the
// callback fixtures: on every package they get the same Callbacks, equal
// to a Find of their own.
func TestOfSharesOneFind(t *testing.T) {
	pkgs := loadFixtures(t, false, callbackFixtures...)
	var mu sync.Mutex
	seen := map[string][]*Callbacks{} // by package path
	user := func(name string) *analysis.Analyzer {
		return &analysis.Analyzer{
			Name:     name,
			Doc:      "get the shared callbacks",
			Requires: []*analysis.Analyzer{Analyzer},
			Run: func(pass *analysis.Pass) (any, error) {
				cbs := Of(pass)
				if again := Of(pass); again != cbs {
					t.Errorf("%s: a second Of found the callbacks again", pass.Pkg.Path())
				}
				want := Find(pass.TypesInfo, pass.Files)
				if !slices.Equal(withoutCursors(cbs.Declared), withoutCursors(want.Declared)) || !slices.Equal(cbs.Registered, want.Registered) {
					t.Errorf("%s: the shared callbacks differ from Find's", pass.Pkg.Path())
				}
				mu.Lock()
				seen[pass.Pkg.Path()] = append(seen[pass.Pkg.Path()], cbs)
				mu.Unlock()
				return nil, nil
			},
		}
	}
	if _, err := checker.Analyze([]*analysis.Analyzer{user("first"), user("second")}, pkgs, nil); err != nil {
		t.Fatal(err)
	}
	for _, path := range callbackFixtures {
		got := seen[path]
		if len(got) != 2 || got[0] != got[1] {
			t.Errorf("%s: the two analyzers got %d results, not one shared", path, len(got))
			continue
		}
		if len(got[0].Declared)+len(got[0].Registered) == 0 {
			t.Errorf("%s: no callbacks found in a callback fixture", path)
		}
	}
}

// TestNoWalkUntilOf checks that requiring Analyzer costs no walk: an
// analyzer that stays on its fast path leaves every package unwalked.
func TestNoWalkUntilOf(t *testing.T) {
	pkgs := loadFixtures(t, false, callbackFixtures...)
	var mu sync.Mutex
	var handles []*Lazy
	idle := &analysis.Analyzer{
		Name:     "idle",
		Doc:      "require the callbacks, never get them",
		Requires: []*analysis.Analyzer{Analyzer},
		Run: func(pass *analysis.Pass) (any, error) {
			mu.Lock()
			handles = append(handles, pass.ResultOf[Analyzer].(*Lazy))
			mu.Unlock()
			return nil, nil
		},
	}
	if _, err := checker.Analyze([]*analysis.Analyzer{idle}, pkgs, nil); err != nil {
		t.Fatal(err)
	}
	if len(handles) != len(callbackFixtures) {
		t.Fatalf("idle ran on %d packages, want %d", len(handles), len(callbackFixtures))
	}
	for _, l := range handles {
		if l.found != nil || l.ix == nil {
			t.Errorf("a package was walked before anyone asked for its callbacks")
		}
	}
}

// TestOfWithoutRequires checks the fallback for code that calls an
// analyzer's Run without resolving Requires.
func TestOfWithoutRequires(t *testing.T) {
	for _, p := range loadFixtures(t, false, "callbackretry/a") {
		pass := &analysis.Pass{TypesInfo: p.TypesInfo, Files: p.Syntax, ResultOf: map[*analysis.Analyzer]any{}}
		got, want := Of(pass), Find(p.TypesInfo, p.Syntax)
		if len(got.Declared) == 0 || !slices.Equal(withoutCursors(got.Declared), withoutCursors(want.Declared)) || !slices.Equal(got.Registered, want.Registered) {
			t.Errorf("%s: Of without the required pass: %d declared, %d registered; want %d, %d",
				p.PkgPath, len(got.Declared), len(got.Registered), len(want.Declared), len(want.Registered))
		}
	}
}
