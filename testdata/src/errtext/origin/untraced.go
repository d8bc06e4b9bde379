package origin

import (
	"errors"
	"strings"

	"github.com/anthropics/anthropic-sdk-go/v2"
)

// Describe is exported and nobody here calls it: its error's origin
// cannot be traced. A search for the LLM failure vocabulary is reported,
// in a package that imports an LLM API; other words are not.
func Describe(err error) string {
	if strings.Contains(err.Error(), "overloaded") { // want `error err is classified by its message text with strings\.Contains`
		return "busy"
	}
	if strings.Contains(err.Error(), "connection refused") {
		return "down"
	}
	return "failed"
}

// The message field of anthropic's v2 error is its text. Reported. Its
// status code is what to match. Not reported.
func anthropicBusy(err error) bool {
	var apiErr *anthropic.Error
	if errors.As(err, &apiErr) && strings.Contains(apiErr.Message, "Overloaded") { // want `error apiErr is classified by its message text with strings\.Contains`
		return true
	}
	return errors.As(err, &apiErr) && apiErr.StatusCode == 529
}

// waitOperation stands for a long-running operation of a service that is
// not a model: its error is not an LLM error. Not reported.
func waitOperation(name string) error {
	return errors.New("operation " + name + " failed: RESOURCE_EXHAUSTED")
}

func exportSessions() bool {
	err := waitOperation("export")
	return err != nil && strings.Contains(err.Error(), "RESOURCE_EXHAUSTED")
}
