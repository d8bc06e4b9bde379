package decoded

import (
	"context"
	"encoding/json"
	"regexp"
	"strings"

	goopenai "github.com/sashabaranov/go-openai"
	"google.golang.org/genai"
)

var thoughtRe = regexp.MustCompile(`(?s)<thought>.*?</thought>`)

// stripThoughts only cleans: a cut reply stays cut.
func stripThoughts(s string) string {
	s = thoughtRe.ReplaceAllString(s, "")
	return strings.TrimSpace(s)
}

// orEmptyObject turns an empty reply into one that decodes.
func orEmptyObject(s string) string {
	if strings.TrimSpace(s) == "" {
		return "{}"
	}
	return s
}

// A reasoning model's thought block cut out with a regular expression.
func verdictInline(ctx context.Context, c *goopenai.Client, req goopenai.ChatCompletionRequest) (event, error) {
	var ev event
	resp, err := c.CreateChatCompletion(ctx, req) // want `openai\.Client\.CreateChatCompletion: finish reason never read; a length or filter stop surfaces as a JSON error`
	if err != nil {
		return ev, err
	}
	content := thoughtRe.ReplaceAllString(resp.Choices[0].Message.Content, "")
	return ev, json.Unmarshal([]byte(content), &ev)
}

// The same through a helper of the package.
func verdictHelper(ctx context.Context, c *goopenai.Client, req goopenai.ChatCompletionRequest) (event, error) {
	var ev event
	resp, err := c.CreateChatCompletion(ctx, req) // want `finish reason never read; a length or filter stop surfaces as a JSON error`
	if err != nil {
		return ev, err
	}
	content := resp.Choices[0].Message.Content
	content = stripThoughts(content)
	if err := json.Unmarshal([]byte(content), &ev); err != nil {
		return ev, err
	}
	return ev, nil
}

// A helper that can return a constant: an empty reply decodes.
func verdictDefaulted(ctx context.Context, client *genai.Client) (event, error) {
	var ev event
	resp, err := client.Models.GenerateContent(ctx, "gemini", nil, nil) // want `finish reason never read; a SAFETY or MAX_TOKENS stop passes as success`
	if err != nil {
		return ev, err
	}
	err = json.Unmarshal([]byte(orEmptyObject(resp.Text())), &ev)
	return ev, err
}

// The fallback written in place: the same.
func verdictFallback(ctx context.Context, client *genai.Client) (event, error) {
	var ev event
	resp, err := client.Models.GenerateContent(ctx, "gemini", nil, nil) // want `finish reason never read; a SAFETY or MAX_TOKENS stop passes as success`
	if err != nil {
		return ev, err
	}
	text := resp.Text()
	if text == "" {
		text = "{}"
	}
	err = json.Unmarshal([]byte(text), &ev)
	return ev, err
}
