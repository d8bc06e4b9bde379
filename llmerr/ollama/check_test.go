// This file tests the Failure the Check functions carry, on responses of
// Ollama's real client.
package ollamaerr_test

import (
	"context"
	"testing"

	"github.com/llmerrlint/llmerrlint/llmerr"
	"github.com/llmerrlint/llmerrlint/llmerr/internal/checktest"
	ollamaerr "github.com/llmerrlint/llmerrlint/llmerr/ollama"
	"github.com/ollama/ollama/api"
)

func TestCheckChatResponse(t *testing.T) {
	for _, tc := range []struct {
		name, final string
		want        llmerr.ErrorClass
		reason      string
	}{
		{"healthy", `{"message":{"role":"assistant","content":"lo"},"done":true,"done_reason":"stop"}`, 0, ""},
		{"truncated", `{"message":{"role":"assistant","content":"lo"},"done":true,"done_reason":"length"}`, llmerr.Truncated, "length"},
		{"cut off", `{"message":{"role":"assistant","content":""},"done":true}`, llmerr.Unknown, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := chat(t, newClient(t, reply(200, tc.final+"\n")))
			if err != nil || len(got) != 1 {
				t.Fatalf("Chat: %d responses, %v", len(got), err)
			}
			checktest.Assert(t, ollamaerr.CheckChatResponse(got[0]), tc.want, tc.reason, "")
		})
	}
}

func TestCheckGenerateResponse(t *testing.T) {
	client := newClient(t, reply(200, `{"response":"Hi","done":true,"done_reason":"length"}`+"\n"))
	var last api.GenerateResponse
	err := client.Generate(context.Background(), &api.GenerateRequest{Model: "llama3.2", Prompt: "hello"},
		func(r api.GenerateResponse) error {
			last = r
			return nil
		})
	if err != nil {
		t.Fatal(err)
	}
	checktest.Assert(t, ollamaerr.CheckGenerateResponse(last), llmerr.Truncated, "length", "")
	checktest.Assert(t, ollamaerr.CheckGenerateResponse(api.GenerateResponse{Response: "Hi"}), 0, "", "")
}
