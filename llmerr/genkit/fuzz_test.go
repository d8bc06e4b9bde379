package genkiterr_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/firebase/genkit/go/ai"
	"github.com/firebase/genkit/go/core"
	"github.com/llmerrlint/llmerrlint/llmerr"
	genkiterr "github.com/llmerrlint/llmerrlint/llmerr/genkit"
)

// FuzzClassify: any Genkit error and any response: nothing panics, every
// class is valid, and nothing allocates.
func FuzzClassify(f *testing.F) {
	for _, tt := range statuses {
		f.Add(string(tt.status), 0, "", uint8(0))
	}
	for _, tt := range finishReasons {
		f.Add("", 0, string(tt.reason), uint8(1))
		f.Add("", 0, string(tt.reason), uint8(0x12))
	}
	f.Add("", 429, "", uint8(3))
	f.Add("\xff", -1, "\x00", uint8(0xff))
	f.Fuzz(func(t *testing.T, status string, httpCode int, reason string, flags uint8) {
		var err error = &core.GenkitError{Status: core.StatusName(status), HTTPCode: httpCode, Message: reason}
		switch flags % 4 {
		case 1:
			err = fmt.Errorf("w: %w", errors.Join(err, errors.New(reason)))
		case 2:
			err = (*core.GenkitError)(nil)
		case 3:
			err = &core.UserFacingError{Status: core.StatusName(status)}
		}
		var resp *ai.ModelResponse
		if flags&4 == 0 {
			resp = &ai.ModelResponse{FinishReason: ai.FinishReason(reason)}
			if flags&8 != 0 {
				resp.Message = ai.NewModelTextMessage(reason)
			} else if flags&16 != 0 {
				resp.Message = &ai.Message{}
			}
		}
		var classes [4]llmerr.ErrorClass
		var oks [4]bool
		n := testing.AllocsPerRun(10, func() {
			classes[0], oks[0] = genkiterr.Classifier{}.ClassifyError(err)
			classes[1] = llmerr.Classify(err)
			classes[2], oks[2] = genkiterr.ClassifyFinishReason(ai.FinishReason(reason))
			classes[3], oks[3] = genkiterr.ClassifyResponse(resp)
		})
		if n != 0 {
			t.Fatalf("classifying allocated %v times", n)
		}
		for i, c := range classes {
			if c != 0 && !c.IsFailure() {
				t.Fatalf("classifier %d returned the invalid class %d", i, c)
			}
			if i >= 2 && oks[i] != (c != 0) {
				t.Fatalf("classifier %d = %v, %v", i, c, oks[i])
			}
		}
		if resp != nil && resp.FinishReason != "" && classes[3] != classes[2] {
			t.Fatalf("reason %q: ClassifyFinishReason %v, ClassifyResponse %v", reason, classes[2], classes[3])
		}
	})
}
