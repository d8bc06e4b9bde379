package a

import (
	"errors"
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
	if errors.As(err, &lcErr) && lcErr.Message == "context length exceeded" { // want `error lcErr is classified by its message text with a comparison of its text with ==`
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
