package fix

import (
	"context"
	"strings"

	anthropicv1 "github.com/anthropics/anthropic-sdk-go"
)

// No llmerr package reads anthropic-sdk-go v1's errors: no fix.
func sendV1(ctx context.Context, c anthropicv1.Client) error {
	_, err := c.Messages.New(ctx, anthropicv1.MessageNewParams{})
	if strings.Contains(err.Error(), "rate limit") { // want `error err is classified by its message text with strings\.Contains`
		return nil
	}
	return err
}
