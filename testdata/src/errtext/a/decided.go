package a

import (
	"errors"
	"net/http"
	"regexp"
	"strconv"
	"strings"

	openai "github.com/sashabaranov/go-openai"
	"github.com/tmc/langchaingo/llms"
)

var tokenCounts = regexp.MustCompile(`maximum context length is (\d+) tokens; your messages resulted in (\d+)`)

// overBy reads the token counts that only the message carries.
func overBy(msg string) int {
	m := tokenCounts.FindStringSubmatch(msg)
	if len(m) != 3 {
		return 0
	}
	limit, _ := strconv.Atoi(m[1])
	used, _ := strconv.Atoi(m[2])
	return used - limit
}

// The code decided the class; the message is read for the counts.
func trimAfterCode(err error, prompt string) string {
	var apiErr *openai.APIError
	if !errors.As(err, &apiErr) {
		return prompt
	}
	if apiErr.HTTPStatusCode == http.StatusBadRequest && apiErr.Code == "context_length_exceeded" {
		if n := overBy(apiErr.Message) * 4; n > 0 && n < len(prompt) {
			return prompt[:len(prompt)-n]
		}
	}
	return prompt
}

func trimInCase(err error, prompt string) string {
	var lcErr *llms.Error
	if errors.As(err, &lcErr) {
		switch lcErr.Code {
		case llms.ErrCodeTokenLimit:
			if n := overBy(lcErr.Message); n > 0 && n < len(prompt) {
				return prompt[:len(prompt)-n]
			}
		default:
			if strings.Contains(lcErr.Message, "context") { // want `error lcErr is classified by its message text with strings\.Contains`
				return ""
			}
		}
	}
	return prompt
}

// A status is coarser than a code: under it the text still decides.
func trimAfterStatus(err error, prompt string) string {
	var apiErr *openai.APIError
	if errors.As(err, &apiErr) && apiErr.HTTPStatusCode == http.StatusBadRequest {
		if strings.Contains(apiErr.Message, "maximum context length") { // want `error apiErr is classified by its message text with strings\.Contains`
			return prompt[:len(prompt)/2]
		}
	}
	return prompt
}

// A guard that returns unless the code matches decides it for what
// follows.
func trimAfterGuard(err error, prompt string) string {
	var apiErr *openai.APIError
	if !errors.As(err, &apiErr) || apiErr.Code != "context_length_exceeded" {
		return prompt
	}
	if n := overBy(apiErr.Message); n > 0 && n < len(prompt) {
		return prompt[:len(prompt)-n]
	}
	return prompt
}

// A code compared with something else, or on another path, decides
// nothing here.
func codeElsewhere(err error, prompt string) string {
	var apiErr *openai.APIError
	if !errors.As(err, &apiErr) {
		return prompt
	}
	if apiErr.Code != "context_length_exceeded" && strings.HasPrefix(apiErr.Message, "This model's maximum") { // want `error apiErr is classified by its message text with strings\.HasPrefix`
		return prompt
	}
	if apiErr.Code == "rate_limit_exceeded" {
		return prompt
	} else if strings.Contains(apiErr.Message, "tokens per min") { // want `error apiErr is classified by its message text with strings\.Contains`
		return ""
	}
	return prompt
}

// In a loop, a guard that continues unless the code matches decides it
// for the rest of the body.
func trimEach(errs []error, prompts []string) []string {
	out := make([]string, 0, len(prompts))
	for i, err := range errs {
		var apiErr *openai.APIError
		if !errors.As(err, &apiErr) || apiErr.Code != "context_length_exceeded" {
			out = append(out, prompts[i])
			continue
		}
		if n := overBy(apiErr.Message); n > 0 && n < len(prompts[i]) {
			out = append(out, prompts[i][:len(prompts[i])-n])
		}
	}
	return out
}

// So does a guard that panics.
func mustTrim(err error, prompt string) string {
	var apiErr *openai.APIError
	if !errors.As(err, &apiErr) || apiErr.Code != "context_length_exceeded" {
		panic(err)
	}
	if n := overBy(apiErr.Message); n > 0 && n < len(prompt) {
		return prompt[:len(prompt)-n]
	}
	return prompt
}

// A guard that only logs lets every code through.
func trimAfterLog(err error, prompt string, logf func(string, ...any)) string {
	var apiErr *openai.APIError
	if !errors.As(err, &apiErr) {
		return prompt
	}
	if apiErr.Code != "context_length_exceeded" {
		logf("code %s", apiErr.Code)
	}
	if strings.Contains(apiErr.Message, "maximum context length") { // want `error apiErr is classified by its message text with strings\.Contains`
		return prompt[:len(prompt)/2]
	}
	return prompt
}
