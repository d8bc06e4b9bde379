package a

import (
	"context"
	"errors"
	"net/http"
	"strings"

	"github.com/ollama/ollama/api"
)

// pullIfMissing pulls the model when the server does not have it, by the
// words of the server's message: a reworded message, or another server
// behind the same API, turns it into a hard failure.
func pullIfMissing(ctx context.Context, client *api.Client, req *api.ChatRequest) bool {
	err := client.Chat(ctx, req, func(api.ChatResponse) error { return nil })
	if err != nil && strings.Contains(err.Error(), "not found, try pulling it first") { // want `error err is classified by its message text with strings\.Contains`
		return true
	}
	var se api.StatusError
	if errors.As(err, &se) && strings.HasPrefix(se.ErrorMessage, "model") { // want `error se is classified by its message text with strings\.HasPrefix`
		return true
	}
	return false
}

// missingByStatus reads the status code instead: silent.
func missingByStatus(ctx context.Context, client *api.Client, req *api.ChatRequest) bool {
	err := client.Chat(ctx, req, func(api.ChatResponse) error { return nil })
	var se api.StatusError
	return errors.As(err, &se) && se.StatusCode == http.StatusNotFound
}
