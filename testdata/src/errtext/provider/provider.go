// Package provider declares the application's interface over its model // want package:`errtext\(LLMProvider\.UM0=returnsLLMErrors\(google\.golang\.org/genai\)\)\}$`
// providers, which are implemented in packages it imports, each calling
// an SDK: the interface's Chat returns their errors, and callers in
// other packages learn it from the fact. Replayer has the same Chat, but
// its only implementation answers from a database.
package provider

import (
	"context"

	"errtext/provider/geminiprov"
	"errtext/provider/replaycache"
)

type LLMProvider interface {
	Chat(ctx context.Context, prompt string) (string, error)
	DefaultModel() string
}

type Replayer interface {
	Chat(ctx context.Context, prompt string) (string, error)
	Hits() int
}

var (
	_ LLMProvider = (*geminiprov.Provider)(nil)
	_ Replayer    = (*replaycache.Cache)(nil)
)
