package strict

import (
	"context"
	"errors"
	"strings"

	"google.golang.org/genai"
)

// A stream loop that only asks whether a reason came knows the stream
// ended, not whether it ended on MAX_TOKENS or SAFETY.
func untilDone(ctx context.Context) string {
	var b strings.Builder
	for resp, err := range client.Models.GenerateContentStream(ctx, "gemini", nil, nil) { // want `genai\.Models\.GenerateContentStream: finish reason only tested for presence; a SAFETY or MAX_TOKENS stop passes as success`
		if err != nil {
			return ""
		}
		b.WriteString(resp.Text())
		if len(resp.Candidates) > 0 && resp.Candidates[0].FinishReason != "" {
			break
		}
	}
	return b.String()
}

func untilStop(ctx context.Context) (string, error) {
	var b strings.Builder
	for resp, err := range client.Models.GenerateContentStream(ctx, "gemini", nil, nil) {
		if err != nil {
			return "", err
		}
		b.WriteString(resp.Text())
		if len(resp.Candidates) == 0 || resp.Candidates[0].FinishReason == "" {
			continue
		}
		if resp.Candidates[0].FinishReason != genai.FinishReasonStop {
			return "", errors.New("stopped early")
		}
		break
	}
	return b.String(), nil
}

// The same test through a local variable: the reason is kept only to ask,
// after the loop, whether one came.
func untilDoneVar(ctx context.Context) (string, error) {
	var b strings.Builder
	var finish string
	for resp, err := range client.Models.GenerateContentStream(ctx, "gemini", nil, nil) { // want `genai\.Models\.GenerateContentStream: finish reason only tested for presence`
		if err != nil {
			return "", err
		}
		b.WriteString(resp.Text())
		if len(resp.Candidates) > 0 && resp.Candidates[0].FinishReason != "" {
			finish = string(resp.Candidates[0].FinishReason)
		}
	}
	if finish == "" {
		return "", errors.New("stream ended without a reason")
	}
	return b.String(), nil
}

// Kept in a local that is also returned: the caller may read it.
func untilDoneReturned(ctx context.Context) (string, string) {
	var b strings.Builder
	var finish string
	for resp, err := range client.Models.GenerateContentStream(ctx, "gemini", nil, nil) {
		if err != nil {
			return "", ""
		}
		b.WriteString(resp.Text())
		if len(resp.Candidates) > 0 && resp.Candidates[0].FinishReason != "" {
			finish = string(resp.Candidates[0].FinishReason)
		}
	}
	if finish == "" {
		return b.String(), "none"
	}
	return b.String(), finish
}
