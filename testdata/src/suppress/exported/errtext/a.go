// Package errtext is the same finding three times: reported, ignored by a
// directive, and in a generated file.
package errtext

import (
	"context"
	"strings"

	"google.golang.org/genai"
)

var client *genai.Client

func reported(ctx context.Context) bool {
	_, err := client.Models.GenerateContent(ctx, "gemini", nil, nil)
	return err != nil && strings.Contains(err.Error(), "429") // want `strings.Contains`
}

func ignored(ctx context.Context) bool {
	_, err := client.Models.GenerateContent(ctx, "gemini", nil, nil)
	return err != nil && strings.Contains(err.Error(), "429") //llmerrlint:ignore errtext a proxy we do not own sends only text
}
