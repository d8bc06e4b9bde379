package a

import (
	"context"
	"strings"
	"testing"

	"google.golang.org/genai"
)

// CheckQuotaError is a conformance check that other modules' tests run,
// in an ordinary file: asserting on the message is what a test does. Not
// reported.
func CheckQuotaError(t *testing.T, c *genai.Client) {
	_, err := c.Models.GenerateContent(context.Background(), "gemini", genai.Text("hi"), nil)
	if err == nil || !strings.Contains(err.Error(), "429") {
		t.Fatalf("want a quota error, got %v", err)
	}
}

// quotaHit is the service's own test of the same error. Reported.
func quotaHit(c *genai.Client) bool {
	_, err := c.Models.GenerateContent(context.Background(), "gemini", genai.Text("hi"), nil)
	return err != nil && strings.Contains(err.Error(), "429") // want `error err is classified by its message text with strings\.Contains`
}
