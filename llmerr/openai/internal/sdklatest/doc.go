// Package sdklatest runs the OpenAI classifier's tests against the newest
// openai-go/v3 the project supports. The classifier's own module pins
// v3.53.0, the newest version ADK v2.2.0's model/openaimodel builds with;
// this module requires v3.102.0, so minimal version selection builds the
// same package, and its tests, against it.
package sdklatest

// Imported so that the module graph (and go.sum) holds the classifier.
import _ "github.com/llmerrlint/llmerrlint/llmerr/openai"
