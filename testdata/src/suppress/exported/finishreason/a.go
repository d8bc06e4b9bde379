// Package finishreason is the same finding three times: reported, ignored
// by a directive, and in a generated file.
package finishreason

import (
	"context"

	"google.golang.org/genai"
)

var client *genai.Client

func reported(ctx context.Context) string {
	resp, _ := client.Models.GenerateContent(ctx, "gemini", nil, nil) // want `genai.Models.GenerateContent`
	return resp.Text()
}

func ignored(ctx context.Context) string {
	//llmerrlint:ignore finishreason the caller reads the finish reason from the trace
	resp, _ := client.Models.GenerateContent(ctx, "gemini", nil, nil)
	return resp.Text()
}
