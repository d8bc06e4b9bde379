// Package genaistream holds finishreason cases for genai streams.
package genaistream

import (
	"context"
	"errors"
	"iter"
	"strings"

	"google.golang.org/genai"
)

var client *genai.Client

func rangeText(ctx context.Context) (string, error) {
	var b strings.Builder
	for chunk, err := range client.Models.GenerateContentStream(ctx, "gemini", nil, nil) { // want `genai\.Models\.GenerateContentStream: finish reason never read; a SAFETY or MAX_TOKENS stop passes as success`
		if err != nil {
			return "", err
		}
		b.WriteString(chunk.Text())
	}
	return b.String(), nil
}

func rangeReadsAnyChunk(ctx context.Context) (string, bool) {
	var b strings.Builder
	complete := false
	for chunk, err := range client.Models.GenerateContentStream(ctx, "gemini", nil, nil) {
		if err != nil {
			return "", false
		}
		b.WriteString(chunk.Text())
		if len(chunk.Candidates) > 0 && chunk.Candidates[0].FinishReason == genai.FinishReasonStop {
			complete = true
		}
	}
	return b.String(), complete
}

func streamInVariable(ctx context.Context) string {
	stream := client.Models.GenerateContentStream(ctx, "gemini", nil, nil) // want `genai\.Models\.GenerateContentStream: finish reason never read; a SAFETY or MAX_TOKENS stop passes as success`
	var out string
	for chunk := range stream {
		out += chunk.Text()
	}
	return out
}

func yieldCalledDirectly(ctx context.Context) string {
	var out string
	client.Models.GenerateContentStream(ctx, "gemini", nil, nil)(func(c *genai.GenerateContentResponse, err error) bool { // want `genai\.Models\.GenerateContentStream: finish reason never read; a SAFETY or MAX_TOKENS stop passes as success`
		out += c.Text()
		return true
	})
	return out
}

func yieldReads(ctx context.Context) bool {
	ok := false
	client.Models.GenerateContentStream(ctx, "gemini", nil, nil)(func(c *genai.GenerateContentResponse, err error) bool {
		ok = len(c.Candidates) > 0 && c.Candidates[0].FinishReason == genai.FinishReasonStop
		return true
	})
	return ok
}

// A wrapper that returns the stream unchanged is itself a model call.
func passThrough(ctx context.Context, prompt string) iter.Seq2[*genai.GenerateContentResponse, error] {
	return client.Models.GenerateContentStream(ctx, "gemini", genai.Text(prompt), nil)
}

func usesWrapper(ctx context.Context) string {
	var out string
	for c, err := range passThrough(ctx, "hi") { // want `genaistream\.passThrough: finish reason never read; a SAFETY or MAX_TOKENS stop passes as success`
		if err == nil {
			out += c.Text()
		}
	}
	return out
}

func wrapperRead(ctx context.Context) bool {
	for c, err := range passThrough(ctx, "hi") {
		if err == nil && c.Candidates[0].FinishReason != "" {
			return true
		}
	}
	return false
}

func chatStream(ctx context.Context, chat *genai.Chat) string {
	var out string
	for c := range chat.SendMessageStream(ctx) { // want `genai\.Chat\.SendMessageStream: finish reason never read; a SAFETY or MAX_TOKENS stop passes as success`
		out += c.Text()
	}
	return out
}

// Collected into a local slice, read later.
func collected(ctx context.Context) string {
	var all []*genai.GenerateContentResponse
	for c := range client.Models.GenerateContentStream(ctx, "gemini", nil, nil) {
		all = append(all, c)
	}
	last := all[len(all)-1]
	return string(last.Candidates[0].FinishReason)
}

func drainErrorsOnly(ctx context.Context) error {
	for _, err := range client.Models.GenerateContentStream(ctx, "gemini", nil, nil) {
		if err != nil {
			return err
		}
	}
	return nil
}

func countOnly(ctx context.Context) int {
	n := 0
	for range client.Models.GenerateContentStream(ctx, "gemini", nil, nil) {
		n++
	}
	return n
}

var errBlocked = errors.New("blocked")

// A stream opened outside the iterator it is returned in, and ranged over
// inside it: the iterator's body is in view.
func iteratorOverStream(ctx context.Context, history []*genai.Content) iter.Seq2[string, error] {
	stream := client.Models.GenerateContentStream(ctx, "gemini", history, nil) // want `genai\.Models\.GenerateContentStream: finish reason never read; a SAFETY or MAX_TOKENS stop passes as success`
	return func(yield func(string, error) bool) {
		for chunk, err := range stream {
			if err != nil {
				yield("", err)
				return
			}
			if !yield(chunk.Text(), nil) {
				return
			}
		}
	}
}

func iteratorOverStreamReads(ctx context.Context, history []*genai.Content) iter.Seq2[string, error] {
	stream := client.Models.GenerateContentStream(ctx, "gemini", history, nil)
	return func(yield func(string, error) bool) {
		for chunk, err := range stream {
			if err != nil {
				yield("", err)
				return
			}
			if len(chunk.Candidates) > 0 && chunk.Candidates[0].FinishReason == genai.FinishReasonSafety {
				yield("", errBlocked)
				return
			}
			if !yield(chunk.Text(), nil) {
				return
			}
		}
	}
}

// The iterator yields the chunks themselves: they escape to its caller.
func iteratorYieldsChunks(ctx context.Context) iter.Seq2[*genai.GenerateContentResponse, error] {
	stream := client.Models.GenerateContentStream(ctx, "gemini", nil, nil)
	return func(yield func(*genai.GenerateContentResponse, error) bool) {
		for chunk, err := range stream {
			if !yield(chunk, err) {
				return
			}
		}
	}
}

// iter.Pull2 turns the stream into a function that returns its chunks:
// they are followed as the stream's.
func pulled(ctx context.Context) string {
	next, stop := iter.Pull2(client.Models.GenerateContentStream(ctx, "gemini", nil, nil)) // want `genai\.Models\.GenerateContentStream: finish reason never read; a SAFETY or MAX_TOKENS stop passes as success`
	defer stop()
	var b strings.Builder
	for {
		chunk, err, ok := next()
		if !ok || err != nil {
			return b.String()
		}
		b.WriteString(chunk.Text())
	}
}

func pulledReads(ctx context.Context) (string, error) {
	stream := client.Models.GenerateContentStream(ctx, "gemini", nil, nil)
	next, stop := iter.Pull2(stream)
	defer stop()
	var b strings.Builder
	for {
		chunk, err, ok := next()
		if !ok {
			return b.String(), nil
		}
		if err != nil {
			return "", err
		}
		if len(chunk.Candidates) > 0 && chunk.Candidates[0].FinishReason == genai.FinishReasonSafety {
			return "", errBlocked
		}
		b.WriteString(chunk.Text())
	}
}
