// Package decoded holds finishreason cases for structured output: a reply
// whose text is only decoded as JSON, the decode's error kept, so that an
// unread stop fails as a JSON error instead of passing as success.
package decoded

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log"
	"strings"

	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/responses"
	goopenai "github.com/sashabaranov/go-openai"
	"github.com/tmc/langchaingo/llms"
	"google.golang.org/genai"
)

type event struct {
	Name string `json:"name"`
	Day  string `json:"day"`
}

// The sample's shape: an emptiness guard, a decode whose failure returns
// the raw reply in its error.
func extract(ctx context.Context, client *genai.Client, contents []*genai.Content, jsonOut *genai.GenerateContentConfig) (*event, error) {
	resp, err := client.Models.GenerateContent(ctx, "gemini", contents, jsonOut) // want `genai\.Models\.GenerateContent: finish reason never read; a SAFETY or MAX_TOKENS stop surfaces as a JSON error`
	if err != nil {
		return nil, fmt.Errorf("generate: %w", err)
	}
	text := resp.Text()
	if text == "" {
		return nil, fmt.Errorf("empty response text")
	}
	var ev event
	if err := json.Unmarshal([]byte(text), &ev); err != nil {
		return nil, fmt.Errorf("not valid JSON: %s", text)
	}
	return &ev, nil
}

// A Markdown fence stripped first, a nil guard, a token count logged.
func fenced(ctx context.Context, client *genai.Client, contents []*genai.Content) (event, error) {
	var ev event
	resp, err := client.Models.GenerateContent(ctx, "gemini", contents, nil) // want `finish reason never read; a SAFETY or MAX_TOKENS stop surfaces as a JSON error`
	if err != nil || resp == nil {
		return ev, err
	}
	log.Printf("tokens: %d", resp.UsageMetadata.TotalTokenCount)
	raw := strings.TrimSpace(resp.Text())
	raw = strings.TrimPrefix(raw, "```json")
	raw = strings.TrimSuffix(raw, "```")
	err = json.Unmarshal([]byte(raw), &ev)
	return ev, err
}

// openai-go's Responses API, panicking on a bad decode.
func historical(ctx context.Context, c *openai.Client, p responses.ResponseNewParams) event {
	response, err := c.Responses.New(ctx, p) // want `responses\.ResponseService\.New: status never read; an incomplete or failed response surfaces as a JSON error`
	if err != nil {
		panic(err)
	}
	var ev event
	err = json.Unmarshal([]byte(response.OutputText()), &ev)
	if err != nil {
		panic(err)
	}
	return ev
}

// A choice's content through json.NewDecoder, the error returned.
func choice(ctx context.Context, c *goopenai.Client, req goopenai.ChatCompletionRequest, ev *event) error {
	resp, err := c.CreateChatCompletion(ctx, req) // want `openai\.Client\.CreateChatCompletion: finish reason never read; a length or filter stop surfaces as a JSON error`
	if err != nil {
		return err
	}
	if len(resp.Choices) == 0 {
		return fmt.Errorf("no choices")
	}
	return json.NewDecoder(strings.NewReader(resp.Choices[0].Message.Content)).Decode(ev)
}

// A text-only call of langchaingo, its text decoded.
func single(ctx context.Context, m llms.Model) (event, error) {
	var ev event
	out, err := llms.GenerateFromSinglePrompt(ctx, m, "extract") // want `llms\.GenerateFromSinglePrompt returns only the text; a length or safety stop surfaces as a JSON error`
	if err != nil {
		return ev, err
	}
	if err := json.Unmarshal(bytes.TrimSpace([]byte(out)), &ev); err != nil {
		return ev, err
	}
	return ev, nil
}

// The decode's error dropped: a cut reply decodes to a half-filled value
// that passes.
func dropped(ctx context.Context, client *genai.Client) event {
	resp, _ := client.Models.GenerateContent(ctx, "gemini", nil, nil) // want `finish reason never read; a SAFETY or MAX_TOKENS stop passes as success`
	var ev event
	_ = json.Unmarshal([]byte(resp.Text()), &ev)
	return ev
}

func ignored(ctx context.Context, client *genai.Client) event {
	resp, _ := client.Models.GenerateContent(ctx, "gemini", nil, nil) // want `finish reason never read; a SAFETY or MAX_TOKENS stop passes as success`
	var ev event
	json.Unmarshal([]byte(resp.Text()), &ev)
	return ev
}

// The text is also shown: a truncated reply reaches the user.
func shown(ctx context.Context, client *genai.Client) (event, error) {
	var ev event
	resp, err := client.Models.GenerateContent(ctx, "gemini", nil, nil) // want `finish reason never read; a SAFETY or MAX_TOKENS stop passes as success`
	if err != nil {
		return ev, err
	}
	fmt.Println(resp.Text())
	err = json.Unmarshal([]byte(resp.Text()), &ev)
	return ev, err
}

// The text is returned beside the decoded value.
func both(ctx context.Context, c *openai.Client, p openai.ChatCompletionNewParams) (string, event, error) {
	var ev event
	resp, err := c.Chat.Completions.New(ctx, p) // want `openai\.ChatCompletionService\.New: finish reason never read; a length or filter stop passes as success`
	if err != nil {
		return "", ev, err
	}
	content := resp.Choices[0].Message.Content
	if err := json.Unmarshal([]byte(content), &ev); err != nil {
		return "", ev, err
	}
	return content, ev, nil
}

// The text compared with something other than "": it decides.
func decides(ctx context.Context, client *genai.Client) (bool, error) {
	resp, err := client.Models.GenerateContent(ctx, "gemini", nil, nil) // want `finish reason never read; a SAFETY or MAX_TOKENS stop passes as success`
	if err != nil {
		return false, err
	}
	var ev event
	if resp.Text() == "none" {
		return false, nil
	}
	return true, json.Unmarshal([]byte(resp.Text()), &ev)
}

// Nothing decoded: the usual finding.
func plain(ctx context.Context, client *genai.Client) string {
	resp, _ := client.Models.GenerateContent(ctx, "gemini", nil, nil) // want `finish reason never read; a SAFETY or MAX_TOKENS stop passes as success`
	if resp.Text() == "" {
		return "nothing"
	}
	return "something"
}

// The reason read: silent.
func checked(ctx context.Context, client *genai.Client) (event, error) {
	var ev event
	resp, err := client.Models.GenerateContent(ctx, "gemini", nil, nil)
	if err != nil {
		return ev, err
	}
	if resp.Candidates[0].FinishReason != genai.FinishReasonStop {
		return ev, fmt.Errorf("stopped: %s", resp.Candidates[0].FinishReason)
	}
	return ev, json.Unmarshal([]byte(resp.Text()), &ev)
}
