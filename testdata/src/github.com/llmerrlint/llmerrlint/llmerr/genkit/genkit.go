// Stub of github.com/llmerrlint/llmerrlint/llmerr/genkit for analysistest:
// the real signatures (llmerr/genkit/*.go), stub bodies.

package genkiterr

import (
	"github.com/firebase/genkit/go/ai"
	"github.com/llmerrlint/llmerrlint/llmerr"
)

func ClassifyResponse(r *ai.ModelResponse) (class llmerr.ErrorClass, failed bool) { panic("stub") }

func ClassifyFinishReason(r ai.FinishReason) (class llmerr.ErrorClass, failed bool) { panic("stub") }

func CheckResponse(r *ai.ModelResponse) error { panic("stub") }
