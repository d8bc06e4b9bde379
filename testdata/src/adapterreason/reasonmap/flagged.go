// Package reasonmap holds maps from a provider's reason onto genai's
// FinishReason, as ADK model adapters write them.
package reasonmap

import (
	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/aws/aws-sdk-go-v2/service/bedrockruntime"
	"github.com/aws/aws-sdk-go-v2/service/bedrockruntime/types"
	goopenai "github.com/sashabaranov/go-openai"
	"google.golang.org/genai"

	"github.com/openai/openai-go/v3"
)

// claudeReason lists max_tokens and sends a refusal to STOP.
func claudeReason(reason anthropic.StopReason) genai.FinishReason {
	switch reason {
	case anthropic.StopReasonMaxTokens:
		return genai.FinishReasonMaxTokens
	case anthropic.StopReasonEndTurn, anthropic.StopReasonToolUse:
		return genai.FinishReasonStop
	default: // want `claudeReason sends anthropic stop reason "refusal" \(and 2 more\) to FinishReasonStop`
		return genai.FinishReasonStop
	}
}

// bedrockReason lists the guardrail stops but not the malformed outputs.
func bedrockReason(reason types.StopReason) genai.FinishReason {
	switch reason {
	case types.StopReasonMaxTokens:
		return genai.FinishReasonMaxTokens
	case types.StopReasonGuardrailIntervened, types.StopReasonContentFiltered:
		return genai.FinishReasonSafety
	default: // want `bedrockReason sends bedrock stop reason "model_context_window_exceeded" \(and 2 more\) to FinishReasonStop`
		return genai.FinishReasonStop
	}
}

func converse(out *bedrockruntime.ConverseOutput) genai.FinishReason {
	return bedrockReason(out.StopReason)
}

// openAIReason takes a plain string: the call below passes it
// openai-go's finish reason.
func openAIReason(reason string) genai.FinishReason {
	switch reason {
	case "length":
		return genai.FinishReasonMaxTokens
	default: // want `openAIReason sends openai finish reason "content_filter" to FinishReasonStop`
		return genai.FinishReasonStop
	}
}

func fromCompletion(c *openai.ChatCompletion) *genai.Candidate {
	return &genai.Candidate{FinishReason: openAIReason(c.Choices[0].FinishReason)}
}

// fillReason assigns in place, switching on go-openai's typed reason.
func fillReason(cand *genai.Candidate, choice goopenai.ChatCompletionChoice) {
	switch choice.FinishReason {
	case goopenai.FinishReasonLength:
		cand.FinishReason = genai.FinishReasonMaxTokens
	default: // want `fillReason sends openai finish reason "content_filter" to FinishReasonStop`
		cand.FinishReason = genai.FinishReasonStop
	}
}

// afterSwitch has no default: what no case returns reaches the return
// after the switch.
func afterSwitch(msg *anthropic.Message) genai.FinishReason {
	switch msg.StopReason {
	case anthropic.StopReasonMaxTokens, anthropic.StopReasonModelContextWindowExceeded:
		return genai.FinishReasonMaxTokens
	case anthropic.StopReasonRefusal:
		return genai.FinishReasonSafety
	}
	return genai.FinishReasonStop // want `afterSwitch sends anthropic stop reason "pause_turn" to FinishReasonStop`
}

// presetStop starts from STOP and overwrites it for the cases it lists.
func presetStop(chunk openai.ChatCompletionChunk) genai.FinishReason {
	fr := genai.FinishReasonStop // want `presetStop sends openai finish reason "content_filter" to FinishReasonStop`
	switch chunk.Choices[0].FinishReason {
	case "length":
		fr = genai.FinishReasonMaxTokens
	}
	return fr
}

// converted switches on a local copy of the reason, converted to string.
func converted(msg *anthropic.Message) genai.FinishReason {
	reason := string(msg.StopReason)
	switch reason {
	case "max_tokens":
		return genai.FinishReasonMaxTokens
	case "refusal":
		return genai.FinishReasonSafety
	case "model_context_window_exceeded":
		return genai.FinishReasonMaxTokens
	default: // want `converted sends anthropic stop reason "pause_turn" to FinishReasonStop`
		return genai.FinishReasonStop
	}
}

// presetField builds the response with STOP and lets the switch overwrite
// its field.
func presetField(c *openai.ChatCompletion) *genai.Candidate {
	cand := &genai.Candidate{FinishReason: genai.FinishReasonStop} // want `presetField sends openai finish reason "content_filter" to FinishReasonStop`
	switch c.Choices[0].FinishReason {
	case "length":
		cand.FinishReason = genai.FinishReasonMaxTokens
	}
	return cand
}
