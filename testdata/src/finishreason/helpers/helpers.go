// Package helpers wraps genai calls for another package (finishreason // want package:`finishreason\(Ask=returnsUnread\(genai\.Models\.GenerateContent:0\) Check=params\(0=reads\) Client\.M0=returnsUnread\(genai\.Models\.GenerateContent:0\) First=params\(0=returns:0\) Log=params\(0=uses\) Second=returnsUnread\(genai\.Models\.GenerateContent:0\)\)\}$`
// facts cross the package boundary).
package helpers

import (
	"context"
	"errors"
	"log"

	"google.golang.org/genai"
)

// Ask returns the response unread: for its callers it is a model call.
func Ask(ctx context.Context, c *genai.Client, prompt string) (*genai.GenerateContentResponse, error) {
	return c.Models.GenerateContent(ctx, "gemini", genai.Text(prompt), nil)
}

// AskChecked reads the reason itself: its callers owe nothing.
func AskChecked(ctx context.Context, c *genai.Client, prompt string) (*genai.GenerateContentResponse, error) {
	resp, err := c.Models.GenerateContent(ctx, "gemini", genai.Text(prompt), nil)
	if err != nil {
		return nil, err
	}
	if len(resp.Candidates) == 0 || resp.Candidates[0].FinishReason != genai.FinishReasonStop {
		return nil, errors.New("stopped")
	}
	return resp, nil
}

// Check reads the reason of its parameter: passing a response to it counts
// as reading it.
func Check(r *genai.GenerateContentResponse) error {
	if len(r.Candidates) == 0 || r.Candidates[0].FinishReason != genai.FinishReasonStop {
		return errors.New("incomplete")
	}
	return nil
}

// Log uses the response but neither reads the reason nor keeps it.
func Log(r *genai.GenerateContentResponse) {
	log.Print(r.Text())
}

var last *genai.GenerateContentResponse

// Keep stores the response where anyone may read it later.
func Keep(r *genai.GenerateContentResponse) { // escapes: no fact, as for any callee without one
	last = r
}

// First returns the first candidate: what the caller does with it decides.
func First(r *genai.GenerateContentResponse) *genai.Candidate {
	return r.Candidates[0]
}

// Client is a wrapper type whose method is a model call for its callers.
type Client struct{ C *genai.Client }

func (c *Client) Generate(ctx context.Context, prompt string) (*genai.GenerateContentResponse, error) {
	return c.C.Models.GenerateContent(ctx, "gemini", genai.Text(prompt), nil)
}

// Second wraps a wrapper: the duty is passed on again.
func Second(ctx context.Context, c *genai.Client) (*genai.GenerateContentResponse, error) {
	r, err := Ask(ctx, c, "again")
	return r, err
}
