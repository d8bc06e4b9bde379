// Chat and Generate calls that read the done reason, or whose callback
// hands the response to code that may: nothing here is reported.

package ollama

import (
	"context"
	"strings"

	"github.com/llmerrlint/llmerrlint/llmerr/ollama"
	"github.com/ollama/ollama/api"
)

// checked streams the reply and checks the last chunk with llmerr.
func checked(ctx context.Context, client *api.Client, prompt string) (string, error) {
	var b strings.Builder
	err := client.Chat(ctx, &api.ChatRequest{Model: "llama3.2", Messages: []api.Message{{Role: "user", Content: prompt}}},
		func(r api.ChatResponse) error {
			b.WriteString(r.Message.Content)
			if r.Done {
				return ollamaerr.CheckChatResponse(r)
			}
			return nil
		})
	return b.String(), err
}

// relay hands each chunk to the channel its caller reads: the caller
// may read the reason.
func relay(ctx context.Context, client *api.Client, req *api.ChatRequest, out chan<- api.ChatResponse) error {
	return client.Chat(ctx, req, func(r api.ChatResponse) error {
		out <- r
		return nil
	})
}

// session hands the chunks to a callback it was given.
type session struct {
	client  *api.Client
	onChunk func(api.GenerateResponse) error
}

func (s *session) generate(ctx context.Context, prompt string) error {
	return s.client.Generate(ctx, &api.GenerateRequest{Model: "llama3.2", Prompt: prompt}, func(r api.GenerateResponse) error {
		return s.onChunk(r)
	})
}

// handler is a method value: its body is the method's, which may read the
// reason.
func (s *session) handler(ctx context.Context, prompt string) error {
	return s.client.Generate(ctx, &api.GenerateRequest{Model: "llama3.2", Prompt: prompt}, s.print)
}

func (s *session) print(r api.GenerateResponse) error {
	if r.Done && r.DoneReason == "length" {
		return errTruncated
	}
	return nil
}

// warmUp only loads the model: the callback is nil and no answer is kept.
func warmUp(ctx context.Context, client *api.Client) error {
	return client.Generate(ctx, &api.GenerateRequest{Model: "llama3.2"}, nil)
}

// collect gathers the chunks and reads the last one's reason.
func collect(ctx context.Context, client *api.Client, prompt string) (string, error) {
	var chunks []api.GenerateResponse
	err := client.Generate(ctx, &api.GenerateRequest{Model: "llama3.2", Prompt: prompt}, func(r api.GenerateResponse) error {
		chunks = append(chunks, r)
		return nil
	})
	if err != nil || len(chunks) == 0 {
		return "", err
	}
	if chunks[len(chunks)-1].DoneReason != "stop" {
		return "", errTruncated
	}
	var b strings.Builder
	for _, c := range chunks {
		b.WriteString(c.Response)
	}
	return b.String(), nil
}
