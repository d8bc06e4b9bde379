package analyzers_test

import (
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/llmerrlint/llmerrlint/analyzers"
	"github.com/llmerrlint/llmerrlint/analyzers/classswitch"
	"github.com/llmerrlint/llmerrlint/analyzers/errtext"
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

// settingsKeys returns the settings keys of Config: the analyzers' blocks
// and, for each, its option keys.
func settingsKeys(t *testing.T) map[string][]string {
	t.Helper()
	out := map[string][]string{}
	ct := reflect.TypeFor[analyzers.Config]()
	for i := range ct.NumField() {
		f := ct.Field(i)
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if name == "disable" {
			continue
		}
		if f.Type.Kind() != reflect.Struct {
			t.Fatalf("Config.%s is not an analyzer's Config", f.Name)
		}
		keys := []string{}
		for j := range f.Type.NumField() {
			k, _, _ := strings.Cut(f.Type.Field(j).Tag.Get("json"), ",")
			keys = append(keys, k)
		}
		out[name] = keys
	}
	return out
}

// TestFlagsMatchSettings proves the one option surface: the Config fields
// are exactly the analyzers, and every analyzer's flags are exactly the keys
// of its settings block.
func TestFlagsMatchSettings(t *testing.T) {
	settings := settingsKeys(t)
	var blocks []string
	for name := range settings {
		blocks = append(blocks, name)
	}
	names := slices.Clone(analyzers.Names())
	slices.Sort(blocks)
	slices.Sort(names)
	if !slices.Equal(blocks, names) {
		t.Errorf("Config fields %v, analyzers %v: each analyzer needs a field json-tagged with its name", blocks, names)
	}
	for _, a := range analyzers.Default() {
		if a.Name == "ignoredirective" {
			continue
		}
		var flags []string
		a.Flags.VisitAll(func(f *flag.Flag) { flags = append(flags, f.Name) })
		keys := settings[a.Name]
		slices.Sort(flags)
		slices.Sort(keys)
		if !slices.Equal(flags, keys) {
			t.Errorf("%s: flags %v but settings keys %v", a.Name, flags, keys)
		}
	}
}

func TestSettingsDecodeOntoDefaults(t *testing.T) {
	var cfg analyzers.Config
	if err := json.Unmarshal([]byte(`{"finishreason": {"strict": true}, "disable": ["classswitch"], "errtext": {}}`), &cfg); err != nil {
		t.Fatal(err)
	}
	if !cfg.Finishreason.Strict {
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
		if a.Name == "errtext" && a.Flags.Lookup("scope").Value.String() != "llm" {
			t.Error("errtext's zero scope is not llm")
		}
	}
}

func TestSettingsErrors(t *testing.T) {
	for _, tc := range []struct{ settings, want string }{
		{`{"nosuch": {}}`, `settings: unknown key "nosuch"; valid keys: disable, finishreason, errtext, classswitch, callbackretry`},
		{`{"finishreason": {"nosuch": true}}`, `finishreason: unknown key "nosuch"; valid keys: strict`},
		{`{"callbackretry": {"retries": 1}}`, `callbackretry: unknown key "retries"; valid keys: funcs`},
		{`{"callbackretry": {"funcs": ["nodot"]}}`, `callbackretry.funcs: "nodot" has no dot after its import path`},
		{`{"finishreason": {"strict": "yes"}}`, `finishreason.strict: want true or false`},
		{`{"finishreason": true}`, `finishreason: want a mapping (valid keys: strict)`},
		{`{"errtext": {"scope": "everything"}}`, `errtext.scope: "everything" is not a scope: want "llm" or "all"`},
		{`{"errtext": {"scope": 3}}`, `errtext.scope: want a string`},
		{`{"classswitch": {"types": ["nodot"]}}`, `classswitch.types: "nodot" has no dot after its import path; want importpath.Type`},
		{`{"classswitch": {"types": "a.T"}}`, `classswitch.types: want a list of importpath.Type`},
		{`{"disable": "finishreason"}`, `disable: want a list of strings`},
		{`{"disable": ["nosuch"]}`, `disable: unknown analyzer "nosuch"; valid: finishreason, errtext, classswitch, callbackretry`},
		// A near miss gets a suggestion after the list.
		{`{"finishreason": {"strickt": true}}`, `finishreason: unknown key "strickt"; valid keys: strict; did you mean "strict"?`},
		{`{"disable": ["apierptr"]}`, `disable: unknown analyzer "apierptr"; valid: finishreason, `},
	} {
		var cfg analyzers.Config
		err := json.Unmarshal([]byte(tc.settings), &cfg)
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want one starting %q", tc.settings, err, tc.want)
		}
	}
	var typo analyzers.Config
	if err := json.Unmarshal([]byte(`{"disable": ["apierptr"]}`), &typo); err == nil || !strings.HasSuffix(err.Error(), `; did you mean "apierrptr"?`) {
		t.Errorf("disable: [apierptr]: error %v, want a suggestion of apierrptr", err)
	}
	for _, cfg := range []analyzers.Config{
		{Disable: []string{"nosuch"}},
		{Classswitch: classswitch.Config{Types: []string{"nodot"}}},
		{Errtext: errtext.Config{Scope: "everything"}},
	} {
		if _, err := analyzers.New(cfg); err == nil {
			t.Errorf("New(%+v) accepted a bad configuration", cfg)
		}
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
