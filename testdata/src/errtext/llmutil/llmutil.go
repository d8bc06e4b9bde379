// Package llmutil is an application's shared helper package: it wraps the // want package:`errtext\(Generate=returnsLLMErrors\(google\.golang\.org/genai\) HasAny=searchesText\(0:strings\.Contains\[\]/1\) IsOverloaded=searchesText\(0:strings\.Contains\["server busy"\]/-1\) IsRetryable=searchesText\(0:strings\.Contains\["server busy"\]/-1\)\)\}$`
// model call and holds the string helpers its callers classify errors
// with. Its helpers carry facts; their callers in other packages are
// reported.
package llmutil

import (
	"context"
	"strings"

	"google.golang.org/genai"
)

// Generate returns the model call's error.
func Generate(ctx context.Context, c *genai.Client, q string) (*genai.GenerateContentResponse, error) {
	return c.Models.GenerateContent(ctx, "gemini-flash", genai.Text(q), nil)
}

// HasAny reports whether s holds any of subs, ignoring case.
func HasAny(s string, subs ...string) bool {
	s = strings.ToLower(s)
	for _, sub := range subs {
		if strings.Contains(s, strings.ToLower(sub)) {
			return true
		}
	}
	return false
}

// IsOverloaded searches its error's text. Nobody here calls it, and
// "server busy" is no word of the LLM failure vocabulary: its own body is
// not reported, its callers with a model error are.
func IsOverloaded(err error) bool {
	return strings.Contains(err.Error(), "server busy")
}

// IsRetryable hands its error to IsOverloaded.
func IsRetryable(err error) bool {
	return IsOverloaded(err)
}
