package a

import (
	"context"
	"iter"
	"strings"

	"google.golang.org/genai"
)

// A stream's iterator called with a function literal, not ranged over:
// the literal's error is the stream's.

func yieldDirect(ctx context.Context, c *genai.Client) {
	c.Models.GenerateContentStream(ctx, "gemini", nil, nil)(func(resp *genai.GenerateContentResponse, err error) bool {
		return err == nil || !strings.Contains(err.Error(), "RESOURCE_EXHAUSTED") // want `error err is classified by its message text with strings\.Contains`
	})
}

func yieldFromLocal(ctx context.Context, c *genai.Client) {
	stream := c.Models.GenerateContentStream(ctx, "gemini", nil, nil)
	stream(func(resp *genai.GenerateContentResponse, err error) bool {
		if err != nil && strings.Contains(err.Error(), "quota") { // want `error err is classified by its message text with strings\.Contains`
			return false
		}
		return true
	})
}

// A literal handed to some other function value is not a stream's.
func yieldElsewhere(each func(func(string, error) bool)) {
	each(func(s string, err error) bool {
		return err == nil || !strings.Contains(err.Error(), "quota")
	})
}

// A stream handed to a helper of the package: the helper's sequence
// parameter yields the stream's errors, whether it ranges over it or
// calls it with a literal.
func collect(stream iter.Seq2[*genai.GenerateContentResponse, error]) string {
	var out string
	for resp, err := range stream {
		if err != nil {
			if strings.Contains(err.Error(), "RESOURCE_EXHAUSTED") { // want `error err is classified by its message text with strings\.Contains`
				continue
			}
			break
		}
		out += resp.Text()
	}
	return out
}

func drain(stream iter.Seq2[*genai.GenerateContentResponse, error]) {
	stream(func(resp *genai.GenerateContentResponse, err error) bool {
		return err == nil || !strings.Contains(err.Error(), "quota") // want `error err is classified by its message text with strings\.Contains`
	})
}

func streamThroughHelpers(ctx context.Context, c *genai.Client) string {
	drain(c.Models.GenerateContentStream(ctx, "gemini", nil, nil))
	stream := c.Models.GenerateContentStream(ctx, "gemini", nil, nil)
	return collect(stream)
}

// Nobody here passes this helper a stream of a model: its errors are not
// known to be an LLM's.
func collectOther(lines iter.Seq2[string, error]) int {
	n := 0
	for _, err := range lines {
		if err != nil && strings.Contains(err.Error(), "quota") {
			return n
		}
		n++
	}
	return n
}
