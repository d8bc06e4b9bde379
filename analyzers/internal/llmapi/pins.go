package llmapi

// pins.go lists the SDK versions the project builds against (each SDK's
// Pins), for the conformance test, which holds its helper modules to
// them, and for tools/corpus, which runs the linter over them.

// ModulePin is one pinned major of an SDK module.
type ModulePin struct {
	SDK         string   // the SDK's Name
	Path        string   // the Go module path, major version included
	Packages    string   // the import path of the SDK's packages
	Version     string   // "v2.17.0"
	Conformance string   // "testdata/conformance/sdks"
	Corpus      string   `json:",omitempty"` // the tools/corpus target, if any
	Exclude     []string `json:",omitempty"` // packages the corpus leaves out
}

// Pins lists every SDK's pinned majors, in registration order.
func Pins() []ModulePin {
	var out []ModulePin
	for _, s := range sdks {
		for _, p := range s.Pins {
			dir := p.Conformance
			if dir == "" {
				dir = "sdks"
			}
			pkgs := s.Module + p.Major
			mod := p.Module
			if mod == "" {
				mod = pkgs
			}
			out = append(out, ModulePin{SDK: s.Name, Path: mod, Packages: pkgs, Version: p.Version,
				Conformance: "testdata/conformance/" + dir, Corpus: p.Corpus, Exclude: p.Exclude})
		}
	}
	return out
}

// ConformanceModule returns the helper module of the conformance test
// that requires the SDK package at path (any package of a pinned major),
// or "" for a path of no pinned SDK.
func ConformanceModule(path string) string {
	m := VersionedSDKModule(path)
	for _, p := range Pins() {
		if p.Packages == m {
			return p.Conformance
		}
	}
	return ""
}
