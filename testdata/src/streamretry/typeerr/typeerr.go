// Package typeerr does not type-check; the analyzer must not crash.
package typeerr

import (
	"context"

	"github.com/openai/openai-go/v3"
)

func broken(ctx context.Context, client openai.Client, out chan<- string) {
	for range undefinedCount {
		stream := client.Chat.Completions.NewStreaming(ctx, missingParams)
		for stream.Next() {
			out <- stream.Current().Nope
		}
		if stream.Err() != nil {
			continue
		}
	}
}
