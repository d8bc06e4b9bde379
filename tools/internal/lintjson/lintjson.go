// Package lintjson reads what llmerrlint -json prints: one JSON tree per
// package graph root, package ID -> analyzer -> diagnostics, or
// {"error": ...} when the analyzer failed on the package.
package lintjson

import (
	"encoding/json"
	"fmt"
	"io"
)

// Diagnostic is one finding as -json prints it.
type Diagnostic struct {
	Category       string        `json:"category"`
	Posn           string        `json:"posn"`
	End            string        `json:"end"`
	Message        string        `json:"message"`
	SuggestedFixes []Fix         `json:"suggested_fixes"`
	Related        []RelatedInfo `json:"related"`
}

// Fix is a suggested fix: its message and its edits.
type Fix struct {
	Message string `json:"message"`
	Edits   []struct {
		Filename string `json:"filename"`
		Start    int    `json:"start"`
		End      int    `json:"end"`
		New      string `json:"new"`
	} `json:"edits"`
}

// RelatedInfo is a related position of a diagnostic.
type RelatedInfo struct {
	Posn    string `json:"posn"`
	End     string `json:"end"`
	Message string `json:"message"`
}

// Read calls each for every analyzer's result on every package of the
// trees in r: its diagnostics, or the error it failed with. The order is
// that of the maps decoded: callers sort what they keep.
func Read(r io.Reader, each func(pkg, analyzer string, diags []Diagnostic, failure string)) error {
	dec := json.NewDecoder(r)
	for dec.More() {
		var tree map[string]map[string]json.RawMessage
		if err := dec.Decode(&tree); err != nil {
			return fmt.Errorf("reading -json output: %v", err)
		}
		for pkg, byAnalyzer := range tree {
			for analyzer, raw := range byAnalyzer {
				var failure struct{ Error string }
				if json.Unmarshal(raw, &failure) == nil && failure.Error != "" {
					each(pkg, analyzer, nil, failure.Error)
					continue
				}
				var diags []Diagnostic
				if err := json.Unmarshal(raw, &diags); err != nil {
					return fmt.Errorf("%s: %s: %v", pkg, analyzer, err)
				}
				each(pkg, analyzer, diags, "")
			}
		}
	}
	return nil
}
