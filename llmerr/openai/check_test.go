// This file tests the Check functions on responses of a real openai-go
// client: the Failure each error carries, and a stream's accumulator.
package openaierr_test

import (
	"context"
	"testing"

	"github.com/llmerrlint/llmerrlint/llmerr"
	"github.com/llmerrlint/llmerrlint/llmerr/internal/checktest"
	openaierr "github.com/llmerrlint/llmerrlint/llmerr/openai"
	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/responses"
)

func TestCheckChatCompletion(t *testing.T) {
	for _, tc := range []struct {
		name, body  string
		want        llmerr.ErrorClass
		reason, raw string
	}{
		{"healthy", chatBody("stop", "hello", ""), 0, "", ""},
		{"truncated", chatBody("length", "hel", ""), llmerr.Truncated, "length", ""},
		{"blocked", chatBody("content_filter", "", ""), llmerr.OutputBlocked, "content_filter", ""},
		{"refused", chatBody("stop", "", "I can't help with that."), llmerr.OutputBlocked, "stop", "I can't help with that."},
		{"empty", `{"id":"c","object":"chat.completion","created":1,"model":"m","choices":[]}`, llmerr.Unknown, "", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			client := serve(t, 200, "application/json", tc.body)
			resp, err := client.Chat.Completions.New(context.Background(), chatParams)
			if err != nil {
				t.Fatal(err)
			}
			checktest.Assert(t, openaierr.CheckChatCompletion(resp), tc.want, tc.reason, tc.raw)
		})
	}
	checktest.Assert(t, openaierr.CheckChatCompletion(nil), llmerr.Unknown, "", "")
}

func TestCheckResponse(t *testing.T) {
	for _, tc := range []struct {
		name, body  string
		want        llmerr.ErrorClass
		reason, raw string
	}{
		{"healthy", responseBody("completed", "", "", textOutput), 0, "", ""},
		{"truncated", responseBody("incomplete", "max_output_tokens", "", textOutput), llmerr.Truncated, "max_output_tokens", ""},
		{"blocked", responseBody("incomplete", "content_filter", "", ""), llmerr.OutputBlocked, "content_filter", ""},
		{"refused", responseBody("completed", "", "", refusalOutput), llmerr.OutputBlocked, "completed", ""},
		{"failed", responseBody("failed", "", "server_error", ""), llmerr.Server, "server_error", "m"},
		{"empty", responseBody("completed", "", "", ""), llmerr.Unknown, "completed", ""},
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
			checktest.Assert(t, openaierr.CheckResponse(resp), tc.want, tc.reason, tc.raw)
		})
	}
	checktest.Assert(t, openaierr.CheckResponse(nil), llmerr.Unknown, "", "")
}

// A streaming caller checks once, after the loop, on what
// ChatCompletionAccumulator gathered.
func TestCheckChatCompletionAccumulated(t *testing.T) {
	chunk := func(delta, finish string) string {
		f := "null"
		if finish != "" {
			f = `"` + finish + `"`
		}
		return `data: {"id":"c","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,` +
			`"delta":{"content":"` + delta + `"},"finish_reason":` + f + `}]}` + "\n\n"
	}
	for _, tc := range []struct {
		name, body string
		want       llmerr.ErrorClass
		reason     string
	}{
		{"healthy", chunk("Refun", "") + chunk("ded.", "stop") + "data: [DONE]\n\n", 0, ""},
		{"truncated", chunk("Refun", "") + chunk("d of", "length") + "data: [DONE]\n\n", llmerr.Truncated, "length"},
		{"blocked", chunk("", "content_filter") + "data: [DONE]\n\n", llmerr.OutputBlocked, "content_filter"},
		{"ended without a reason", chunk("Refun", "") + "data: [DONE]\n\n", llmerr.Unknown, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			client := serve(t, 200, "text/event-stream", tc.body)
			stream := client.Chat.Completions.NewStreaming(context.Background(), chatParams)
			acc := openai.ChatCompletionAccumulator{}
			for stream.Next() {
				acc.AddChunk(stream.Current())
			}
			if err := stream.Err(); err != nil {
				t.Fatal(err)
			}
			checktest.Assert(t, openaierr.CheckChatCompletion(&acc.ChatCompletion), tc.want, tc.reason, "")
		})
	}
}
