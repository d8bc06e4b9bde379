// Package mediaapp calls a model and classifies its errors with // want package:`errtext\(Answer=returnsLLMErrors\(google\.golang\.org/genai\) IsStoreError=searchesText\(0:strings\.Contains\["stale session" "database is locked"\]/-1\) IsTransient=searchesText\(0:strings\.Contains\["stale session" "503" "overloaded"\]/-1\)\)\}$`
// mediaclass, and classifies untraced errors with helpers of its own
// whose first search is for words outside the LLM failure vocabulary.
package mediaapp

import (
	"context"
	"strings"

	"errtext/mediaclass"

	"google.golang.org/genai"
)

// Answer retries on a rate limit, as mediaclass reads it from the text.
func Answer(ctx context.Context, c *genai.Client, q string) (string, error) {
	var lastErr error
	for attempt := 0; attempt < 3; attempt++ {
		resp, err := c.Models.GenerateContent(ctx, "gemini-2.5-flash", genai.Text(q), nil)
		if err == nil {
			return resp.Text(), nil
		}
		lastErr = err
		// Every search outside the vocabulary: mediaclass exports no
		// classifier.
		if mediaclass.IsMediaError(err) {
			break
		}
		if mediaclass.ClassifyError(err) != mediaclass.RateLimit { // want `error err is classified by its message text with mediaclass\.ClassifyError`
			break
		}
	}
	return "", lastErr
}

// transientText first looks for a session store's words, then for a
// server's failure.
func transientText(msg string) bool {
	if strings.Contains(msg, "stale session") {
		return false
	}
	return strings.Contains(msg, "503") || strings.Contains(msg, "overloaded")
}

// IsTransient is called by no function of the package: its error is
// untraced, and a search of transientText names the vocabulary.
func IsTransient(err error) bool {
	return transientText(strings.ToLower(err.Error())) // want `error err is classified by its message text with transientText`
}

// storeText searches only for a database's words, twice.
func storeText(msg string) bool {
	if strings.Contains(msg, "stale session") {
		return true
	}
	return strings.Contains(msg, "database is locked")
}

// IsStoreError: untraced too, but searched for no word of the vocabulary.
func IsStoreError(err error) bool {
	return storeText(err.Error())
}
