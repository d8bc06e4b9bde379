package reasonmap

import (
	"github.com/ollama/ollama/api"
	"google.golang.org/genai"
)

// ollamaReason names the model-loading reasons and sends the rest to
// STOP, "length" included.
func ollamaReason(reason string) genai.FinishReason {
	switch reason {
	case "load", "unload":
		return genai.FinishReasonOther
	default: // want `ollamaReason sends ollama done reason "length" to FinishReasonStop`
		return genai.FinishReasonStop
	}
}

func fromOllama(r api.ChatResponse) *genai.Candidate {
	return &genai.Candidate{FinishReason: ollamaReason(r.DoneReason)}
}

// generateReason lists "length": silent.
func generateReason(r api.GenerateResponse) genai.FinishReason {
	switch r.DoneReason {
	case "length":
		return genai.FinishReasonMaxTokens
	default:
		return genai.FinishReasonStop
	}
}
