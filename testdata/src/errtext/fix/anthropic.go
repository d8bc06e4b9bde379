package fix

import (
	"context"
	"fmt"

	"github.com/anthropics/anthropic-sdk-go/v2"
)

func send(ctx context.Context, c anthropic.Client) error {
	_, err := c.Messages.New(ctx, anthropic.MessageNewParams{})
	if fmt.Sprint(err) == "deadline exceeded" { // want `error err is classified by its message text with ==`
		return nil
	}
	return err
}
