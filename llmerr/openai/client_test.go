package openaierr_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/llmerrlint/llmerrlint/llmerr"
	"github.com/llmerrlint/llmerrlint/llmerr/internal/checktest"
	openaierr "github.com/llmerrlint/llmerrlint/llmerr/openai"
	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"
	"github.com/openai/openai-go/v3/responses"
)

// serve answers every request with status and body, as the OpenAI API
// would, and returns a real client pointed at it with the SDK's own
// retries off.
func serve(t *testing.T, status int, contentType, body string) openai.Client {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", contentType)
		w.WriteHeader(status)
		fmt.Fprint(w, body)
	}))
	t.Cleanup(srv.Close)
	return openai.NewClient(option.WithBaseURL(srv.URL), option.WithAPIKey("test"), option.WithMaxRetries(0))
}

func apiErrorBody(typ, code string) string {
	return fmt.Sprintf(`{"error":{"message":"m","type":%q,"param":null,"code":%q}}`, typ, code)
}

var chatParams = openai.ChatCompletionNewParams{
	Model:    openai.ChatModelGPT4oMini,
	Messages: []openai.ChatCompletionMessageParamUnion{openai.UserMessage("hi")},
}

func TestClientThrown(t *testing.T) {
	for _, tc := range []struct {
		name   string
		status int
		body   string
		want   llmerr.ErrorClass
	}{
		{"429 rate limit", 429, apiErrorBody("tokens", "rate_limit_exceeded"), llmerr.RateLimited},
		{"429 insufficient quota", 429, apiErrorBody("insufficient_quota", "insufficient_quota"), llmerr.RateLimited},
		{"500", 500, apiErrorBody("server_error", ""), llmerr.Server},
		{"503 no body", 503, "", llmerr.Server},
		{"401", 401, apiErrorBody("invalid_request_error", "invalid_api_key"), llmerr.Auth},
		{"403", 403, apiErrorBody("invalid_request_error", "unsupported_country_region_territory"), llmerr.Auth},
		{"404", 404, apiErrorBody("invalid_request_error", "model_not_found"), llmerr.NotFound},
		{"400 context length", 400, apiErrorBody("invalid_request_error", "context_length_exceeded"), llmerr.BadRequest},
		{"400 azure content filter", 400, apiErrorBody("invalid_request_error", "content_filter"), llmerr.PromptBlocked},
		{"400 invalid prompt", 400, apiErrorBody("invalid_request_error", "invalid_prompt"), llmerr.PromptBlocked},
	} {
		t.Run(tc.name, func(t *testing.T) {
			client := serve(t, tc.status, "application/json", tc.body)
			_, err := client.Chat.Completions.New(context.Background(), chatParams)
			if err == nil {
				t.Fatal("no error")
			}
			wrapped := fmt.Errorf("agent: %w", err)
			if got := llmerr.Classify(wrapped); got != tc.want {
				t.Errorf("Classify = %v, want %v", got, tc.want)
			}
			f, ok := llmerr.FailureOf(wrapped)
			if !ok || f.HTTPCode != tc.status {
				t.Errorf("FailureOf = %+v, %v; want HTTPCode %d", f, ok, tc.status)
			}
		})
	}
}

func TestClientMidStreamError(t *testing.T) {
	for _, tc := range []struct {
		name, frame string
		want        llmerr.ErrorClass
	}{
		{"server error", `{"error":{"message":"m","type":"server_error","code":null}}`, llmerr.Server},
		{"rate limit", `{"error":{"message":"m","type":"tokens","code":"rate_limit_exceeded"}}`, llmerr.RateLimited},
		{"no code", `{"error":{"message":"m"}}`, llmerr.Server},
	} {
		t.Run(tc.name, func(t *testing.T) {
			body := `data: {"id":"c","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":{"content":"par"}}]}` +
				"\n\n" + "data: " + tc.frame + "\n\n"
			client := serve(t, 200, "text/event-stream", body)
			stream := client.Chat.Completions.NewStreaming(context.Background(), chatParams)
			for stream.Next() {
			}
			err := stream.Err()
			if err == nil {
				t.Fatal("no stream error")
			}
			if got := llmerr.Classify(err); got != tc.want {
				t.Errorf("Classify(%T) = %v, want %v", err, got, tc.want)
			}
		})
	}
}

func chatBody(finish, content, refusal string) string {
	return fmt.Sprintf(`{"id":"c","object":"chat.completion","created":1,"model":"m","choices":[{"index":0,"finish_reason":%q,`+
		`"message":{"role":"assistant","content":%q,"refusal":%s}}]}`, finish, content, jsonOrNull(refusal))
}

func jsonOrNull(s string) string {
	if s == "" {
		return "null"
	}
	return fmt.Sprintf("%q", s)
}

func TestClientChatInBand(t *testing.T) {
	for _, tc := range []struct {
		name, body string
		want       llmerr.ErrorClass
	}{
		{"stop", chatBody("stop", "hello", ""), 0},
		{"tool calls", `{"id":"c","object":"chat.completion","created":1,"model":"m","choices":[{"index":0,"finish_reason":"tool_calls",` +
			`"message":{"role":"assistant","content":null,"tool_calls":[{"id":"t","type":"function","function":{"name":"f","arguments":"{}"}}]}}]}`, 0},
		{"length", chatBody("length", "hel", ""), llmerr.Truncated},
		{"content filter", chatBody("content_filter", "", ""), llmerr.OutputBlocked},
		{"refusal", chatBody("stop", "", "I can't help with that."), llmerr.OutputBlocked},
		{"no choices", `{"id":"c","object":"chat.completion","created":1,"model":"m","choices":[]}`, llmerr.Unknown},
	} {
		t.Run(tc.name, func(t *testing.T) {
			client := serve(t, 200, "application/json", tc.body)
			resp, err := client.Chat.Completions.New(context.Background(), chatParams)
			if err != nil {
				t.Fatal(err)
			}
			got, failed := openaierr.ClassifyChatCompletion(resp)
			if got != tc.want || failed != (tc.want != 0) {
				t.Errorf("ClassifyChatCompletion = %v, %v; want %v", got, failed, tc.want)
			}
			checktest.AssertClass(t, openaierr.CheckChatCompletion(resp), tc.want)
		})
	}
}

func responseBody(status, incomplete, errCode, output string) string {
	inc, e := "null", "null"
	if incomplete != "" {
		inc = fmt.Sprintf(`{"reason":%q}`, incomplete)
	}
	if errCode != "" {
		e = fmt.Sprintf(`{"code":%q,"message":"m"}`, errCode)
	}
	return fmt.Sprintf(`{"id":"r","object":"response","created_at":1,"model":"m","status":%q,"incomplete_details":%s,"error":%s,"output":[%s]}`,
		status, inc, e, output)
}

const (
	textOutput    = `{"type":"message","id":"m","role":"assistant","status":"completed","content":[{"type":"output_text","text":"hi","annotations":[]}]}`
	refusalOutput = `{"type":"message","id":"m","role":"assistant","status":"completed","content":[{"type":"refusal","refusal":"no"}]}`
)

func TestClientResponsesInBand(t *testing.T) {
	for _, tc := range []struct {
		name, body string
		want       llmerr.ErrorClass
	}{
		{"completed", responseBody("completed", "", "", textOutput), 0},
		{"max output tokens", responseBody("incomplete", "max_output_tokens", "", textOutput), llmerr.Truncated},
		{"content filter", responseBody("incomplete", "content_filter", "", ""), llmerr.OutputBlocked},
		{"refusal", responseBody("completed", "", "", refusalOutput), llmerr.OutputBlocked},
		{"failed server error", responseBody("failed", "", "server_error", ""), llmerr.Server},
		{"failed rate limit", responseBody("failed", "", "rate_limit_exceeded", ""), llmerr.RateLimited},
		{"failed invalid prompt", responseBody("failed", "", "invalid_prompt", ""), llmerr.PromptBlocked},
		{"failed bad image", responseBody("failed", "", "invalid_image_url", ""), llmerr.BadRequest},
		{"failed vector store", responseBody("failed", "", "vector_store_timeout", ""), llmerr.Timeout},
		{"failed no code", responseBody("failed", "", "", ""), llmerr.Unknown},
		{"cancelled", responseBody("cancelled", "", "", ""), 0},
		{"in progress", responseBody("in_progress", "", "", ""), llmerr.Unknown},
		{"completed empty", responseBody("completed", "", "", ""), llmerr.Unknown},
	} {
		t.Run(tc.name, func(t *testing.T) {
			client := serve(t, 200, "application/json", tc.body)
			resp, err := client.Responses.New(context.Background(), responses.ResponseNewParams{
				Model: openai.ChatModelGPT4oMini,
				Input: responses.ResponseNewParamsInputUnion{OfString: openai.String("hi")},
			})
			if err != nil {
				t.Fatal(err)
			}
			got, failed := openaierr.ClassifyResponse(resp)
			if got != tc.want || failed != (tc.want != 0) {
				t.Errorf("ClassifyResponse = %v, %v; want %v", got, failed, tc.want)
			}
			checktest.AssertClass(t, openaierr.CheckResponse(resp), tc.want)
		})
	}
}
