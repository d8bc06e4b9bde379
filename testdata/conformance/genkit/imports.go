// Package genkit imports every real Genkit package the conformance test
// compares with a stub or with the knowledge table, so that go mod tidy
// keeps them.
package genkit

import (
	_ "github.com/firebase/genkit/go/ai"
	_ "github.com/firebase/genkit/go/core"
	_ "github.com/firebase/genkit/go/genkit"
)
