// Package goopenai calls github.com/sashabaranov/go-openai.
package goopenai

import (
	"context"
	"errors"
	"io"

	openai "github.com/sashabaranov/go-openai"
)

func request(prompt string) openai.ChatCompletionRequest {
	return openai.ChatCompletionRequest{
		Model:    openai.GPT4oMini,
		Messages: []openai.ChatCompletionMessage{{Role: openai.ChatMessageRoleUser, Content: prompt}},
	}
}

func chat(ctx context.Context, c *openai.Client, prompt string) (string, error) {
	resp, err := c.CreateChatCompletion(ctx, request(prompt)) // want `openai.Client.CreateChatCompletion: finish reason never read`
	if err != nil {
		return "", err
	}
	return resp.Choices[0].Message.Content, nil
}

func chatChecked(ctx context.Context, c *openai.Client, prompt string) (string, error) {
	resp, err := c.CreateChatCompletion(ctx, request(prompt))
	if err != nil {
		return "", err
	}
	if len(resp.Choices) == 0 || resp.Choices[0].FinishReason != openai.FinishReasonStop {
		return "", errors.New("incomplete answer")
	}
	return resp.Choices[0].Message.Content, nil
}

func stream(ctx context.Context, c *openai.Client, prompt string) (string, error) {
	s, err := c.CreateChatCompletionStream(ctx, request(prompt))
	if err != nil {
		return "", err
	}
	defer s.Close()
	var out string
	for {
		chunk, err := s.Recv()
		if errors.Is(err, io.EOF) {
			return out, nil
		}
		if err != nil {
			return out, err
		}
		if len(chunk.Choices) == 0 {
			continue
		}
		if chunk.Choices[0].FinishReason == openai.FinishReasonLength {
			return out, errors.New("truncated")
		}
		out += chunk.Choices[0].Delta.Content
	}
}
