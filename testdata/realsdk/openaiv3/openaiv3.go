// Package openaiv3 calls github.com/openai/openai-go/v3.
package openaiv3

import (
	"context"
	"errors"

	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/responses"
)

func params(prompt string) openai.ChatCompletionNewParams {
	return openai.ChatCompletionNewParams{
		Messages: []openai.ChatCompletionMessageParamUnion{openai.UserMessage(prompt)},
		Model:    openai.ChatModelGPT4oMini,
	}
}

func chat(ctx context.Context, c *openai.Client, prompt string) (string, error) {
	resp, err := c.Chat.Completions.New(ctx, params(prompt)) // want `openai.ChatCompletionService.New: finish reason never read`
	if err != nil {
		return "", err
	}
	return resp.Choices[0].Message.Content, nil
}

func chatChecked(ctx context.Context, c *openai.Client, prompt string) (string, error) {
	resp, err := c.Chat.Completions.New(ctx, params(prompt))
	if err != nil {
		return "", err
	}
	if len(resp.Choices) == 0 {
		return "", errors.New("no choices")
	}
	switch resp.Choices[0].FinishReason {
	case "length", "content_filter":
		return "", errors.New("incomplete answer")
	}
	return resp.Choices[0].Message.Content, nil
}

func streamAccumulated(ctx context.Context, c *openai.Client, prompt string) (string, error) {
	stream := c.Chat.Completions.NewStreaming(ctx, params(prompt))
	defer stream.Close()
	var acc openai.ChatCompletionAccumulator
	for stream.Next() {
		acc.AddChunk(stream.Current())
	}
	if err := stream.Err(); err != nil {
		return "", err
	}
	if len(acc.Choices) == 0 || acc.Choices[0].FinishReason != "stop" {
		return "", errors.New("incomplete answer")
	}
	return acc.Choices[0].Message.Content, nil
}

func streamText(ctx context.Context, c *openai.Client, prompt string) (string, error) {
	stream := c.Chat.Completions.NewStreaming(ctx, params(prompt)) // want `openai.ChatCompletionService.NewStreaming: `
	var out string
	for stream.Next() {
		chunk := stream.Current()
		if len(chunk.Choices) > 0 {
			out += chunk.Choices[0].Delta.Content
		}
	}
	return out, stream.Err()
}

func respond(ctx context.Context, c *openai.Client, prompt string) (string, error) {
	resp, err := c.Responses.New(ctx, responses.ResponseNewParams{ // want `responses.ResponseService.New: status never read`
		Input: responses.ResponseNewParamsInputUnion{OfString: openai.String(prompt)},
		Model: openai.ChatModelGPT4oMini,
	})
	if err != nil {
		return "", err
	}
	return resp.OutputText(), nil
}

func respondChecked(ctx context.Context, c *openai.Client, prompt string) (string, error) {
	resp, err := c.Responses.New(ctx, responses.ResponseNewParams{
		Input: responses.ResponseNewParamsInputUnion{OfString: openai.String(prompt)},
		Model: openai.ChatModelGPT4oMini,
	})
	if err != nil {
		return "", err
	}
	if resp.Status != responses.ResponseStatusCompleted {
		return "", errors.New("response " + string(resp.Status) + ": " + resp.IncompleteDetails.Reason)
	}
	return resp.OutputText(), nil
}
