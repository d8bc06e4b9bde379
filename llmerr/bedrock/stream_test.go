package bedrockerr_test

import (
	"bytes"
	"context"
	"fmt"
	"testing"

	"github.com/aws/aws-sdk-go-v2/service/bedrockruntime"
	"github.com/aws/aws-sdk-go-v2/service/bedrockruntime/types"
	"github.com/aws/smithy-go/eventstream"
	"github.com/llmerrlint/llmerrlint/llmerr"
	bedrockerr "github.com/llmerrlint/llmerrlint/llmerr/bedrock"
)

// frame is one message of an AWS event stream: an event (kind "event",
// name its :event-type) or an exception (kind "exception", name its
// :exception-type), with a JSON payload.
type frame struct{ kind, name, payload string }

// eventStream encodes frames as Bedrock sends a ConverseStream response.
func eventStream(t *testing.T, frames ...frame) string {
	t.Helper()
	var buf bytes.Buffer
	enc := eventstream.NewEncoder()
	for _, f := range frames {
		var h eventstream.Headers
		h.Set(eventstream.MessageTypeHeader, eventstream.StringValue(f.kind))
		if f.kind == eventstream.ExceptionMessageType {
			h.Set(eventstream.ExceptionTypeHeader, eventstream.StringValue(f.name))
		} else {
			h.Set(eventstream.EventTypeHeader, eventstream.StringValue(f.name))
		}
		h.Set(eventstream.ContentTypeHeader, eventstream.StringValue("application/json"))
		if err := enc.Encode(&buf, eventstream.Message{Headers: h, Payload: []byte(f.payload)}); err != nil {
			t.Fatal(err)
		}
	}
	return buf.String()
}

var streamStart = []frame{
	{"event", "messageStart", `{"role":"assistant"}`},
	{"event", "contentBlockDelta", `{"contentBlockIndex":0,"delta":{"text":"hel"}}`},
}

// converseStream runs a real ConverseStream against body and returns the
// stop reason of its messageStop event and the stream's error.
func converseStream(t *testing.T, body string) (types.StopReason, error) {
	t.Helper()
	client := serve(t, 200, map[string]string{"Content-Type": "application/vnd.amazon.eventstream"}, body)
	in := input()
	out, err := client.ConverseStream(context.Background(), &bedrockruntime.ConverseStreamInput{
		ModelId: in.ModelId, Messages: in.Messages,
	})
	if err != nil {
		t.Fatal(err)
	}
	stream := out.GetStream()
	defer stream.Close()
	var stop types.StopReason
	for ev := range stream.Events() {
		if m, ok := ev.(*types.ConverseStreamOutputMemberMessageStop); ok {
			stop = m.Value.StopReason
		}
	}
	return stop, stream.Err()
}

func TestStreamMidStreamException(t *testing.T) {
	for _, tc := range []struct {
		member string
		want   llmerr.ErrorClass
		as     func(error) bool
	}{
		{"modelStreamErrorException", llmerr.Server, isA[*types.ModelStreamErrorException]},
		{"throttlingException", llmerr.RateLimited, isA[*types.ThrottlingException]},
		{"serviceUnavailableException", llmerr.Server, isA[*types.ServiceUnavailableException]},
		{"internalServerException", llmerr.Server, isA[*types.InternalServerException]},
		{"validationException", llmerr.BadRequest, isA[*types.ValidationException]},
	} {
		t.Run(tc.member, func(t *testing.T) {
			frames := append(append([]frame{}, streamStart...), frame{"exception", tc.member, `{"message":"m"}`})
			_, err := converseStream(t, eventStream(t, frames...))
			if err == nil {
				t.Fatal("no stream error")
			}
			if !tc.as(err) {
				t.Fatalf("errors.As finds no %s in %T: %v", tc.member, err, err)
			}
			if got := llmerr.Classify(fmt.Errorf("agent: %w", err)); got != tc.want {
				t.Errorf("Classify(%T) = %v, want %v", err, got, tc.want)
			}
		})
	}
}

func TestStreamStopReason(t *testing.T) {
	for _, tc := range stopReasons {
		t.Run(tc.stop, func(t *testing.T) {
			frames := append(append([]frame{}, streamStart...),
				frame{"event", "contentBlockStop", `{"contentBlockIndex":0}`},
				frame{"event", "messageStop", fmt.Sprintf(`{"stopReason":%q}`, tc.stop)})
			stop, err := converseStream(t, eventStream(t, frames...))
			if err != nil {
				t.Fatal(err)
			}
			if got, failed := bedrockerr.ClassifyStopReason(stop); got != tc.want || failed != (tc.want != 0) {
				t.Errorf("ClassifyStopReason(%q) = %v, %v; want %v", stop, got, failed, tc.want)
			}
		})
	}
}
