package goopenaierr_test

import (
	"context"
	"testing"

	"github.com/llmerrlint/llmerrlint/llmerr"
	goopenaierr "github.com/llmerrlint/llmerrlint/llmerr/goopenai"
	"github.com/llmerrlint/llmerrlint/llmerr/internal/checktest"
	openai "github.com/sashabaranov/go-openai"
)

// Responses as the Responses API sends them, decoded by the real client.
func TestClientResponses(t *testing.T) {
	const msg = `{"type":"message","id":"msg_1","role":"assistant","status":"completed","content":[{"type":"output_text","text":"Hello"}]}`
	tests := []struct {
		name   string
		body   string
		want   llmerr.ErrorClass
		failed bool
	}{
		{"completed", `{"id":"resp_1","object":"response","status":"completed","output":[` + msg + `]}`, 0, false},
		{"max output tokens", `{"id":"resp_1","object":"response","status":"incomplete","incomplete_details":{"reason":"max_output_tokens"},"output":[` + msg + `]}`, llmerr.Truncated, true},
		{"content filter", `{"id":"resp_1","object":"response","status":"incomplete","incomplete_details":{"reason":"content_filter"},"output":[` + msg + `]}`, llmerr.OutputBlocked, true},
		{"incomplete, no reason", `{"id":"resp_1","object":"response","status":"incomplete","output":[` + msg + `]}`, llmerr.Unknown, true},
		{"refusal", `{"id":"resp_1","object":"response","status":"completed","output":[{"type":"message","id":"msg_1","role":"assistant","status":"completed","content":[{"type":"refusal","refusal":"I can't help with that."}]}]}`, llmerr.OutputBlocked, true},
		{"failed, server error", `{"id":"resp_1","object":"response","status":"failed","error":{"code":"server_error","message":"The server had an error"},"output":[]}`, llmerr.Server, true},
		{"failed, rate limit", `{"id":"resp_1","object":"response","status":"failed","error":{"code":"rate_limit_exceeded","message":"Slow down"},"output":[]}`, llmerr.RateLimited, true},
		{"failed, unlisted code", `{"id":"resp_1","object":"response","status":"failed","error":{"code":"vector_store_timeout","message":"x"},"output":[]}`, llmerr.Unknown, true},
		{"cancelled", `{"id":"resp_1","object":"response","status":"cancelled","output":[]}`, 0, false},
		{"queued", `{"id":"resp_1","object":"response","status":"queued","output":[]}`, llmerr.Unknown, true},
		{"empty output", `{"id":"resp_1","object":"response","status":"completed","output":[]}`, llmerr.Unknown, true},
		{"steered", `{"id":"resp_1","object":"response","status":"incomplete","incomplete_details":{"reason":"steered"},"output":[` + msg + `]}`, 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			client := newClient(t, reply(200, "application/json", tt.body))
			resp, err := client.CreateResponse(context.Background(), openai.CreateResponseRequest{Model: "gpt-4o-mini", Input: "hello"})
			if err != nil {
				t.Fatal(err)
			}
			class, failed := goopenaierr.ClassifyResponse(&resp)
			if class != tt.want || failed != tt.failed {
				t.Errorf("ClassifyResponse = %v, %v; want %v, %v", class, failed, tt.want, tt.failed)
			}
			checktest.AssertClass(t, goopenaierr.CheckResponse(&resp), tt.want)
		})
	}
}

func TestClassifyResponseNil(t *testing.T) {
	if class, failed := goopenaierr.ClassifyResponse(nil); class != llmerr.Unknown || !failed {
		t.Errorf("ClassifyResponse(nil) = %v, %v", class, failed)
	}
}
