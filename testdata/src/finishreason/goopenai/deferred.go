package goopenai

import (
	"context"
	"errors"
	"io"
	"log"

	openai "github.com/sashabaranov/go-openai"
)

// The stream handed to a function literal called at once: its body is in
// view, and closing the stream reads no reason.
func deferredClose(ctx context.Context, c *openai.Client, req openai.ChatCompletionRequest) (string, error) {
	stream, err := c.CreateChatCompletionStream(ctx, req) // want `openai\.Client\.CreateChatCompletionStream: finish reason never read`
	if err != nil {
		return "", err
	}
	defer func(s *openai.ChatCompletionStream) {
		if err := s.Close(); err != nil {
			log.Println("close:", err)
		}
	}(stream)
	var out string
	for {
		chunk, err := stream.Recv()
		if errors.Is(err, io.EOF) {
			return out, nil
		}
		if err != nil {
			return "", err
		}
		out += chunk.Choices[0].Delta.Content
	}
}

// The literal reads the reason: silent.
func drainInLiteral(ctx context.Context, c *openai.Client, req openai.ChatCompletionRequest) (out string, err error) {
	stream, err := c.CreateChatCompletionStream(ctx, req)
	if err != nil {
		return "", err
	}
	func(s *openai.ChatCompletionStream) {
		defer s.Close()
		for {
			chunk, rerr := s.Recv()
			if rerr != nil {
				return
			}
			if chunk.Choices[0].FinishReason == openai.FinishReasonLength {
				err = errors.New("truncated")
				return
			}
			out += chunk.Choices[0].Delta.Content
		}
	}(stream)
	return out, err
}

// The literal hands the stream on to code we cannot see: silent.
func handOnInLiteral(ctx context.Context, c *openai.Client, req openai.ChatCompletionRequest, sink func(*openai.ChatCompletionStream)) error {
	stream, err := c.CreateChatCompletionStream(ctx, req)
	if err != nil {
		return err
	}
	go func(s *openai.ChatCompletionStream) {
		sink(s)
	}(stream)
	return nil
}
