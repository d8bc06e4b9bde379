// Package origin holds errors of every origin in one package that calls
// LLM APIs: only those that can come from a model call are reported.
package origin

import (
	"bytes"
	"context"
	"database/sql"
	"errors"
	"os"
	"os/exec"
	"strings"

	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"
	"google.golang.org/genai"
)

// The error of a model call. Reported.
func generate(ctx context.Context, c *genai.Client, q string) error {
	_, err := c.Models.GenerateContent(ctx, "gemini-flash", genai.Text(q), nil)
	if err != nil && strings.Contains(err.Error(), "RESOURCE_EXHAUSTED") { // want `error err is classified by its message text with strings\.Contains`
		return nil
	}
	if isResourceExhausted(err) || IsRetryableModelError(err) {
		return nil
	}
	errMsg := err.Error()
	if contains(errMsg, "rate limit", "quota") { // want `error err is classified by its message text with contains`
		return nil
	}
	if bytes.Contains([]byte(err.Error()), []byte("overloaded")) { // want `error err is classified by its message text with bytes\.Contains`
		return nil
	}
	return err
}

// The error of a database query, the same words searched. Not reported.
func lookup(ctx context.Context, db *sql.DB, id string) (string, error) {
	var name string
	err := db.QueryRowContext(ctx, "SELECT name FROM users WHERE id = $1", id).Scan(&name)
	if err != nil && strings.Contains(err.Error(), "deadline") {
		return "", nil
	}
	if err != nil && contains(err.Error(), "deadlock", "quota") {
		return "", nil
	}
	return name, err
}

// err first holds a model call's error, then a command's: the command's
// is what is searched. Not reported.
func summarize(ctx context.Context, c *genai.Client) ([]byte, error) {
	_, err := c.Models.GenerateContent(ctx, "gemini-flash", genai.Text("summarize"), nil)
	if err != nil {
		return nil, err
	}
	out, err := exec.CommandContext(ctx, "git", "log", "-1").Output()
	if err != nil && strings.Contains(err.Error(), "not a git repository") {
		return nil, nil
	}
	if bytes.Contains(out, []byte("429")) || contains(string(out), "rate limit") {
		return out, nil
	}
	return out, err
}

// A function that builds a client runs a CLI for the key: the CLI's error
// is no LLM error. Not reported. The model call's error is. Reported.
func ask(ctx context.Context, q string) (*openai.ChatCompletion, error) {
	var stderr bytes.Buffer
	cmd := exec.CommandContext(ctx, "gcloud", "auth", "print-access-token")
	cmd.Stderr = &stderr
	token, err := cmd.Output()
	if err != nil {
		cliErr := errors.New(stderr.String())
		if strings.Contains(cliErr.Error(), "quota") || strings.Contains(cliErr.Error(), "api key") {
			return nil, cliErr
		}
		return nil, err
	}
	client := openai.NewClient(option.WithAPIKey(string(token)))
	resp, err := client.Chat.Completions.New(ctx, openai.ChatCompletionNewParams{Model: openai.ChatModelGPT4o})
	if err != nil && strings.Contains(err.Error(), "status code: 429") { // want `error err is classified by its message text with strings\.Contains`
		return nil, err
	}
	return resp, err
}

// isResourceExhausted is called with a model call's error: its search is
// reported.
func isResourceExhausted(err error) bool {
	msg := err.Error()
	return strings.Contains(msg, "RESOURCE_EXHAUSTED") // want `error err is classified by its message text with strings\.Contains`
}

// isMissing is called only with a filesystem error. Not reported.
func isMissing(err error) bool {
	return strings.Contains(err.Error(), "no such file")
}

func readPrompt(path string) ([]byte, error) {
	b, err := os.ReadFile(path)
	if err != nil && isMissing(err) {
		return nil, nil
	}
	return b, err
}

// contains searches a string parameter: the calls that pass it an LLM
// error's text are reported, not its body.
func contains(s string, subs ...string) bool {
	s = strings.ToLower(s)
	for _, sub := range subs {
		if strings.Contains(s, sub) {
			return true
		}
	}
	return false
}

var retryablePatterns = []string{"rate limit", "overloaded", "503"}

// IsRetryableModelError loops over a package-level slice of patterns; it
// is called with a model call's error. Reported.
func IsRetryableModelError(err error) bool {
	msg := strings.ToLower(err.Error())
	for _, p := range retryablePatterns {
		if strings.Contains(msg, p) { // want `error err is classified by its message text with strings\.Contains`
			return true
		}
	}
	return false
}
