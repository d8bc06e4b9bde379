package flag

import (
	"errors"

	"github.com/google/generative-ai-go/genai"
)

// blockedReason looks for the BlockedError generative-ai-go returns for a
// SAFETY stop or a blocked prompt, with a value target: the SDK returns a
// pointer, so a blocked answer is never told apart.
func blockedReason(err error) string {
	var blocked genai.BlockedError
	if errors.As(err, &blocked) { // want `errors.As for genai.BlockedError never matches: genai.BlockedError is returned as a pointer`
		return "blocked"
	}
	return ""
}
