// Package app hands the real SDKs' errors to modelerrors, and searches the
// errors of ADK's runner; a trailing "realsdk: errtext" comment marks each
// line errtext must report.
package app

import (
	"context"
	"errors"
	"os"
	"strings"

	"example.com/realsdk/errclass/modelerrors"
	"github.com/openai/openai-go/v3"
	"google.golang.org/adk/v2/agent"
	"google.golang.org/adk/v2/runner"
	"google.golang.org/genai"
)

var errRetry = errors.New("retry later")

func gemini(ctx context.Context, c *genai.Client, q string) error {
	_, err := c.Models.GenerateContent(ctx, "gemini-2.5-flash", genai.Text(q), nil)
	if err == nil {
		return nil
	}
	if modelerrors.IsRetryable(err) { // realsdk: errtext
		return errRetry
	}
	if modelerrors.IsStaleSession(err) {
		return nil
	}
	return err
}

func chat(ctx context.Context, c openai.Client, q string) error {
	_, err := c.Chat.Completions.New(ctx, openai.ChatCompletionNewParams{
		Model:    openai.ChatModelGPT4o,
		Messages: []openai.ChatCompletionMessageParamUnion{openai.UserMessage(q)},
	})
	if err != nil && modelerrors.IsContextOverflow(err) { // realsdk: errtext
		return errRetry
	}
	return err
}

// readPrompt hands a file's error to the classifier: no model's error.
func readPrompt(path string) ([]byte, error) {
	b, err := os.ReadFile(path)
	if err != nil && modelerrors.IsRetryable(err) {
		return os.ReadFile(path)
	}
	return b, err
}

// run searches the runner's errors: a session's words are not reported,
// the vocabulary is.
func run(ctx context.Context, r *runner.Runner, q string) error {
	n := 0
	for _, err := range r.Run(ctx, "user", "s1", genai.NewContentFromText(q, genai.RoleUser), agent.RunConfig{}) {
		if err == nil {
			n++
			continue
		}
		if strings.Contains(err.Error(), "stale session") {
			return errRetry
		}
		if strings.Contains(err.Error(), "RESOURCE_EXHAUSTED") { // realsdk: errtext
			return errRetry
		}
		return err
	}
	return nil
}
