// Package testcode holds test code in ordinary files: a conformance suite
// that other modules' tests run, and test helpers. Asserting on the text
// is what a test does; a stop fails the assertion.
package testcode

import (
	"context"
	"strings"
	"testing"

	"github.com/tmc/langchaingo/llms"
)

// Suite runs the same checks against any model.
type Suite struct{ Model llms.Model }

func (s *Suite) TestBasic(t *testing.T) {
	resp, err := s.Model.GenerateContent(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(resp.Choices[0].Content, "hello") {
		t.Errorf("got %s", resp.Choices[0].Content)
	}
}

func BenchmarkGenerate(b *testing.B, m llms.Model) {
	for b.Loop() {
		resp, _ := m.GenerateContent(context.Background(), nil)
		_ = resp.Choices[0].Content
	}
}

// generate is a helper of the suite's tests.
func generate(tb testing.TB, m llms.Model, prompt string) string {
	tb.Helper()
	resp, err := m.GenerateContent(context.Background(), []llms.MessageContent{llms.TextParts(llms.ChatMessageTypeHuman, prompt)})
	if err != nil {
		tb.Fatal(err)
	}
	return resp.Choices[0].Content
}

// Tests returns the suite as tests another module's TestMain can run.
func Tests(m llms.Model) []testing.InternalTest {
	return []testing.InternalTest{{
		Name: "Echo",
		F: func(t *testing.T) {
			if got := generate(t, m, "say hi"); got == "" {
				t.Error("empty answer")
			}
			resp, _ := m.GenerateContent(context.Background(), nil)
			if resp.Choices[0].Content == "" {
				t.Error("empty answer")
			}
		},
	}}
}
