// Package streamretry is the same finding three times: reported, ignored
// by a directive, and in a generated file.
package streamretry

import (
	"context"

	"google.golang.org/genai"
)

func reported(ctx context.Context, client *genai.Client, out chan<- string) {
	for { // want `loop retries genai.Models.GenerateContentStream`
		var failed error
		for resp, err := range client.Models.GenerateContentStream(ctx, "gemini-2.5-flash", nil, nil) {
			if err != nil {
				failed = err
				break
			}
			out <- resp.Text()
		}
		if failed == nil {
			return
		}
	}
}

func ignored(ctx context.Context, client *genai.Client, out chan<- string) {
	//llmerrlint:ignore streamretry the reader of out resets its view on every attempt
	for {
		var failed error
		for resp, err := range client.Models.GenerateContentStream(ctx, "gemini-2.5-flash", nil, nil) {
			if err != nil {
				failed = err
				break
			}
			out <- resp.Text()
		}
		if failed == nil {
			return
		}
	}
}
