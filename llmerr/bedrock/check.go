// This file holds the Check function of Bedrock's Converse output: an
// in-band failure turned into an error.
package bedrockerr

import (
	"github.com/aws/aws-sdk-go-v2/service/bedrockruntime"
	"github.com/llmerrlint/llmerrlint/llmerr"
)

// CheckConverse returns nil for a healthy Converse output and, for an
// in-band failure, an error that carries it (see [llmerr.InBand]): it
// judges like [ClassifyConverse], and the [llmerr.Failure] keeps the stop
// reason. A ConverseStream has no output to check: classify its
// message_stop event's StopReason with [ClassifyStopReason].
func CheckConverse(out *bedrockruntime.ConverseOutput) error {
	class, failed := ClassifyConverse(out)
	f := llmerr.Failure{Class: class}
	if out != nil {
		f.Reason = string(out.StopReason)
	}
	return llmerr.InBand(f, failed)
}
