// This file holds the Check function of anthropic-sdk-go's messages: an
// in-band failure turned into an error.
package anthropicerr

import (
	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/llmerrlint/llmerrlint/llmerr"
)

// CheckMessage returns nil for a healthy Messages API response and, for an
// in-band failure, an error that carries it (see [llmerr.InBand]): it
// judges like [ClassifyMessage], and the [llmerr.Failure] keeps the stop
// reason and, for a refusal, StopDetails.Explanation.
//
// For a stream, check the message accumulated once the stream ends:
//
//	var msg anthropic.Message
//	for stream.Next() {
//		if err := msg.Accumulate(stream.Current()); err != nil {
//			return err
//		}
//	}
//	if err := stream.Err(); err != nil {
//		return err
//	}
//	if err := anthropicerr.CheckMessage(&msg); err != nil {
//		return err
//	}
//
// A stream that ended before its message_delta has no stop reason, and is
// [llmerr.Unknown].
func CheckMessage(m *anthropic.Message) error {
	class, failed := ClassifyMessage(m)
	f := llmerr.Failure{Class: class}
	if m != nil {
		f.Reason, f.Raw = string(m.StopReason), m.StopDetails.Explanation
	}
	return llmerr.InBand(f, failed)
}
