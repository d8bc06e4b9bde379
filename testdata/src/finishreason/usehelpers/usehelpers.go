// Package usehelpers calls the helpers package: the duty to read the
// finish reason follows the response through facts.
package usehelpers

import (
	"context"

	"google.golang.org/genai"

	"finishreason/helpers"
)

var client *genai.Client

func viaWrapper(ctx context.Context) string {
	r, _ := helpers.Ask(ctx, client, "hi") // want `helpers\.Ask: finish reason never read; a SAFETY or MAX_TOKENS stop passes as success`
	return r.Text()
}

func viaWrapperChecked(ctx context.Context) (string, error) {
	r, err := helpers.Ask(ctx, client, "hi")
	if err != nil {
		return "", err
	}
	if err := helpers.Check(r); err != nil {
		return "", err
	}
	return r.Text(), nil
}

func viaCheckedWrapper(ctx context.Context) string {
	r, _ := helpers.AskChecked(ctx, client, "hi")
	return r.Text()
}

func viaMethod(ctx context.Context, c *helpers.Client) string {
	r, _ := c.Generate(ctx, "hi") // want `helpers\.Client\.Generate: finish reason never read; a SAFETY or MAX_TOKENS stop passes as success`
	return r.Text()
}

func viaTwoWrappers(ctx context.Context) string {
	r, _ := helpers.Second(ctx, client) // want `helpers\.Second: finish reason never read; a SAFETY or MAX_TOKENS stop passes as success`
	return r.Text()
}

func loggedOnly(ctx context.Context) {
	r, _ := client.Models.GenerateContent(ctx, "gemini", nil, nil) // want `genai\.Models\.GenerateContent: finish reason never read; a SAFETY or MAX_TOKENS stop passes as success`
	helpers.Log(r)
}

func kept(ctx context.Context) {
	r, _ := client.Models.GenerateContent(ctx, "gemini", nil, nil)
	helpers.Keep(r)
}

func firstRead(ctx context.Context) bool {
	r, _ := client.Models.GenerateContent(ctx, "gemini", nil, nil)
	return helpers.First(r).FinishReason == genai.FinishReasonStop
}

func firstUnread(ctx context.Context) string {
	r, _ := client.Models.GenerateContent(ctx, "gemini", nil, nil) // want `genai\.Models\.GenerateContent: finish reason never read; a SAFETY or MAX_TOKENS stop passes as success`
	c := helpers.First(r)
	return c.Content.Parts[0].Text
}

// Same-package helpers are judged by their bodies.

func check(r *genai.GenerateContentResponse) bool {
	return r.PromptFeedback == nil && r.Candidates[0].FinishReason == genai.FinishReasonStop
}

func show(r *genai.GenerateContentResponse) string { return r.Text() }

func localCheck(ctx context.Context) string {
	r, _ := client.Models.GenerateContent(ctx, "gemini", nil, nil)
	if !check(r) {
		return ""
	}
	return r.Text()
}

func localShow(ctx context.Context) string {
	r, _ := client.Models.GenerateContent(ctx, "gemini", nil, nil) // want `genai\.Models\.GenerateContent: finish reason never read; a SAFETY or MAX_TOKENS stop passes as success`
	return show(r)
}

func ask(ctx context.Context) (*genai.GenerateContentResponse, error) {
	return client.Models.GenerateContent(ctx, "gemini", nil, nil)
}

func localWrapper(ctx context.Context) string {
	r, _ := ask(ctx) // want `usehelpers\.ask: finish reason never read; a SAFETY or MAX_TOKENS stop passes as success`
	return r.Text()
}

func recursive(ctx context.Context, n int) (*genai.GenerateContentResponse, error) {
	if n == 0 {
		return client.Models.GenerateContent(ctx, "gemini", nil, nil)
	}
	return recursive(ctx, n-1)
}
