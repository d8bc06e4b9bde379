// Package wrap wraps genai calls; the duty to read the finish reason passes // want package:`finishreason\(Ask=returnsUnread\(genai\.Models\.GenerateContent:0\) Check=params\(0=reads\)\)\}$`
// to its callers through facts.
package wrap

import (
	"context"
	"errors"

	"google.golang.org/genai"
)

// Client is the package's client. (With the real SDK, finishreason counts a
// *genai.Client parameter as one that may carry a response, so Ask keeps
// the client out of its parameters to keep its facts to the point.)
var Client *genai.Client

// Ask returns the response unread: its callers must read it.
func Ask(ctx context.Context, prompt string) (*genai.GenerateContentResponse, error) {
	return Client.Models.GenerateContent(ctx, "gemini-2.5-flash", genai.Text(prompt), nil)
}

// Check reads the finish reason of its argument.
func Check(r *genai.GenerateContentResponse) error {
	if len(r.Candidates) == 0 || r.Candidates[0].FinishReason != genai.FinishReasonStop {
		return errors.New("incomplete answer")
	}
	return nil
}
