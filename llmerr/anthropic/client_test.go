package anthropicerr_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/anthropics/anthropic-sdk-go/v2/option"
	"github.com/llmerrlint/llmerrlint/llmerr"
	anthropicerr "github.com/llmerrlint/llmerrlint/llmerr/anthropic"
	"github.com/llmerrlint/llmerrlint/llmerr/internal/checktest"
)

// serve answers every request with status and body, as the Anthropic API
// would, and returns a real client pointed at it with the SDK's own
// retries off.
func serve(t *testing.T, status int, contentType, body string) anthropic.Client {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", contentType)
		w.WriteHeader(status)
		fmt.Fprint(w, body)
	}))
	t.Cleanup(srv.Close)
	return anthropic.NewClient(option.WithBaseURL(srv.URL), option.WithAPIKey("test"), option.WithMaxRetries(0))
}

var params = anthropic.MessageNewParams{
	Model:     anthropic.Model("claude-test"),
	MaxTokens: 256,
	Messages:  []anthropic.MessageParam{anthropic.NewUserMessage(anthropic.NewTextBlock("hi"))},
}

func errorBody(typ string) string {
	return fmt.Sprintf(`{"type":"error","error":{"type":%q,"message":"m"},"request_id":"req_1"}`, typ)
}

func TestClientThrown(t *testing.T) {
	for _, tc := range []struct {
		name   string
		status int
		typ    string
		want   llmerr.ErrorClass
	}{
		{"429", 429, "rate_limit_error", llmerr.RateLimited},
		{"529 overloaded", 529, "overloaded_error", llmerr.Server},
		{"500", 500, "api_error", llmerr.Server},
		{"504 timeout", 504, "timeout_error", llmerr.Server},
		{"401", 401, "authentication_error", llmerr.Auth},
		{"403", 403, "permission_error", llmerr.Auth},
		{"404", 404, "not_found_error", llmerr.NotFound},
		{"400", 400, "invalid_request_error", llmerr.BadRequest},
		{"413", 413, "request_too_large", llmerr.BadRequest},
		{"402 billing", 402, "billing_error", llmerr.RateLimited},
	} {
		t.Run(tc.name, func(t *testing.T) {
			client := serve(t, tc.status, "application/json", errorBody(tc.typ))
			_, err := client.Messages.New(context.Background(), params)
			if err == nil {
				t.Fatal("no error")
			}
			wrapped := fmt.Errorf("agent: %w", err)
			if got := llmerr.Classify(wrapped); got != tc.want {
				t.Errorf("Classify = %v, want %v", got, tc.want)
			}
			f, ok := llmerr.FailureOf(wrapped)
			if !ok || f.HTTPCode != tc.status || f.Status != tc.typ {
				t.Errorf("FailureOf = %+v, %v; want HTTPCode %d, Status %s", f, ok, tc.status, tc.typ)
			}
		})
	}
}

func TestClientMidStreamError(t *testing.T) {
	for _, tc := range []struct {
		typ  string
		want llmerr.ErrorClass
	}{
		{"overloaded_error", llmerr.Server},
		{"rate_limit_error", llmerr.RateLimited},
		{"invalid_request_error", llmerr.BadRequest},
		{"new_error_type", llmerr.Unknown},
	} {
		t.Run(tc.typ, func(t *testing.T) {
			body := "event: message_start\ndata: " +
				`{"type":"message_start","message":{"id":"m","type":"message","role":"assistant","model":"claude-test","content":[],"stop_reason":null,"usage":{"input_tokens":1,"output_tokens":0}}}` +
				"\n\nevent: error\ndata: " + errorBody(tc.typ) + "\n\n"
			client := serve(t, 200, "text/event-stream", body)
			stream := client.Messages.NewStreaming(context.Background(), params)
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

func messageBody(stop string) string {
	return fmt.Sprintf(`{"id":"m","type":"message","role":"assistant","model":"claude-test",`+
		`"content":[{"type":"text","text":"hello"}],"stop_reason":%q,"stop_sequence":null,"usage":{"input_tokens":1,"output_tokens":1}}`, stop)
}

func TestClientInBand(t *testing.T) {
	for _, tc := range []struct {
		stop string
		want llmerr.ErrorClass
	}{
		{"end_turn", 0},
		{"stop_sequence", 0},
		{"tool_use", 0},
		{"max_tokens", llmerr.Truncated},
		{"model_context_window_exceeded", llmerr.Truncated},
		{"pause_turn", llmerr.Truncated},
		{"refusal", llmerr.OutputBlocked},
		{"something_new", llmerr.Unknown},
	} {
		t.Run(tc.stop, func(t *testing.T) {
			client := serve(t, 200, "application/json", messageBody(tc.stop))
			msg, err := client.Messages.New(context.Background(), params)
			if err != nil {
				t.Fatal(err)
			}
			got, failed := anthropicerr.ClassifyMessage(msg)
			if got != tc.want || failed != (tc.want != 0) {
				t.Errorf("ClassifyMessage = %v, %v; want %v", got, failed, tc.want)
			}
			checktest.AssertClass(t, anthropicerr.CheckMessage(msg), tc.want)
		})
	}
}
