// Helper module of the conformance test (analyzers/internal/conformance):
// it pins the real test libraries (testify) whose shapes the stubs in
// testdata/src copy.
module github.com/llmerrlint/llmerrlint/testdata/conformance/testkit

go 1.26.5

require github.com/stretchr/testify v1.12.1

require (
	github.com/stretchr/objx v0.5.3 // indirect
	go.yaml.in/yaml/v3 v3.0.5 // indirect
)
