package a

import (
	"context"
	"errors"
	"strings"

	"google.golang.org/genai"
)

// Searches of one error joined into one condition are one classification:
// one finding, whose related information points at the other searches.
func credentialsBad(ctx context.Context, c *genai.Client) error {
	_, err := c.Models.GenerateContent(ctx, "gemini", genai.Text("hi"), nil)
	if err != nil {
		if strings.Contains(err.Error(), "API_KEY_INVALID") || strings.Contains(err.Error(), "PERMISSION_DENIED") || strings.Contains(err.Error(), "UNAUTHENTICATED") { // want `error err is classified by its message text with strings\.Contains \(3 searches\)`
			return errors.New("check the API key")
		}
		return err
	}
	return nil
}

// Two errors in one condition are two classifications.
func eitherBusy(ctx context.Context, c *genai.Client) bool {
	_, err1 := c.Models.GenerateContent(ctx, "gemini", genai.Text("a"), nil)
	_, err2 := c.Models.GenerateContent(ctx, "gemini", genai.Text("b"), nil)
	return err1 != nil && strings.Contains(err1.Error(), "overloaded") || err2 != nil && strings.Contains(err2.Error(), "overloaded") // want `error err1 is classified by its message text with strings\.Contains` `error err2 is classified by its message text with strings\.Contains`
}
