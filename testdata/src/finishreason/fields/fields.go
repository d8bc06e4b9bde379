// Package fields keeps responses in unexported fields of its own types:
// every read of such a field is in this package, so the analyzer follows
// it instead of treating the store as an escape.
package fields

import (
	"context"
	"encoding/json"
	"fmt"

	"google.golang.org/genai"
)

type client struct{ genai *genai.Client }

// completion keeps the raw response for a journal; nothing reads its reason.
type completion struct {
	raw  *genai.GenerateContentResponse
	text string
}

func (c *completion) String() string { return c.text }

// MarshalJSON writes the journal entry: the model version, not the reason.
func (c *completion) MarshalJSON() ([]byte, error) {
	return json.Marshal(map[string]string{"text": c.text, "model": c.raw.ModelVersion})
}

func (c *client) complete(ctx context.Context, prompt string) (*completion, error) {
	resp, err := c.genai.Models.GenerateContent(ctx, "gemini", genai.Text(prompt), nil) // want `genai\.Models\.GenerateContent: finish reason never read`
	if err != nil {
		return nil, err
	}
	return &completion{raw: resp, text: resp.Text()}, nil
}

func (c *client) journal(ctx context.Context, prompt string) ([]byte, error) {
	comp, err := c.complete(ctx, prompt)
	if err != nil {
		return nil, err
	}
	return json.Marshal(comp)
}

// answer keeps the response too, and its method checks the reason.
type answer struct {
	resp *genai.GenerateContentResponse
	text string
}

func (a *answer) check() error {
	if fr := a.resp.Candidates[0].FinishReason; fr != genai.FinishReasonStop {
		return fmt.Errorf("model stopped: %s", fr)
	}
	return nil
}

func (c *client) ask(ctx context.Context, prompt string) (*answer, error) {
	resp, err := c.genai.Models.GenerateContent(ctx, "gemini", genai.Text(prompt), nil)
	if err != nil {
		return nil, err
	}
	a := &answer{text: resp.Text()}
	a.resp = resp
	return a, a.check()
}

// cached hands its response out through an accessor: it escapes.
type cached struct {
	last *genai.GenerateContentResponse
}

func (c *cached) Last() *genai.GenerateContentResponse { return c.last }

func (c *client) refresh(ctx context.Context, into *cached) string {
	resp, err := c.genai.Models.GenerateContent(ctx, "gemini", nil, nil)
	if err != nil {
		return ""
	}
	into.last = resp
	return resp.Text()
}

// pair is filled positionally; nothing reads the reason of its response.
type pair struct {
	resp *genai.GenerateContentResponse
	n    int
}

func (p pair) text() string { return p.resp.Text() }

func (c *client) positional(ctx context.Context) string {
	resp, err := c.genai.Models.GenerateContent(ctx, "gemini", nil, nil) // want `genai\.Models\.GenerateContent: finish reason never read`
	if err != nil {
		return ""
	}
	return pair{resp, 1}.text()
}

// box is generic; its value is read through a method that checks the reason.
type box[T any] struct{ v T }

func (c *client) boxed(ctx context.Context) (string, error) {
	resp, err := c.genai.Models.GenerateContent(ctx, "gemini", nil, nil)
	if err != nil {
		return "", err
	}
	b := &box[*genai.GenerateContentResponse]{v: resp}
	if fr := b.v.Candidates[0].FinishReason; fr != genai.FinishReasonStop {
		return "", fmt.Errorf("model stopped: %s", fr)
	}
	return b.v.Text(), nil
}
