// Package openai holds finishreason cases for openai-go/v3.
package openai

import (
	"context"
	"errors"

	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/responses"
)

func chat(ctx context.Context, c *openai.Client, p openai.ChatCompletionNewParams) (string, error) {
	resp, err := c.Chat.Completions.New(ctx, p) // want `openai\.ChatCompletionService\.New: finish reason never read; a length or filter stop passes as success`
	if err != nil {
		return "", err
	}
	return resp.Choices[0].Message.Content, nil
}

func chatChecked(ctx context.Context, c *openai.Client, p openai.ChatCompletionNewParams) (string, error) {
	resp, err := c.Chat.Completions.New(ctx, p)
	if err != nil {
		return "", err
	}
	choice := resp.Choices[0]
	if choice.FinishReason != "stop" {
		return "", errors.New("incomplete: " + choice.FinishReason)
	}
	return choice.Message.Content, nil
}

func streamText(ctx context.Context, c *openai.Client, p openai.ChatCompletionNewParams) string {
	var out string
	stream := c.Chat.Completions.NewStreaming(ctx, p) // want `openai\.ChatCompletionService\.NewStreaming: finish reason never read; a length or filter stop passes as success`
	for stream.Next() {
		chunk := stream.Current()
		if len(chunk.Choices) > 0 {
			out += chunk.Choices[0].Delta.Content
		}
	}
	return out
}

func streamChunkReason(ctx context.Context, c *openai.Client, p openai.ChatCompletionNewParams) (string, bool) {
	var out string
	done := false
	stream := c.Chat.Completions.NewStreaming(ctx, p)
	for stream.Next() {
		chunk := stream.Current()
		for _, ch := range chunk.Choices {
			out += ch.Delta.Content
			if ch.FinishReason == "stop" {
				done = true
			}
		}
	}
	return out, done
}

func accumulator(ctx context.Context, c *openai.Client, p openai.ChatCompletionNewParams) (string, error) {
	acc := openai.ChatCompletionAccumulator{}
	stream := c.Chat.Completions.NewStreaming(ctx, p)
	for stream.Next() {
		acc.AddChunk(stream.Current())
	}
	if err := stream.Err(); err != nil {
		return "", err
	}
	if acc.Choices[0].FinishReason == "length" {
		return "", errors.New("truncated")
	}
	return acc.Choices[0].Message.Content, nil
}

func accumulatorUnread(ctx context.Context, c *openai.Client, p openai.ChatCompletionNewParams) string {
	acc := openai.ChatCompletionAccumulator{}
	stream := c.Chat.Completions.NewStreaming(ctx, p) // want `openai\.ChatCompletionService\.NewStreaming: finish reason never read; a length or filter stop passes as success`
	for stream.Next() {
		chunk := stream.Current()
		acc.AddChunk(chunk)
	}
	return acc.Choices[0].Message.Content
}

func legacy(ctx context.Context, c *openai.Client, p openai.CompletionNewParams) string {
	resp, _ := c.Completions.New(ctx, p) // want `openai\.CompletionService\.New: finish reason never read; a length or filter stop passes as success`
	return resp.Choices[0].Text
}

func responsesText(ctx context.Context, c *openai.Client, p responses.ResponseNewParams) string {
	resp, _ := c.Responses.New(ctx, p) // want `responses\.ResponseService\.New: status never read; an incomplete or failed response passes as success`
	return resp.OutputText()
}

func responsesChecked(ctx context.Context, c *openai.Client, p responses.ResponseNewParams) (string, error) {
	resp, err := c.Responses.New(ctx, p)
	if err != nil {
		return "", err
	}
	if resp.Status != "completed" {
		return "", errors.New("not completed")
	}
	return resp.OutputText(), nil
}

func responsesStream(ctx context.Context, c *openai.Client, p responses.ResponseNewParams) (string, error) {
	var out string
	stream := c.Responses.NewStreaming(ctx, p)
	for stream.Next() {
		ev := stream.Current()
		out += ev.Delta
		if ev.Type == "response.incomplete" || ev.Response.Status == "incomplete" {
			return "", errors.New("incomplete")
		}
	}
	return out, stream.Err()
}
