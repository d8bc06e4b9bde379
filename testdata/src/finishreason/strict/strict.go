// Package strict holds cases for -strict: a read that only feeds a log or
// print call does not count.
package strict

import (
	"context"
	"errors"
	"fmt"
	"log"
	"log/slog"

	"google.golang.org/genai"
)

var client *genai.Client

func logged(ctx context.Context) string {
	resp, _ := client.Models.GenerateContent(ctx, "gemini", nil, nil) // want `genai\.Models\.GenerateContent: finish reason only logged; a SAFETY or MAX_TOKENS stop passes as success`
	log.Printf("finish: %s", resp.Candidates[0].FinishReason)
	return resp.Text()
}

func slogged(ctx context.Context) string {
	resp, _ := client.Models.GenerateContent(ctx, "gemini", nil, nil) // want `genai\.Models\.GenerateContent: finish reason only logged; a SAFETY or MAX_TOKENS stop passes as success`
	slog.Info("done", slog.String("reason", string(resp.Candidates[0].FinishReason)))
	return resp.Text()
}

func printed(ctx context.Context) string {
	resp, _ := client.Models.GenerateContent(ctx, "gemini", nil, nil) // want `genai\.Models\.GenerateContent: finish reason only logged; a SAFETY or MAX_TOKENS stop passes as success`
	fmt.Println("reason:", resp.Candidates[0].FinishReason)
	return resp.Text()
}

// A local that holds the reason only for the log line is no read either.
func loggedViaLocal(ctx context.Context) string {
	resp, _ := client.Models.GenerateContent(ctx, "gemini", nil, nil) // want `genai\.Models\.GenerateContent: finish reason only logged; a SAFETY or MAX_TOKENS stop passes as success`
	stop := string(resp.Candidates[0].FinishReason)
	log.Printf("stop=%s", stop)
	return resp.Text()
}

func decidedViaLocal(ctx context.Context) (string, error) {
	resp, _ := client.Models.GenerateContent(ctx, "gemini", nil, nil)
	stop := resp.Candidates[0].FinishReason
	log.Printf("stop=%s", stop)
	if stop != genai.FinishReasonStop {
		return "", errors.New("incomplete")
	}
	return resp.Text(), nil
}

func decided(ctx context.Context) (string, error) {
	resp, _ := client.Models.GenerateContent(ctx, "gemini", nil, nil)
	log.Printf("finish: %s", resp.Candidates[0].FinishReason)
	if resp.Candidates[0].FinishReason != genai.FinishReasonStop {
		return "", errors.New("incomplete")
	}
	return resp.Text(), nil
}

func wrappedInError(ctx context.Context) error {
	resp, _ := client.Models.GenerateContent(ctx, "gemini", nil, nil)
	return fmt.Errorf("stopped: %s", resp.Candidates[0].FinishReason)
}
