// Package langchain retries langchaingo calls that stream through
// llms.WithStreamingFunc.
package langchain

import (
	"context"
	"io"

	"github.com/tmc/langchaingo/llms"
)

// toWriter streams to w and calls the model again on an error.
func toWriter(ctx context.Context, llm llms.Model, msgs []llms.MessageContent, w io.Writer) (*llms.ContentResponse, error) {
	var lastErr error
	for attempt := 0; attempt < 3; attempt++ { // want `loop retries llms.Model.GenerateContent after forwarding chunks of the failed stream`
		resp, err := llm.GenerateContent(ctx, msgs, llms.WithStreamingFunc(func(ctx context.Context, chunk []byte) error {
			_, err := w.Write(chunk)
			return err
		}))
		if err != nil {
			lastErr = err
			continue
		}
		return resp, nil
	}
	return nil, lastErr
}

// throughParam hands the caller's streaming func straight to the model.
func throughParam(ctx context.Context, llm llms.Model, msgs []llms.MessageContent, onChunk func(context.Context, []byte) error) (*llms.ContentResponse, error) {
	var lastErr error
	for range 3 { // want `loop retries llms.Model.GenerateContent after forwarding chunks of the failed stream`
		resp, err := llm.GenerateContent(ctx, msgs, llms.WithStreamingFunc(onChunk))
		if err == nil {
			return resp, nil
		}
		lastErr = err
	}
	return nil, lastErr
}

// buffered keeps the chunks until the call succeeded: silent.
func buffered(ctx context.Context, llm llms.Model, msgs []llms.MessageContent, w io.Writer) error {
	var lastErr error
	for range 3 {
		var got []byte
		_, err := llm.GenerateContent(ctx, msgs, llms.WithStreamingFunc(func(ctx context.Context, chunk []byte) error {
			got = append(got, chunk...)
			return nil
		}))
		if err != nil {
			lastErr = err
			continue
		}
		_, err = w.Write(got)
		return err
	}
	return lastErr
}

// guarded remembers that output went out: silent.
func guarded(ctx context.Context, llm llms.Model, msgs []llms.MessageContent, w io.Writer) error {
	wrote := false
	var lastErr error
	for range 3 {
		_, err := llm.GenerateContent(ctx, msgs, llms.WithStreamingFunc(func(ctx context.Context, chunk []byte) error {
			wrote = true
			_, err := w.Write(chunk)
			return err
		}))
		if err == nil {
			return nil
		}
		if wrote {
			return err
		}
		lastErr = err
	}
	return lastErr
}

// unary does not stream: silent.
func unary(ctx context.Context, llm llms.Model, msgs []llms.MessageContent) (*llms.ContentResponse, error) {
	var lastErr error
	for range 3 {
		resp, err := llm.GenerateContent(ctx, msgs, llms.WithMaxTokens(512))
		if err != nil {
			lastErr = err
			continue
		}
		return resp, nil
	}
	return nil, lastErr
}
