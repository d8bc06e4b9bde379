// Package modelapp calls a model and hands its error to the application's // want package:`errtext\(Answer=returnsLLMErrors\(google\.golang\.org/genai\) TooLong=searchesText\(0:strings\.Contains\["token limit"\]/-1\)\)\}$`
// classification packages, which import no SDK.
package modelapp

import (
	"context"
	"os"
	"strings"

	"errtext/modelerrors"
	"errtext/retrypolicy"
	"errtext/sessionerrs"

	"google.golang.org/genai"
)

func Answer(ctx context.Context, c *genai.Client, q string) (string, error) {
	for attempt := 0; ; attempt++ {
		resp, err := c.Models.GenerateContent(ctx, "gemini-2.5-flash", genai.Text(q), nil)
		if err == nil {
			return resp.Text(), nil
		}
		if modelerrors.IsContextOverflow(err) { // want `error err is classified by its message text with modelerrors\.IsContextOverflow`
			q = q[len(q)/2:]
			continue
		}
		if modelerrors.ClassifyError(err) == modelerrors.RateLimited { // want `error err is classified by its message text with modelerrors\.ClassifyError`
			continue
		}
		if modelerrors.ContainsAny(err, "quota", "RESOURCE_EXHAUSTED") { // want `error err is classified by its message text with modelerrors\.ContainsAny`
			continue
		}
		if modelerrors.IsTransient(err) { // want `error err is classified by its message text with modelerrors\.IsTransient`
			continue
		}
		if retrypolicy.ShouldRetry(err, attempt) { // want `error err is classified by its message text with retrypolicy\.ShouldRetry`
			continue
		}
		// Searches for no word of the vocabulary: not a classifier.
		if modelerrors.IsCanceled(err) || sessionerrs.IsStale(err) {
			return "", err
		}
		return "", err
	}
}

// Retryable classifies the model's error through the first helper.
func Retryable(ctx context.Context, c *genai.Client) bool {
	_, err := c.Models.GenerateContent(ctx, "gemini-2.5-flash", genai.Text("hi"), nil)
	return modelerrors.IsRetryable(err) // want `error err is classified by its message text with modelerrors\.IsRetryable`
}

// Cached reads a file: its error is no model's, whatever helper reads it.
func Cached(path string) ([]byte, error) {
	b, err := os.ReadFile(path)
	if err != nil && modelerrors.IsRetryable(err) {
		return os.ReadFile(path)
	}
	return b, err
}

// TooLong is called by no function of the package: its error's origin is
// untraced, and "token limit" belongs to the LLM failure vocabulary.
func TooLong(err error) bool {
	return strings.Contains(strings.ToLower(err.Error()), "token limit") // want `error err is classified by its message text with strings\.Contains`
}
