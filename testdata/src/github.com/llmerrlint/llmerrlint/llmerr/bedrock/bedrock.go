// Stub of github.com/llmerrlint/llmerrlint/llmerr/bedrock for
// analysistest: the real signatures (llmerr/bedrock/*.go), stub bodies.

package bedrockerr

import (
	"github.com/aws/aws-sdk-go-v2/service/bedrockruntime"
	"github.com/aws/aws-sdk-go-v2/service/bedrockruntime/types"
	"github.com/llmerrlint/llmerrlint/llmerr"
)

func ClassifyConverse(out *bedrockruntime.ConverseOutput) (class llmerr.ErrorClass, failed bool) {
	panic("stub")
}

func ClassifyStopReason(r types.StopReason) (class llmerr.ErrorClass, failed bool) { panic("stub") }

func CheckConverse(out *bedrockruntime.ConverseOutput) error { panic("stub") }
