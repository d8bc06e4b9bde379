// Package adk retries ADK and genai streams inside model decorators.
package adk

import (
	"context"
	"errors"
	"iter"
	"log"

	"google.golang.org/adk/v2/model"
	"google.golang.org/genai"
)

// forwarding yields each chunk, then retries the whole stream when it
// fails halfway: the caller sees the first chunks twice.
type forwarding struct{ inner model.LLM }

func (f forwarding) Name() string { return f.inner.Name() }

func (f forwarding) GenerateContent(ctx context.Context, req *model.LLMRequest, stream bool) iter.Seq2[*model.LLMResponse, error] {
	return func(yield func(*model.LLMResponse, error) bool) {
		var lastErr error
	retry:
		for range 3 { // want `loop retries model.LLM.GenerateContent after forwarding chunks of the failed stream`
			for resp, err := range f.inner.GenerateContent(ctx, req, stream) {
				if err != nil {
					lastErr = err
					continue retry
				}
				if !yield(resp, nil) {
					return
				}
			}
			return
		}
		yield(nil, lastErr)
	}
}

// guarded stops retrying once a chunk went out: silent.
type guarded struct{ inner model.LLM }

func (g guarded) Name() string { return g.inner.Name() }

func (g guarded) GenerateContent(ctx context.Context, req *model.LLMRequest, stream bool) iter.Seq2[*model.LLMResponse, error] {
	return func(yield func(*model.LLMResponse, error) bool) {
		forwarded := false
	retry:
		for attempt := 0; attempt < 3; attempt++ {
			for resp, err := range g.inner.GenerateContent(ctx, req, true) {
				if err != nil {
					if forwarded || attempt == 2 {
						yield(nil, err)
						return
					}
					continue retry
				}
				forwarded = true
				if !yield(resp, nil) {
					return
				}
			}
			return
		}
	}
}

// buffered collects the chunks and yields them once the stream ended
// without error: silent.
type buffered struct{ inner model.LLM }

func (b buffered) Name() string { return b.inner.Name() }

func (b buffered) GenerateContent(ctx context.Context, req *model.LLMRequest, stream bool) iter.Seq2[*model.LLMResponse, error] {
	return func(yield func(*model.LLMResponse, error) bool) {
		var lastErr error
	retry:
		for range 3 {
			var chunks []*model.LLMResponse
			for resp, err := range b.inner.GenerateContent(ctx, req, true) {
				if err != nil {
					lastErr = err
					continue retry
				}
				chunks = append(chunks, resp)
			}
			for _, c := range chunks {
				if !yield(c, nil) {
					return
				}
			}
			return
		}
		yield(nil, lastErr)
	}
}

// unary asks for no stream: one response per attempt, silent.
type unary struct{ inner model.LLM }

func (u unary) Name() string { return u.inner.Name() }

func (u unary) GenerateContent(ctx context.Context, req *model.LLMRequest, stream bool) iter.Seq2[*model.LLMResponse, error] {
	return func(yield func(*model.LLMResponse, error) bool) {
	retry:
		for range 3 {
			for resp, err := range u.inner.GenerateContent(ctx, req, false) {
				if err != nil {
					continue retry
				}
				yield(resp, nil)
				return
			}
		}
	}
}

// perPrompt runs one stream per prompt: no retry, silent.
func perPrompt(ctx context.Context, client *genai.Client, prompts []string, out chan<- string) error {
	for _, p := range prompts {
		for resp, err := range client.Models.GenerateContentStream(ctx, "gemini-2.5-flash", genai.Text(p), nil) {
			if err != nil {
				return err
			}
			out <- resp.Text()
		}
	}
	return nil
}

// untilClean retries until a stream completes, sending every chunk on the
// way: a failed attempt's chunks are already on out.
func untilClean(ctx context.Context, client *genai.Client, prompt string, out chan<- string) {
	for { // want `loop retries genai.Models.GenerateContentStream after forwarding chunks of the failed stream`
		var failed error
		for resp, err := range client.Models.GenerateContentStream(ctx, "gemini-2.5-flash", genai.Text(prompt), nil) {
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

// once makes a single attempt in a loop that never retries on error.
func once(ctx context.Context, client *genai.Client, prompt string, out chan<- string) error {
	for {
		for resp, err := range client.Models.GenerateContentStream(ctx, "gemini-2.5-flash", genai.Text(prompt), nil) {
			if err != nil {
				return err
			}
			out <- resp.Text()
		}
		return nil
	}
}

// flagged goes round again on a flag the error clears, and only logs when
// chunks went out: the log line does not stop the retry.
type flagged struct{ inner model.LLM }

func (f flagged) Name() string { return f.inner.Name() }

func (f flagged) GenerateContent(ctx context.Context, req *model.LLMRequest, stream bool) iter.Seq2[*model.LLMResponse, error] {
	return func(yield func(*model.LLMResponse, error) bool) {
		for attempt := 0; attempt < 3; attempt++ { // want `loop retries model.LLM.GenerateContent after forwarding chunks of the failed stream`
			ok, sent := true, false
			for resp, err := range f.inner.GenerateContent(ctx, req, stream) {
				if err != nil {
					ok = false
					break
				}
				sent = true
				if !yield(resp, nil) {
					return
				}
			}
			if ok {
				return
			}
			if sent {
				log.Printf("attempt %d failed after output; restarting the stream", attempt)
			}
		}
	}
}

// flaggedGuarded has the same flag and gives up once chunks went out:
// silent.
type flaggedGuarded struct{ inner model.LLM }

func (f flaggedGuarded) Name() string { return f.inner.Name() }

func (f flaggedGuarded) GenerateContent(ctx context.Context, req *model.LLMRequest, stream bool) iter.Seq2[*model.LLMResponse, error] {
	return func(yield func(*model.LLMResponse, error) bool) {
		for attempt := 0; attempt < 3; attempt++ {
			ok, sent := true, false
			for resp, err := range f.inner.GenerateContent(ctx, req, stream) {
				if err != nil {
					ok = false
					break
				}
				sent = true
				if !yield(resp, nil) {
					return
				}
			}
			if ok {
				return
			}
			if sent {
				log.Printf("attempt %d failed after output", attempt)
				yield(nil, errBroken)
				return
			}
		}
	}
}

var errBroken = errors.New("stream broke after output")

// fatalGuard stops the process once chunks went out: silent.
func fatalGuard(ctx context.Context, client *genai.Client, prompt string, out chan<- string) {
	for {
		var failed error
		sent := false
		for resp, err := range client.Models.GenerateContentStream(ctx, "gemini-2.5-flash", genai.Text(prompt), nil) {
			if err != nil {
				failed = err
				break
			}
			sent = true
			out <- resp.Text()
		}
		if failed == nil {
			return
		}
		if sent {
			log.Fatalf("stream broke after output: %v", failed)
		}
	}
}

// flagSetElsewhere clears its flag on an empty chunk too, so the flag
// says nothing of an error; but the break on one goes round again all the
// same, after chunks went out.
func flagSetElsewhere(ctx context.Context, client *genai.Client, prompt string, out chan<- string) {
	for range 3 { // want `loop retries genai.Models.GenerateContentStream after forwarding chunks of the failed stream`
		ok := true
		for resp, err := range client.Models.GenerateContentStream(ctx, "gemini-2.5-flash", genai.Text(prompt), nil) {
			if err != nil {
				ok = false
				break
			}
			if resp.Text() == "" {
				ok = false
			}
			out <- resp.Text()
		}
		if ok {
			return
		}
	}
}
