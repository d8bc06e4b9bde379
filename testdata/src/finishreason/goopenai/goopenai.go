// Package goopenai holds finishreason cases for github.com/sashabaranov/go-openai.
package goopenai

import (
	"context"
	"errors"
	"io"

	openai "github.com/sashabaranov/go-openai"
)

func chat(ctx context.Context, c *openai.Client, req openai.ChatCompletionRequest) string {
	resp, _ := c.CreateChatCompletion(ctx, req) // want `openai\.Client\.CreateChatCompletion: finish reason never read; a length or filter stop passes as success`
	return resp.Choices[0].Message.Content
}

func chatChecked(ctx context.Context, c *openai.Client, req openai.ChatCompletionRequest) (string, error) {
	resp, err := c.CreateChatCompletion(ctx, req)
	if err != nil {
		return "", err
	}
	if resp.Choices[0].FinishReason == openai.FinishReasonLength {
		return "", errors.New("truncated")
	}
	return resp.Choices[0].Message.Content, nil
}

func stream(ctx context.Context, c *openai.Client, req openai.ChatCompletionRequest) (string, error) {
	s, err := c.CreateChatCompletionStream(ctx, req) // want `openai\.Client\.CreateChatCompletionStream: finish reason never read; a length or filter stop passes as success`
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
			return "", err
		}
		out += chunk.Choices[0].Delta.Content
	}
}

func streamChecked(ctx context.Context, c *openai.Client, req openai.ChatCompletionRequest) (string, error) {
	s, err := c.CreateChatCompletionStream(ctx, req)
	if err != nil {
		return "", err
	}
	defer s.Close()
	var out string
	for {
		chunk, err := s.Recv()
		if err != nil {
			return out, err
		}
		out += chunk.Choices[0].Delta.Content
		if chunk.Choices[0].FinishReason == openai.FinishReasonContentFilter {
			return "", errors.New("filtered")
		}
	}
}
