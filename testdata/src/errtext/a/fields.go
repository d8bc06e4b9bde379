package a

import (
	"errors"
	"fmt"
	"net/http"
	"strings"

	"github.com/tmc/langchaingo/llms"
	"google.golang.org/genai"
)

// The message field of an SDK error type is its text too.
func byMessageField(err error) string {
	var apiErr genai.APIError
	if errors.As(err, &apiErr) && strings.Contains(apiErr.Message, "quota") { // want `error apiErr is classified by its message text with strings\.Contains`
		return "rate limited"
	}
	var lcErr *llms.Error
	if errors.As(err, &lcErr) && lcErr.Message == "context length exceeded" { // want `error lcErr is classified by its message text with ==$`
		return "truncated"
	}
	return ""
}

// Codes and canonical statuses are what to match.
func byCode(err error) string {
	var apiErr genai.APIError
	if errors.As(err, &apiErr) && (apiErr.Code == http.StatusTooManyRequests || apiErr.Status == "RESOURCE_EXHAUSTED") {
		return "rate limited"
	}
	var lcErr *llms.Error
	if errors.As(err, &lcErr) && lcErr.Code == llms.ErrCodeRateLimit {
		return "rate limited"
	}
	return ""
}

// fmt's spellings of the error's text are its text too.
func formatted(_ *genai.GenerateContentResponse, err error) string {
	if strings.Contains(fmt.Sprint(err), "429") { // want `error err is classified by its message text with strings\.Contains`
		return "rate limited"
	}
	if msg := fmt.Sprintf("%v", err); strings.HasPrefix(msg, "rpc error: code = Unavailable") { // want `error err is classified by its message text with strings\.HasPrefix`
		return "grpc"
	}
	// Formatting it into a larger message is not classifying it.
	if line := fmt.Sprintf("model %s: %v", "m", err); strings.Contains(line, "flash") {
		return "flash"
	}
	return ""
}
