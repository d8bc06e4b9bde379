package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os/exec"
)

// sdkModules returns the corpus targets of the knowledge table's SDKs, as
// analyzers/internal/llmapi/sdkpins prints them: each SDK module at the
// version the project builds against, in table order. The corpus runs
// from the repository root, as make corpus does.
func sdkModules() ([]module, error) {
	out, err := exec.Command("go", "run", "./analyzers/internal/llmapi/sdkpins").Output()
	if err != nil {
		return nil, fmt.Errorf("listing the SDK modules (run from the repository root): %v", err)
	}
	var mods []module
	dec := json.NewDecoder(bytes.NewReader(out))
	for dec.More() {
		var p struct {
			Path, Packages, Version, Corpus string
			Exclude                         []string
		}
		if err := dec.Decode(&p); err != nil {
			return nil, fmt.Errorf("reading the SDK modules: %v", err)
		}
		if p.Corpus != "" {
			mods = append(mods, module{p.Corpus, p.Path, p.Packages, p.Version, p.Exclude})
		}
	}
	return mods, nil
}
