package a

import (
	"context"
	"errors"
	"os"
	"strings"

	"google.golang.org/genai"
)

// Helpers of the package that hand back an error's text: searching what
// they return searches the text.

func apiMessage(e genai.APIError) string {
	if e.Message != "" {
		return e.Message
	}
	return e.Status
}

func lowered(err error) string { return strings.ToLower(err.Error()) }

func normalized(s string) string { return strings.TrimSpace(strings.ToLower(s)) }

func messageOf(err error) string {
	msg := lowered(err)
	return msg
}

func quotaByHelper(err error) bool {
	var apiErr genai.APIError
	if !errors.As(err, &apiErr) {
		return false
	}
	return strings.Contains(apiMessage(apiErr), "quota") // want `error apiErr is classified by its message text with strings\.Contains`
}

func retryByLowered(ctx context.Context, c *genai.Client) bool {
	_, err := c.Models.GenerateContent(ctx, "gemini", genai.Text("hi"), nil)
	return err != nil && strings.Contains(lowered(err), "rate limit") // want `error err is classified by its message text with strings\.Contains`
}

func retryByNormalized(ctx context.Context, c *genai.Client) bool {
	_, err := c.Models.GenerateContent(ctx, "gemini", genai.Text("hi"), nil)
	return err != nil && normalized(err.Error()) == "quota exceeded" // want `error err is classified by its message text with ==`
}

// Helpers call helpers: the summary of the inner one reaches the outer.
func retryByChain(ctx context.Context, c *genai.Client) bool {
	_, err := c.Models.GenerateContent(ctx, "gemini", genai.Text("hi"), nil)
	return err != nil && strings.HasPrefix(messageOf(err), "429") // want `error err is classified by its message text with strings\.HasPrefix`
}

// A helper that returns a constant on some path names a class: its result
// is compared with the class, not searched as text.
func kindOf(err error) string {
	if errors.Is(err, context.DeadlineExceeded) {
		return "timeout"
	}
	return err.Error()
}

func retryByKind(ctx context.Context, c *genai.Client) bool {
	_, err := c.Models.GenerateContent(ctx, "gemini", genai.Text("hi"), nil)
	return err != nil && kindOf(err) == "timeout"
}

// A helper that returns either of two errors' texts is no one's.
func eitherText(first, second error) string {
	if first != nil {
		return first.Error()
	}
	return second.Error()
}

func retryByEither(ctx context.Context, c *genai.Client) bool {
	_, err := c.Models.GenerateContent(ctx, "gemini", genai.Text("hi"), nil)
	return strings.Contains(eitherText(err, nil), "quota")
}

// The text of an error that no model call returns is out of scope.
func missingFile() bool {
	_, err := os.Open("config.yaml")
	return err != nil && strings.Contains(lowered(err), "no such file")
}

// "" for a nil error is the text of no error, not a class.
func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

func retryByErrText(ctx context.Context, c *genai.Client) bool {
	_, err := c.Models.GenerateContent(ctx, "gemini", genai.Text("hi"), nil)
	return strings.Contains(errText(err), "UNAVAILABLE") // want `error err is classified by its message text with strings\.Contains`
}
