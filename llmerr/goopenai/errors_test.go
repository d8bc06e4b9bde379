package goopenaierr_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"testing"

	"github.com/llmerrlint/llmerrlint/llmerr"
	goopenaierr "github.com/llmerrlint/llmerrlint/llmerr/goopenai"
	openai "github.com/sashabaranov/go-openai"
)

// apiError decodes an error body the way the client does, so Code holds
// what encoding/json and APIError.UnmarshalJSON make of it.
func apiError(t *testing.T, status int, body string) *openai.APIError {
	t.Helper()
	var res openai.ErrorResponse
	if err := json.Unmarshal([]byte(body), &res); err != nil || res.Error == nil {
		t.Fatalf("decoding %s: %v", body, err)
	}
	res.Error.HTTPStatusCode = status
	return res.Error
}

func TestClassifyErrorAPIError(t *testing.T) {
	tests := []struct {
		name   string
		status int
		body   string
		want   llmerr.ErrorClass
	}{
		{"429 rate limit", 429, `{"error":{"message":"m","type":"requests","code":"rate_limit_exceeded"}}`, llmerr.RateLimited},
		{"429 quota", 429, `{"error":{"message":"m","type":"insufficient_quota","code":"insufficient_quota"}}`, llmerr.RateLimited},
		{"500", 500, `{"error":{"message":"m","type":"server_error","code":null}}`, llmerr.Server},
		{"503", 503, `{"error":{"message":"m","type":"server_error"}}`, llmerr.Server},
		{"401", 401, `{"error":{"message":"m","type":"invalid_request_error","code":"invalid_api_key"}}`, llmerr.Auth},
		{"403", 403, `{"error":{"message":"m","type":"invalid_request_error","code":"unsupported_country_region_territory"}}`, llmerr.Auth},
		{"404", 404, `{"error":{"message":"m","type":"invalid_request_error","code":"model_not_found"}}`, llmerr.NotFound},
		{"400 context length", 400, `{"error":{"message":"m","type":"invalid_request_error","code":"context_length_exceeded"}}`, llmerr.BadRequest},
		{"400 azure content filter", 400, `{"error":{"message":"m","type":null,"code":"content_filter","innererror":{"code":"ResponsibleAIPolicyViolation"}}}`, llmerr.PromptBlocked},
		{"azure numeric code with status", 429, `{"error":{"code":429,"message":"m"}}`, llmerr.RateLimited},
		{"408", 408, `{"error":{"message":"m"}}`, llmerr.Timeout},
		{"content_filter on a 500 keeps the status", 500, `{"error":{"message":"m","code":"content_filter"}}`, llmerr.Server},
		// Error frames in a stream that began with 200: no status.
		{"stream server_error", 0, `{"error":{"message":"m","type":"server_error","code":null}}`, llmerr.Server},
		{"stream rate limit", 0, `{"error":{"message":"m","type":"requests","code":"rate_limit_exceeded"}}`, llmerr.RateLimited},
		{"stream context length", 0, `{"error":{"message":"m","type":"invalid_request_error","code":"context_length_exceeded"}}`, llmerr.BadRequest},
		{"stream invalid request", 0, `{"error":{"message":"m","type":"invalid_request_error"}}`, llmerr.BadRequest},
		{"stream numeric code", 0, `{"error":{"message":"m","code":503}}`, llmerr.Server},
		{"stream numeric non-HTTP code", 0, `{"error":{"message":"m","code":7}}`, llmerr.Unknown},
		{"stream unknown", 0, `{"error":{"message":"m","type":"whatever"}}`, llmerr.Unknown},
		{"success status", 200, `{"error":{"message":"m"}}`, llmerr.Unknown},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := apiError(t, tt.status, tt.body)
			got, ok := goopenaierr.Classifier{}.ClassifyError(e)
			if !ok || got != tt.want {
				t.Errorf("ClassifyError = %v, %v; want %v", got, ok, tt.want)
			}
			if got := llmerr.Classify(fmt.Errorf("chat: %w", e)); got != tt.want {
				t.Errorf("llmerr.Classify(wrapped) = %v, want %v", got, tt.want)
			}
		})
	}
}

func TestClassifyErrorRequestError(t *testing.T) {
	for _, tt := range []struct {
		status int
		want   llmerr.ErrorClass
	}{
		{429, llmerr.RateLimited}, {502, llmerr.Server}, {401, llmerr.Auth}, {404, llmerr.NotFound},
		{413, llmerr.BadRequest}, {302, llmerr.Unknown}, {0, llmerr.Unknown},
	} {
		e := &openai.RequestError{HTTPStatusCode: tt.status, Err: &json.SyntaxError{}, Body: []byte("<html>")}
		if got, ok := (goopenaierr.Classifier{}).ClassifyError(e); !ok || got != tt.want {
			t.Errorf("ClassifyError(RequestError %d) = %v, %v; want %v", tt.status, got, ok, tt.want)
		}
		if got := llmerr.Classify(e); got != tt.want {
			t.Errorf("llmerr.Classify(RequestError %d) = %v, want %v", tt.status, got, tt.want)
		}
	}
}

func TestClassifyErrorOtherErrors(t *testing.T) {
	for _, err := range []error{
		nil, errors.New("error, status code: 429"), (*openai.APIError)(nil), (*openai.RequestError)(nil),
		openai.ErrTooManyEmptyStreamMessages, openai.ErrChatCompletionInvalidModel,
	} {
		if got, ok := (goopenaierr.Classifier{}).ClassifyError(err); ok || got != 0 {
			t.Errorf("ClassifyError(%#v) = %v, %v; want 0, false", err, got, ok)
		}
	}
}
