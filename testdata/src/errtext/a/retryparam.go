package a

import (
	"context"
	"os"
	"strings"
	"time"

	"google.golang.org/genai"
)

// A hand-written retry helper takes the operation as a function: the
// errors it gets from calling it are those of the literals and functions
// the package passes it.
func withBackoff(ctx context.Context, f func() error) error {
	var err error
	for i := 0; i < 5; i++ {
		if err = f(); err == nil {
			return nil
		}
		if !strings.Contains(err.Error(), "429") { // want `error err is classified by its message text with strings\.Contains`
			return err
		}
		time.Sleep(time.Second << i)
	}
	return err
}

func askWithBackoff(ctx context.Context, c *genai.Client) (*genai.GenerateContentResponse, error) {
	var resp *genai.GenerateContentResponse
	err := withBackoff(ctx, func() error {
		var err error
		resp, err = c.Models.GenerateContent(ctx, "gemini", genai.Text("hi"), nil)
		return err
	})
	if err != nil && strings.Contains(err.Error(), "insufficient_quota") { // want `error err is classified by its message text with strings\.Contains`
		return nil, err
	}
	return resp, err
}

// A generic helper handed a method value.
func retryValue[T any](ctx context.Context, attempts int, op func(context.Context) (T, error)) (T, error) {
	var zero T
	for i := 0; i < attempts; i++ {
		v, err := op(ctx)
		if err == nil {
			return v, nil
		}
		if strings.Contains(strings.ToLower(err.Error()), "rate limit") { // want `error err is classified by its message text with strings\.Contains`
			continue
		}
		return zero, err
	}
	return zero, nil
}

type summarizer struct{ c *genai.Client }

func (s summarizer) summarize(ctx context.Context) (string, error) {
	resp, err := s.c.Models.GenerateContent(ctx, "gemini", genai.Text("sum"), nil)
	if err != nil {
		return "", err
	}
	return resp.Text(), nil
}

func summarizeWithRetry(ctx context.Context, s summarizer) (string, error) {
	return retryValue(ctx, 3, s.summarize)
}

// Handed only file operations, the helper's errors are no model's.
func withFileRetry(f func() error) error {
	err := f()
	if err != nil && strings.Contains(err.Error(), "try again later") {
		return f()
	}
	return err
}

func removeWithRetry(path string) error {
	return withFileRetry(func() error { return os.Remove(path) })
}
