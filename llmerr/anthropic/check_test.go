// This file tests CheckMessage on messages of a real anthropic-sdk-go
// client, whole and accumulated from a stream.
package anthropicerr_test

import (
	"context"
	"testing"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/llmerrlint/llmerrlint/llmerr"
	anthropicerr "github.com/llmerrlint/llmerrlint/llmerr/anthropic"
	"github.com/llmerrlint/llmerrlint/llmerr/internal/checktest"
)

func TestCheckMessage(t *testing.T) {
	refusal := `{"id":"m","type":"message","role":"assistant","model":"claude-test","content":[],"stop_reason":"refusal",` +
		`"stop_details":{"type":"refusal","category":"cyber","explanation":"declined"},"stop_sequence":null,"usage":{"input_tokens":1,"output_tokens":0}}`
	for _, tc := range []struct {
		name, body  string
		want        llmerr.ErrorClass
		reason, raw string
	}{
		{"healthy", messageBody("end_turn"), 0, "", ""},
		{"truncated", messageBody("max_tokens"), llmerr.Truncated, "max_tokens", ""},
		{"blocked", refusal, llmerr.OutputBlocked, "refusal", "declined"},
		{"empty", `{"id":"m","type":"message","role":"assistant","model":"claude-test","content":[],"stop_reason":null,` +
			`"stop_sequence":null,"usage":{"input_tokens":1,"output_tokens":0}}`, llmerr.Unknown, "", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			client := serve(t, 200, "application/json", tc.body)
			msg, err := client.Messages.New(context.Background(), params)
			if err != nil {
				t.Fatal(err)
			}
			checktest.Assert(t, anthropicerr.CheckMessage(msg), tc.want, tc.reason, tc.raw)
		})
	}
	checktest.Assert(t, anthropicerr.CheckMessage(nil), llmerr.Unknown, "", "")
}

// A streaming caller checks once, after the loop, on the message
// Message.Accumulate built.
func TestCheckMessageAccumulated(t *testing.T) {
	const start = "event: message_start\ndata: " +
		`{"type":"message_start","message":{"id":"m","type":"message","role":"assistant","model":"claude-test","content":[],` +
		`"stop_reason":null,"usage":{"input_tokens":1,"output_tokens":0}}}` + "\n\n" +
		"event: content_block_start\ndata: " + `{"type":"content_block_start","index":0,"content_block":{"type":"text","text":""}}` + "\n\n" +
		"event: content_block_delta\ndata: " + `{"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"Refun"}}` + "\n\n" +
		"event: content_block_stop\ndata: " + `{"type":"content_block_stop","index":0}` + "\n\n"
	delta := func(stop string) string {
		return "event: message_delta\ndata: " + `{"type":"message_delta","delta":{"stop_reason":"` + stop +
			`","stop_sequence":null},"usage":{"output_tokens":2}}` + "\n\n" + "event: message_stop\ndata: {\"type\":\"message_stop\"}\n\n"
	}
	for _, tc := range []struct {
		name, body string
		want       llmerr.ErrorClass
		reason     string
	}{
		{"healthy", start + delta("end_turn"), 0, ""},
		{"truncated", start + delta("max_tokens"), llmerr.Truncated, "max_tokens"},
		{"blocked", start + delta("refusal"), llmerr.OutputBlocked, "refusal"},
		{"ended before message_delta", start, llmerr.Unknown, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			client := serve(t, 200, "text/event-stream", tc.body)
			stream := client.Messages.NewStreaming(context.Background(), params)
			var msg anthropic.Message
			for stream.Next() {
				if err := msg.Accumulate(stream.Current()); err != nil {
					t.Fatal(err)
				}
			}
			if err := stream.Err(); err != nil {
				t.Fatal(err)
			}
			checktest.Assert(t, anthropicerr.CheckMessage(&msg), tc.want, tc.reason, "")
		})
	}
}
