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
		{"content_filter wins over the status", 500, `{"error":{"message":"m","code":"content_filter"}}`, llmerr.PromptBlocked},
		{"400 invalid_prompt", 400, `{"error":{"message":"m","type":"invalid_request_error","code":"invalid_prompt"}}`, llmerr.PromptBlocked},
		{"429 quota over a 400 type", 429, `{"error":{"message":"m","type":"invalid_request_error","code":"insufficient_quota"}}`, llmerr.RateLimited},
		// Error frames in a stream that began with 200: no status.
		{"stream server_error", 0, `{"error":{"message":"m","type":"server_error","code":null}}`, llmerr.Server},
		{"stream rate limit", 0, `{"error":{"message":"m","type":"requests","code":"rate_limit_exceeded"}}`, llmerr.RateLimited},
		{"stream context length", 0, `{"error":{"message":"m","type":"invalid_request_error","code":"context_length_exceeded"}}`, llmerr.BadRequest},
		{"stream invalid request", 0, `{"error":{"message":"m","type":"invalid_request_error"}}`, llmerr.BadRequest},
		{"stream numeric code", 0, `{"error":{"message":"m","code":503}}`, llmerr.Server},
		{"stream numeric non-HTTP code", 0, `{"error":{"message":"m","code":7}}`, llmerr.Server},
		{"stream tokens type", 0, `{"error":{"message":"m","type":"tokens"}}`, llmerr.RateLimited},
		{"stream unrecognised", 0, `{"error":{"message":"m","type":"whatever"}}`, llmerr.Server},
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

func TestErrorStatus(t *testing.T) {
	c := goopenaierr.Classifier{}
	e := apiError(t, 429, `{"error":{"message":"m","type":"requests","code":"rate_limit_exceeded"}}`)
	if code, status := c.ErrorStatus(e); code != 429 || status != "rate_limit_exceeded" {
		t.Errorf("ErrorStatus(APIError) = %d, %q", code, status)
	}
	e = apiError(t, 0, `{"error":{"message":"m","type":"server_error","code":null}}`)
	if code, status := c.ErrorStatus(e); code != 0 || status != "server_error" {
		t.Errorf("ErrorStatus(stream APIError) = %d, %q", code, status)
	}
	if code, status := c.ErrorStatus(&openai.RequestError{HTTPStatusCode: 502}); code != 502 || status != "" {
		t.Errorf("ErrorStatus(RequestError) = %d, %q", code, status)
	}
	f, ok := llmerr.FailureOf(fmt.Errorf("x: %w", apiError(t, 401, `{"error":{"message":"m","code":"invalid_api_key"}}`)))
	if !ok || f.Class != llmerr.Auth || f.HTTPCode != 401 || f.Status != "invalid_api_key" {
		t.Errorf("FailureOf = %+v, %v", f, ok)
	}
}
