// Package fix holds finishreason's suggested fix: a Check of the response
// after the call's error check, returned as the function returns errors.
package fix

import (
	"context"
	"fmt"

	"github.com/openai/openai-go/v3"
	goopenai "github.com/sashabaranov/go-openai"
	"google.golang.org/genai"
)

var (
	client *genai.Client
	oai    openai.Client
	goai   *goopenai.Client
)

func plain(ctx context.Context, prompt string) (string, error) {
	resp, err := client.Models.GenerateContent(ctx, "gemini", genai.Text(prompt), nil) // want `finish reason never read`
	if err != nil {
		return "", err
	}
	return resp.Text(), nil
}

// The check returns its error wrapped as the call's own error is.
func wrapped(ctx context.Context, prompt string) (string, int, error) {
	resp, err := client.Models.GenerateContent(ctx, "gemini", genai.Text(prompt), nil) // want `finish reason never read`
	if err != nil {
		return "", 0, fmt.Errorf("answer %q: %w", prompt, err)
	}
	return resp.Text(), len(resp.Candidates), nil
}

type Answer struct {
	Text string
}

// Zero values of the function's own types; the error discarded by the
// call is declared by the check.
func structResult(ctx context.Context, prompt string) (Answer, *Answer, []string, error) {
	resp, _ := client.Models.GenerateContent(ctx, "gemini", genai.Text(prompt), nil) // want `finish reason never read`
	return Answer{Text: resp.Text()}, nil, nil, nil
}

// openai-go's provider package is imported under its name, openaierr.
func chat(ctx context.Context, prompt string) (string, error) {
	completion, err := oai.Chat.Completions.New(ctx, openai.ChatCompletionNewParams{}) // want `finish reason never read`
	if err != nil {
		return "", err
	}
	return completion.Choices[0].Message.Content, nil
}

// go-openai returns the response as a value: the check takes its address.
func goChat(ctx context.Context) (string, error) {
	resp, err := goai.CreateChatCompletion(ctx, goopenai.ChatCompletionRequest{}) // want `finish reason never read`
	if err != nil {
		return "", err
	}
	return resp.Choices[0].Message.Content, nil
}

// No fix: the function returns no error to put the failure in.
func noError(ctx context.Context, prompt string) string {
	resp, err := client.Models.GenerateContent(ctx, "gemini", genai.Text(prompt), nil) // want `finish reason never read`
	if err != nil {
		return ""
	}
	return resp.Text()
}

// No fix: the error is not checked right after the call, and a check
// there would hide it behind an empty response.
func checkedLater(ctx context.Context, prompt string) (string, error) {
	resp, err := client.Models.GenerateContent(ctx, "gemini", genai.Text(prompt), nil) // want `finish reason never read`
	fmt.Println("called")
	if err != nil {
		return "", err
	}
	return resp.Text(), nil
}

// No fix in a function literal: it may be a callback with a contract of
// its own.
func literal(ctx context.Context) func(string) (string, error) {
	return func(prompt string) (string, error) {
		resp, err := client.Models.GenerateContent(ctx, "gemini", genai.Text(prompt), nil) // want `finish reason never read`
		if err != nil {
			return "", err
		}
		return resp.Text(), nil
	}
}

// No fix: the error check goes on after logging, so its body does not
// end the path.
func notTerminating(ctx context.Context, prompt string) (string, error) {
	resp, err := client.Models.GenerateContent(ctx, "gemini", genai.Text(prompt), nil) // want `finish reason never read`
	if err != nil {
		fmt.Println(err)
	}
	return resp.Text(), err
}
