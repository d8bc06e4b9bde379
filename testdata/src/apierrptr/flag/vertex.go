package flag

import (
	"errors"

	"cloud.google.com/go/vertexai/genai"
)

// promptBlocked checks for the BlockedError the Vertex AI SDK returns for a
// blocked prompt with a value target: the SDK returns a pointer.
func promptBlocked(err error) bool {
	var blocked genai.BlockedError
	return errors.As(err, &blocked) && blocked.PromptFeedback != nil // want `errors.As for genai.BlockedError never matches: genai.BlockedError is returned as a pointer`
}
