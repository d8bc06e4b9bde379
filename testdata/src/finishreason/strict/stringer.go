package strict

import (
	"context"
	"errors"
	"fmt"

	"google.golang.org/genai"
)

// A reason read only by a String method is printed, not handled: the
// method is how the value shows in logs.
type answer struct {
	raw *genai.GenerateContentResponse
}

func (a answer) Text() string { return a.raw.Text() }

func (a answer) String() string {
	return fmt.Sprintf("answer(finish=%s)", a.raw.Candidates[0].FinishReason)
}

func ask(ctx context.Context) answer {
	resp, _ := client.Models.GenerateContent(ctx, "gemini", nil, nil) // want `genai\.Models\.GenerateContent: finish reason never read; a SAFETY or MAX_TOKENS stop passes as success`
	return answer{raw: resp}
}

// A method of another name that returns the reason lets its callers
// decide.
type checked struct {
	raw *genai.GenerateContentResponse
}

func (c checked) Text() string { return c.raw.Text() }

func (c checked) Reason() string {
	return fmt.Sprintf("%s", c.raw.Candidates[0].FinishReason)
}

func askChecked(ctx context.Context) (checked, error) {
	resp, _ := client.Models.GenerateContent(ctx, "gemini", nil, nil)
	c := checked{raw: resp}
	if c.Reason() != string(genai.FinishReasonStop) {
		return c, errors.New("incomplete")
	}
	return c, nil
}
