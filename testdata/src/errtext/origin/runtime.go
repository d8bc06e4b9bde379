package origin

import (
	"context"
	"errors"
	"io"
	"net/http"
	"strings"

	"google.golang.org/genai"
)

// A message row that keeps the last error shown to the user.
type message struct {
	ErrorText string
	Alerted   bool
}

func (m *message) save() {}

// recordError rewrites the row only when the text changed: comparing
// with another runtime text classifies nothing.
func recordError(m *message, errorText string) {
	if m.ErrorText != errorText || !m.Alerted {
		m.ErrorText = errorText
		m.Alerted = true
		m.save()
	}
}

// answer hands the model's error to recordError and compares it with the
// stored one itself. Not reported.
func answer(ctx context.Context, c *genai.Client, m *message, q string) {
	_, err := c.Models.GenerateContent(ctx, "gemini-flash", genai.Text(q), nil)
	if err == nil {
		return
	}
	recordError(m, err.Error())
	if m.ErrorText == err.Error() {
		return
	}
	switch err.Error() {
	case m.ErrorText:
		return
	}
}

var errAuthRequired = errors.New("authentication required")

// probe searches a response body for a known error's text: the body is
// classified, not an error. Not reported.
func probe(resp *http.Response) error {
	body, _ := io.ReadAll(resp.Body)
	if strings.Contains(string(body), errAuthRequired.Error()) {
		return errAuthRequired
	}
	return nil
}

// sameAs compares with a constant through a helper's needle parameter:
// still a classification.
func sameAs(text, want string) bool { return text == want }

func askAgain(ctx context.Context, c *genai.Client, q string) bool {
	_, err := c.Models.GenerateContent(ctx, "gemini-flash", genai.Text(q), nil)
	return err != nil && sameAs(err.Error(), "RESOURCE_EXHAUSTED") // want `error err is classified by its message text with sameAs`
}
