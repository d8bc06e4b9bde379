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
	r, _ := helpers.Ask(ctx, client, "hi") // want `response of helpers.Ask \(from genai.Models.GenerateContent\) is used but Candidates\[\]\.FinishReason and PromptFeedback are never read`
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
	r, _ := c.Generate(ctx, "hi") // want `response of helpers.Client.Generate \(from genai.Models.GenerateContent\) is used`
	return r.Text()
}

func viaTwoWrappers(ctx context.Context) string {
	r, _ := helpers.Second(ctx, client) // want `response of helpers.Second \(from genai.Models.GenerateContent\) is used`
	return r.Text()
}

func loggedOnly(ctx context.Context) {
	r, _ := client.Models.GenerateContent(ctx, "gemini", nil, nil) // want `response of genai.Models.GenerateContent is used`
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
	r, _ := client.Models.GenerateContent(ctx, "gemini", nil, nil) // want `response of genai.Models.GenerateContent is used`
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
	r, _ := client.Models.GenerateContent(ctx, "gemini", nil, nil) // want `response of genai.Models.GenerateContent is used`
	return show(r)
}

func ask(ctx context.Context) (*genai.GenerateContentResponse, error) {
	return client.Models.GenerateContent(ctx, "gemini", nil, nil)
}

func localWrapper(ctx context.Context) string {
	r, _ := ask(ctx) // want `response of usehelpers.ask \(from genai.Models.GenerateContent\) is used`
	return r.Text()
}

func recursive(ctx context.Context, n int) (*genai.GenerateContentResponse, error) {
	if n == 0 {
		return client.Models.GenerateContent(ctx, "gemini", nil, nil)
	}
	return recursive(ctx, n-1)
}
