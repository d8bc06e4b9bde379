// Package agentloop calls the application's providers through the // want package:`errtext\(Run=returnsLLMErrors\(google\.golang\.org/genai\)\)\}$`
// interfaces of errtext/provider and retries on what the error's text
// says.
package agentloop

import (
	"context"
	"strings"

	"errtext/provider"
)

// Run retries a provider's Chat on the reason retryReason reads from
// its error.
func Run(ctx context.Context, p provider.LLMProvider, prompt string) (string, error) {
	for attempt := 0; ; attempt++ {
		answer, err := p.Chat(ctx, prompt)
		if err == nil {
			return answer, nil
		}
		if _, ok := retryReason(err); ok && attempt < 3 {
			continue
		}
		if strings.Contains(err.Error(), "rate limit") { // want `error err is classified by its message text with strings\.Contains`
			continue
		}
		return "", err
	}
}

// retryReason receives the provider's errors from Run.
func retryReason(err error) (string, bool) {
	msg := strings.ToLower(err.Error())
	if strings.Contains(msg, "deadline exceeded") || strings.Contains(msg, "timed out") { // want `error err is classified by its message text with strings\.Contains \(2 searches\)`
		return "timeout", true
	}
	return "", false
}

// Replay asks the replay cache, whose errors are its database's.
func Replay(ctx context.Context, r provider.Replayer, prompt string) (string, error) {
	answer, err := r.Chat(ctx, prompt)
	if err != nil && strings.Contains(err.Error(), "deadline exceeded") {
		return "", nil
	}
	return answer, err
}
