// This file is the README's example of a Check function: README.md shows
// it from its imports on, and TestReadmeExamples keeps the two equal.
package llmerr_test

import (
	"context"
	"fmt"

	"google.golang.org/genai"

	"github.com/llmerrlint/llmerrlint/llmerr"
)

func checkedAnswer(ctx context.Context, client *genai.Client, modelName, question string) (string, error) {
	resp, err := client.Models.GenerateContent(ctx, modelName, genai.Text(question), nil)
	if err != nil {
		return "", fmt.Errorf("answer: %w", err)
	}
	if err := llmerr.CheckGenerateContent(resp); err != nil {
		return "", fmt.Errorf("answer: %w", err)
	}
	return resp.Text(), nil
}
