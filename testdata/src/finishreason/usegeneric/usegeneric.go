// Package usegeneric calls the generic helpers of package generic: facts
// carry what they do with the response across the package boundary.
package usegeneric

import (
	"context"
	"errors"

	"google.golang.org/genai"

	"finishreason/generic"
)

var client *genai.Client

func mustUnread(ctx context.Context) string {
	resp := generic.Must(client.Models.GenerateContent(ctx, "gemini", nil, nil)) // want `genai\.Models\.GenerateContent: finish reason never read; a SAFETY or MAX_TOKENS stop passes as success`
	return resp.Text()
}

func mustRead(ctx context.Context) (string, error) {
	resp := generic.Must(client.Models.GenerateContent(ctx, "gemini", nil, nil))
	if len(resp.Candidates) == 0 || resp.Candidates[0].FinishReason != genai.FinishReasonStop {
		return "", errors.New("stopped")
	}
	return resp.Text(), nil
}

func mustKept(ctx context.Context) string {
	resp := generic.Keep(client.Models.GenerateContent(ctx, "gemini", nil, nil))
	return resp.Text()
}

func retryUnread(ctx context.Context) string {
	resp, _ := generic.Retry(ctx, func() (*genai.GenerateContentResponse, error) {
		return client.Models.GenerateContent(ctx, "gemini", nil, nil) // want `genai\.Models\.GenerateContent: finish reason never read; a SAFETY or MAX_TOKENS stop passes as success`
	})
	return resp.Text()
}

func retryRead(ctx context.Context) (string, error) {
	resp, err := generic.Retry(ctx, func() (*genai.GenerateContentResponse, error) {
		return client.Models.GenerateContent(ctx, "gemini", nil, nil)
	})
	if err != nil {
		return "", err
	}
	if len(resp.Candidates) == 0 || resp.Candidates[0].FinishReason != genai.FinishReasonStop {
		return "", errors.New("incomplete")
	}
	return resp.Text(), nil
}

func retryKept(ctx context.Context) string {
	resp, _ := generic.RetryKeep(func() (*genai.GenerateContentResponse, error) {
		return client.Models.GenerateContent(ctx, "gemini", nil, nil)
	})
	return resp.Text()
}

func viaAskRetry(ctx context.Context) string {
	resp, _ := generic.AskRetry(ctx) // want `generic\.AskRetry: finish reason never read; a SAFETY or MAX_TOKENS stop passes as success`
	return resp.Text()
}
