package a

import (
	"context"
	"errors"
	"strings"

	"charm.land/fantasy"
)

// fantasy's errors carry the provider's message.
func unsupportedModel(err error) bool {
	var pe *fantasy.ProviderError
	return errors.As(err, &pe) && pe.Message == "The requested model is not supported." // want `error pe is classified by its message text with ==`
}

func contextTooLarge(err error) bool {
	var fe *fantasy.Error
	return errors.As(err, &fe) && strings.Contains(fe.Message, "context length") // want `error fe is classified by its message text with strings\.Contains`
}

// Its status code is what to match.
func rateLimited(err error) bool {
	var pe *fantasy.ProviderError
	return errors.As(err, &pe) && pe.StatusCode == 429
}

// The SDK's own classifier searches the text inside; calling it is using
// the SDK as documented.
func transient(ctx context.Context, m fantasy.LanguageModel, call fantasy.Call) bool {
	_, err := m.Generate(ctx, call)
	return fantasy.IsTransportError(err)
}
