package reasonmap

import (
	"strings"

	"github.com/anthropics/anthropic-sdk-go/v2"
	goopenai "github.com/sashabaranov/go-openai"
	"google.golang.org/genai"

	"github.com/openai/openai-go/v3"
)

// everyFailure lists both of OpenAI's failures: STOP in the default is
// then only "stop", "tool_calls" and an empty reason.
func everyFailure(reason string) genai.FinishReason {
	switch reason {
	case "length":
		return genai.FinishReasonMaxTokens
	case "content_filter":
		return genai.FinishReasonSafety
	default:
		return genai.FinishReasonStop
	}
}

func useEveryFailure(c *openai.ChatCompletion) genai.FinishReason {
	return everyFailure(c.Choices[0].FinishReason)
}

// toOther sends what it does not list to OTHER, not to STOP.
func toOther(reason anthropic.StopReason) genai.FinishReason {
	switch reason {
	case anthropic.StopReasonEndTurn, anthropic.StopReasonToolUse:
		return genai.FinishReasonStop
	case anthropic.StopReasonMaxTokens:
		return genai.FinishReasonMaxTokens
	default:
		return genai.FinishReasonOther
	}
}

// computed cases may list anything.
func computed(reason goopenai.FinishReason, blocked goopenai.FinishReason) genai.FinishReason {
	switch reason {
	case blocked:
		return genai.FinishReasonSafety
	default:
		return genai.FinishReasonStop
	}
}

// roleOf switches on a string that is not a reason.
func roleOf(role string) genai.FinishReason {
	switch role {
	case "length":
		return genai.FinishReasonMaxTokens
	default:
		return genai.FinishReasonStop
	}
}

func callRoleOf(m goopenai.ChatCompletionMessage) genai.FinishReason {
	return roleOf(m.Role)
}

// MapReason is exported and never called here: what callers pass is not
// known.
func MapReason(reason string) genai.FinishReason {
	switch reason {
	case "length":
		return genai.FinishReasonMaxTokens
	default:
		return genai.FinishReasonStop
	}
}

// onlyEmpty sends STOP only for an empty reason; the default itself
// returns OTHER.
func onlyEmpty(reason anthropic.StopReason) genai.FinishReason {
	switch reason {
	case anthropic.StopReasonEndTurn:
		return genai.FinishReasonStop
	default:
		if reason == "" {
			return genai.FinishReasonStop
		}
		return genai.FinishReasonOther
	}
}

// reassigned switches on a variable that no longer holds the reason.
func reassigned(msg *anthropic.Message) genai.FinishReason {
	reason := string(msg.StopReason)
	reason = strings.ToLower(reason)
	switch reason {
	case "max_tokens":
		return genai.FinishReasonMaxTokens
	default:
		return genai.FinishReasonStop
	}
}

// ownVocabulary maps onto the adapter's own strings, not onto a
// framework's STOP constant.
func ownVocabulary(reason anthropic.StopReason) string {
	switch reason {
	case anthropic.StopReasonMaxTokens:
		return "length"
	default:
		return "stop"
	}
}

// noFallback's unlisted values keep the zero FinishReason.
func noFallback(cand *genai.Candidate, reason anthropic.StopReason) {
	switch reason {
	case anthropic.StopReasonMaxTokens:
		cand.FinishReason = genai.FinishReasonMaxTokens
	case anthropic.StopReasonEndTurn:
		cand.FinishReason = genai.FinishReasonStop
	}
}

// presetOther starts from OTHER: what the switch does not list stays a
// failure.
func presetOther(c *openai.ChatCompletion) *genai.Candidate {
	cand := &genai.Candidate{FinishReason: genai.FinishReasonOther}
	switch c.Choices[0].FinishReason {
	case "stop", "tool_calls":
		cand.FinishReason = genai.FinishReasonStop
	}
	return cand
}
