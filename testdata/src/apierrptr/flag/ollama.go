package flag

import (
	"context"
	"errors"
	"net/http"
	"time"

	"github.com/ollama/ollama/api"
)

// pullBackoff retries a busy Ollama server: the client returns its
// StatusError as a value, so the pointer target never matches and the
// caller never backs off.
func pullBackoff(ctx context.Context, client *api.Client, req *api.ChatRequest) time.Duration {
	err := client.Chat(ctx, req, func(api.ChatResponse) error { return nil })
	var se *api.StatusError
	if errors.As(err, &se) && se.StatusCode == http.StatusServiceUnavailable { // want `errors.As for \*api.StatusError never matches: api.StatusError is returned as a value`
		return 5 * time.Second
	}
	return 0
}

// needsSignIn asks for a pointer to the authorization error, which the
// client returns as a value too.
func needsSignIn(err error) (string, bool) {
	if e, ok := err.(*api.AuthorizationError); ok { // want `type assertion to \*api.AuthorizationError never matches`
		return e.SigninURL, true
	}
	return "", false
}
