package seam

import (
	"strings"

	legacy "github.com/google/generative-ai-go/genai"
)

// An interface of generic methods is implemented by an SDK's client too
// (generative-ai-go's Client.Close), but by files and connections as
// well: its errors are no SDK's.
type closer interface {
	Close() error
}

var _ closer = (*legacy.Client)(nil)

func shutdown(cs []closer) {
	for _, c := range cs {
		if err := c.Close(); err != nil && strings.Contains(err.Error(), "already closed") {
			continue
		}
	}
}
