// Helper module of the conformance test (analyzers/internal/conformance):
// charm.land/fantasy on its own, with the SDK versions it requires.
module github.com/llmerrlint/llmerrlint/testdata/conformance/fantasy

go 1.26.6

require charm.land/fantasy v0.41.2

require (
	github.com/charmbracelet/x/exp/slice v0.0.0-20250904123553-b4e2667e5ad5 // indirect
	github.com/go-json-experiment/json v0.0.0-20260623181947-01eb4420fa68 // indirect
	github.com/go-viper/mapstructure/v2 v2.5.0 // indirect
	github.com/goccy/go-yaml v1.19.2 // indirect
	github.com/kaptinlin/jsonpointer v0.4.28 // indirect
	github.com/kaptinlin/jsonschema v0.9.8 // indirect
	golang.org/x/net v0.58.0 // indirect
	golang.org/x/text v0.41.0 // indirect
)
