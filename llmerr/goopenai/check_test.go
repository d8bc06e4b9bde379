// This file tests the Failure the Check functions carry, on responses of a
// real go-openai client.
package goopenaierr_test

import (
	"context"
	"testing"

	"github.com/llmerrlint/llmerrlint/llmerr"
	goopenaierr "github.com/llmerrlint/llmerrlint/llmerr/goopenai"
	"github.com/llmerrlint/llmerrlint/llmerr/internal/checktest"
	openai "github.com/sashabaranov/go-openai"
)

func TestCheckChatCompletion(t *testing.T) {
	for _, tc := range []struct {
		name, body  string
		want        llmerr.ErrorClass
		reason, raw string
	}{
		{"healthy", chatBody(`"stop"`, `"Hello!"`, ""), 0, "", ""},
		{"truncated", chatBody(`"length"`, `"Hel"`, ""), llmerr.Truncated, "length", ""},
		{"blocked", chatBody(`"content_filter"`, `null`, ""), llmerr.OutputBlocked, "content_filter", ""},
		{"refused", chatBody(`"stop"`, `null`, "I can't assist with that."), llmerr.OutputBlocked, "stop", "I can't assist with that."},
		{"empty", `{"id":"c1","object":"chat.completion","created":1,"model":"m","choices":[]}`, llmerr.Unknown, "", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			client := newClient(t, reply(200, "application/json", tc.body))
			resp, err := client.CreateChatCompletion(context.Background(), chatRequest)
			if err != nil {
				t.Fatal(err)
			}
			checktest.Assert(t, goopenaierr.CheckChatCompletion(&resp), tc.want, tc.reason, tc.raw)
		})
	}
	checktest.Assert(t, goopenaierr.CheckChatCompletion(nil), llmerr.Unknown, "", "")
}

func TestCheckResponse(t *testing.T) {
	const msg = `{"type":"message","id":"msg_1","role":"assistant","status":"completed","content":[{"type":"output_text","text":"Hello"}]}`
	for _, tc := range []struct {
		name, body  string
		want        llmerr.ErrorClass
		reason, raw string
	}{
		{"healthy", `{"id":"r","object":"response","status":"completed","output":[` + msg + `]}`, 0, "", ""},
		{"truncated", `{"id":"r","object":"response","status":"incomplete","incomplete_details":{"reason":"max_output_tokens"},"output":[` + msg + `]}`,
			llmerr.Truncated, "max_output_tokens", ""},
		{"blocked", `{"id":"r","object":"response","status":"incomplete","incomplete_details":{"reason":"content_filter"},"output":[]}`,
			llmerr.OutputBlocked, "content_filter", ""},
		{"failed", `{"id":"r","object":"response","status":"failed","error":{"code":"server_error","message":"The server had an error"},"output":[]}`,
			llmerr.Server, "server_error", "The server had an error"},
		{"empty", `{"id":"r","object":"response","status":"completed","output":[]}`, llmerr.Unknown, "completed", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			client := newClient(t, reply(200, "application/json", tc.body))
			resp, err := client.CreateResponse(context.Background(), openai.CreateResponseRequest{Model: "gpt-4o-mini", Input: "hello"})
			if err != nil {
				t.Fatal(err)
			}
			checktest.Assert(t, goopenaierr.CheckResponse(&resp), tc.want, tc.reason, tc.raw)
		})
	}
	checktest.Assert(t, goopenaierr.CheckResponse(nil), llmerr.Unknown, "", "")
}
