package langchaingoerr_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/llmerrlint/llmerrlint/llmerr"
	langchaingoerr "github.com/llmerrlint/llmerrlint/llmerr/langchaingo"
	"github.com/tmc/langchaingo/llms"
)

// FuzzClassify: any *llms.Error, wrapped or not, and any choice: nothing
// panics, every class is valid, and nothing allocates.
func FuzzClassify(f *testing.F) {
	for _, tt := range errorCodes {
		f.Add(string(tt.code), "", "", uint8(0))
	}
	for _, tt := range stopReasons {
		f.Add("", tt.reason, "text", uint8(1))
		f.Add("", tt.reason, "", uint8(2))
	}
	f.Add("\xff", "\x00", "", uint8(0xff))
	f.Fuzz(func(t *testing.T, code, reason, content string, flags uint8) {
		var err error = llms.NewError(llms.ErrorCode(code), "p", content)
		switch flags % 4 {
		case 1:
			err = fmt.Errorf("w: %w", errors.Join(err, errors.New(content)))
		case 2:
			err = (*llms.Error)(nil)
		case 3:
			err = llms.NewError(llms.ErrorCode(code), "p", "m").WithCause(llms.NewError(llms.ErrorCode(reason), "p", "m"))
		}
		choice := &llms.ContentChoice{Content: content, StopReason: reason}
		if flags&4 != 0 {
			choice.ToolCalls = []llms.ToolCall{{ID: "t"}}
		}
		var resp *llms.ContentResponse
		if flags&8 != 0 {
			resp = &llms.ContentResponse{}
			if flags&16 != 0 {
				resp.Choices = []*llms.ContentChoice{choice}
			} else if flags&32 != 0 {
				resp.Choices = []*llms.ContentChoice{nil}
			}
		}
		var classes [5]llmerr.ErrorClass
		var oks [5]bool
		// A nil *llms.Error panics in its own Is method, which Classify
		// recovers from; the panic allocates, so that case is classified
		// outside the allocation count.
		typedNil := flags%4 == 2
		if typedNil {
			classes[1] = llmerr.Classify(err)
		}
		n := testing.AllocsPerRun(10, func() {
			classes[0], oks[0] = langchaingoerr.Classifier{}.ClassifyError(err)
			if !typedNil {
				classes[1] = llmerr.Classify(err)
			}
			classes[2], oks[2] = langchaingoerr.ClassifyStopReason(reason)
			classes[3], oks[3] = langchaingoerr.ClassifyChoice(choice)
			classes[4], oks[4] = langchaingoerr.ClassifyContentResponse(resp)
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
	})
}
