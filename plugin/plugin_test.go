package plugin_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/golangci/plugin-module-register/register"

	"github.com/llmerrlint/llmerrlint/analyzers"
	_ "github.com/llmerrlint/llmerrlint/plugin"
)

func newPlugin(t *testing.T, settings any) (register.LinterPlugin, error) {
	t.Helper()
	newFn, err := register.GetPlugin("llmerrlint")
	if err != nil {
		t.Fatal(err)
	}
	return newFn(settings)
}

func TestRegisteredWithDefaults(t *testing.T) {
	p, err := newPlugin(t, nil)
	if err != nil {
		t.Fatal(err)
	}
	if p.GetLoadMode() != register.LoadModeTypesInfo {
		t.Errorf("load mode %q", p.GetLoadMode())
	}
	as, err := p.BuildAnalyzers()
	if err != nil {
		t.Fatal(err)
	}
	if len(as) != len(analyzers.Names())+1 {
		t.Errorf("%d analyzers, want every analyzer plus ignoredirective", len(as))
	}
}

// TestSettingsReachAnalyzers decodes settings as golangci-lint passes them
// (viper has lower-cased the keys) and checks the built analyzers.
func TestSettingsReachAnalyzers(t *testing.T) {
	p, err := newPlugin(t, map[string]any{
		"disable":     []any{"finishreason"},
		"classswitch": map[string]any{"default-signifies-exhaustive": true},
	})
	if err != nil {
		t.Fatal(err)
	}
	as, err := p.BuildAnalyzers()
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range as {
		switch a.Name {
		case "finishreason":
			t.Error("disabled finishreason was built")
		case "classswitch":
			if v := a.Flags.Lookup("default-signifies-exhaustive").Value.String(); v != "true" {
				t.Errorf("classswitch default-signifies-exhaustive = %s", v)
			}
		}
	}
}

func TestBadSettings(t *testing.T) {
	for _, tc := range []struct {
		settings map[string]any
		want     string
	}{
		{map[string]any{"finishreason": map[string]any{"strict": "sometimes"}}, "llmerrlint: finishreason.strict: want true or false"},
		{map[string]any{"finishreason": map[string]any{"Strictly": true}}, `llmerrlint: finishreason: unknown key "Strictly"; valid keys: strict`},
		{map[string]any{"nosuch": map[string]any{}}, `llmerrlint: settings: unknown key "nosuch"; valid keys: disable, `},
		{map[string]any{"disable": []any{"nosuch"}}, `llmerrlint: disable: unknown analyzer "nosuch"`},
		{map[string]any{"classswitch": map[string]any{"types": []any{"nodot"}}}, `llmerrlint: classswitch.types: "nodot" has no dot after its import path`},
		{map[string]any{"errtext": map[string]any{"scope": "some"}}, `llmerrlint: errtext.scope: "some" is not a scope`},
	} {
		if _, err := newPlugin(t, tc.settings); err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("settings %v: error %v, want one starting %q", tc.settings, err, tc.want)
		}
	}
}

// TestExampleConfigShowsEverySetting keeps .golangci.example.yml complete:
// every analyzer's block and every option key appears in it. (The e2e test
// runs golangci-lint with the file; this catches an option added later.)
func TestExampleConfigShowsEverySetting(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", ".golangci.example.yml"))
	if err != nil {
		t.Fatal(err)
	}
	example := string(data)
	raw, err := json.Marshal(analyzers.Config{})
	if err != nil {
		t.Fatal(err)
	}
	var settings map[string]map[string]any
	if err := json.Unmarshal(raw, &settings); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(example, "\n          disable:") {
		t.Error("example config lacks the disable setting")
	}
	for name, opts := range settings {
		if !strings.Contains(example, "\n          "+name+":") {
			t.Errorf("example config lacks the %s block", name)
		}
		for key := range opts {
			if !strings.Contains(example, "\n            "+key+":") {
				t.Errorf("example config lacks %s.%s", name, key)
			}
		}
	}
}
