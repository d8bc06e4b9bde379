// Package broken does not type-check; finishreason must not crash on it.
package broken

import (
	"context"

	"google.golang.org/genai"
)

var client *genai.Client

func undefinedThings(ctx context.Context) string {
	resp, err := client.Models.GenerateContent(ctx, missingModel, nil, nil)
	if err != nil {
		return notDeclared(err)
	}
	var x NoSuchType = resp
	return resp.NoSuchField + x.Text()
}

func wrongArity(ctx context.Context) string {
	resp := client.Models.GenerateContent(ctx, "gemini")
	for c := range resp.Candidates {
		_ = c.Whatever
	}
	return resp.Text()
}

func stillReported(ctx context.Context) string {
	resp, _ := client.Models.GenerateContent(ctx, "gemini", nil, nil) // want `genai\.Models\.GenerateContent: finish reason never read; a SAFETY or MAX_TOKENS stop passes as success`
	return resp.Text()
}
