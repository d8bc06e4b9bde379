package analyzers_test

import (
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/llmerrlint/llmerrlint/analyzers"
	"github.com/llmerrlint/llmerrlint/analyzers/finishreason"
)

func TestDefaultIsValid(t *testing.T) {
	as := analyzers.Default()
	if err := analysis.Validate(as); err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, a := range as {
		got = append(got, a.Name)
	}
	want := append(analyzers.Names(), "ignoredirective")
	if !slices.Equal(got, want) {
		t.Errorf("Default() = %v, want %v", got, want)
	}
}

// TestFlagsMatchSettings proves the one option surface: every analyzer's
// flags are exactly the keys of its settings block.
func TestFlagsMatchSettings(t *testing.T) {
	data, err := json.Marshal(analyzers.DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	var settings map[string]map[string]any
	if err := json.Unmarshal(data, &settings); err != nil {
		t.Fatal(err)
	}
	for _, a := range analyzers.Default() {
		if a.Name == "ignoredirective" {
			continue
		}
		var flags []string
		a.Flags.VisitAll(func(f *flag.Flag) { flags = append(flags, f.Name) })
		var keys []string
		for k := range settings[a.Name] {
			keys = append(keys, k)
		}
		slices.Sort(flags)
		slices.Sort(keys)
		if !slices.Equal(flags, keys) {
			t.Errorf("%s: flags %v but settings keys %v", a.Name, flags, keys)
		}
	}
}

func TestSettingsDecodeOntoDefaults(t *testing.T) {
	var cfg analyzers.Config
	if err := json.Unmarshal([]byte(`{"finishreason": {"strict": true}, "disable": ["classswitch"]}`), &cfg); err != nil {
		t.Fatal(err)
	}
	if !analyzers.Options[finishreason.Config](&cfg).Strict {
		t.Error("finishreason.strict did not reach finishreason's Config")
	}
	as, err := analyzers.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range as {
		if a.Name == "classswitch" {
			t.Error("disabled analyzer classswitch is still built")
		}
		if a.Name == "finishreason" && a.Flags.Lookup("strict").Value.String() != "true" {
			t.Error("finishreason was built without the strict setting")
		}
	}
}

func TestSettingsErrors(t *testing.T) {
	for _, tc := range []struct{ settings, want string }{
		{`{"nosuch": {}}`, `unknown key "nosuch"`},
		{`{"finishreason": {"nosuch": true}}`, `finishreason: json: unknown field "nosuch"`},
		{`{"finishreason": {"strict": "yes"}}`, `finishreason`},
		{`{"disable": "finishreason"}`, `disable`},
	} {
		var cfg analyzers.Config
		err := json.Unmarshal([]byte(tc.settings), &cfg)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want one containing %q", tc.settings, err, tc.want)
		}
	}
	cfg := analyzers.Config{Disable: []string{"nosuch"}}
	if _, err := analyzers.New(cfg); err == nil || !strings.Contains(err.Error(), `unknown analyzer "nosuch"`) {
		t.Errorf("New with disable [nosuch]: error %v", err)
	}
}

// TestMalformedDirectiveReportedOnce runs every analyzer together, as the
// command does, and counts the reports of each malformed directive.
func TestMalformedDirectiveReportedOnce(t *testing.T) {
	testdata, err := filepath.Abs(filepath.Join("..", "testdata"))
	if err != nil {
		t.Fatal(err)
	}
	pkgs, err := packages.Load(&packages.Config{
		Mode: packages.LoadAllSyntax,
		Dir:  testdata,
		Env:  append(os.Environ(), "GOPATH="+testdata, "GO111MODULE=off", "GOPROXY=off"),
	}, "suppress/registry")
	if err != nil || packages.PrintErrors(pkgs) > 0 {
		t.Fatalf("load: %v", err)
	}
	graph, err := checker.Analyze(analyzers.Default(), pkgs, nil)
	if err != nil {
		t.Fatal(err)
	}
	lines := map[int]int{}
	for act := range graph.All() {
		if !act.IsRoot {
			continue
		}
		if act.Err != nil {
			t.Errorf("%s: %v", act, act.Err)
		}
		for _, d := range act.Diagnostics {
			lines[act.Package.Fset.Position(d.Pos).Line]++
		}
	}
	want := map[int]int{6: 1, 9: 1}
	if len(lines) != len(want) || lines[6] != 1 || lines[9] != 1 {
		t.Errorf("diagnostics per line = %v, want %v", lines, want)
	}
}
