package testcode

import (
	"context"

	"github.com/tmc/langchaingo/llms"
)

// T is the service's own type that happens to be named T: not a test's.
type T struct{ Verbose bool }

func answer(t *T, m llms.Model) string {
	resp, _ := m.GenerateContent(context.Background(), nil) // want `llms\.Model\.GenerateContent: stop reason never read; a length or safety stop passes as success`
	return resp.Choices[0].Content
}

// Warmup is production code next to the suite: a function literal that
// takes no test handle is judged.
func Warmup(m llms.Model) func() string {
	return func() string {
		resp, _ := m.GenerateContent(context.Background(), nil) // want `llms\.Model\.GenerateContent: stop reason never read; a length or safety stop passes as success`
		return resp.Choices[0].Content
	}
}
