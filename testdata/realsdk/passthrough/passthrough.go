// Package passthrough holds AfterModel callbacks that pass the response
// through (the finish reason travels on unchanged) and callbacks that
// decide from its content.
package passthrough

import (
	"errors"
	"fmt"
	"log"
	"regexp"
	"strings"

	"google.golang.org/adk/v2/agent"
	"google.golang.org/adk/v2/model"
	"google.golang.org/genai"
)

var email = regexp.MustCompile(`[a-z.]+@[a-z.]+`)

// Pass-through callbacks: nothing to report.

// redact edits the text in place and hands the response on.
func redact(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	if resp == nil || resp.Content == nil {
		return resp, err
	}
	for _, p := range resp.Content.Parts {
		p.Text = email.ReplaceAllString(p.Text, "[email]")
	}
	return resp, err
}

// rewriteArgs rewrites function-call arguments; nil keeps the original.
func rewriteArgs(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	if resp == nil || resp.Content == nil {
		return nil, nil
	}
	for _, p := range resp.Content.Parts {
		if p.FunctionCall != nil {
			if path, ok := p.FunctionCall.Args["path"].(string); ok {
				p.FunctionCall.Args["path"] = strings.TrimPrefix(path, "/")
			}
		}
	}
	return nil, nil
}

// countParts counts the parts for a log line.
func countParts(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	if resp != nil && resp.Content != nil {
		log.Printf("model returned %d parts", len(resp.Content.Parts))
	}
	return resp, err
}

// toolCalls reads only the function-call parts.
func toolCalls(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	if resp == nil || resp.Content == nil {
		return resp, err
	}
	for _, p := range resp.Content.Parts {
		if p.FunctionCall != nil {
			log.Printf("tool call %s", p.FunctionCall.Name)
		}
	}
	return resp, err
}

// dropThoughts filters the parts and writes the list back.
func dropThoughts(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	if resp == nil || resp.Content == nil {
		return nil, nil
	}
	var kept []*genai.Part
	for _, p := range resp.Content.Parts {
		if !p.Thought {
			kept = append(kept, p)
		}
	}
	resp.Content.Parts = kept
	return resp, nil
}

// moveArgs moves function-call arguments into a store; the error it may
// return is about the store, not about the content.
func moveArgs(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	if err != nil {
		return nil, err
	}
	if resp == nil || resp.Content == nil || len(resp.Content.Parts) == 0 {
		return resp, nil
	}
	for _, p := range resp.Content.Parts {
		if fc := p.FunctionCall; fc != nil {
			for name, arg := range fc.Args {
				delete(fc.Args, name)
				if err := save(fc.ID+"/"+name, arg); err != nil {
					return nil, fmt.Errorf("saving %s: %w", name, err)
				}
			}
		}
	}
	return nil, nil
}

var save func(key string, v any) error

// Callbacks that decide from the content: reported.

var errEmpty = errors.New("empty reply")

// reask fails the call when the reply is empty, so that it is asked again.
func reask(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	if resp == nil || resp.Content == nil || len(resp.Content.Parts) == 0 { // want `^AfterModel callback reask reads Content but never FinishReason or ErrorCode$`
		return nil, errEmpty
	}
	return resp, err
}

type transcript struct{ lines []string }

// store keeps the text, as the answer, and hands the response on.
func (t *transcript) store(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	if resp == nil || resp.Content == nil { // want `AfterModel callback transcript\.store reads Content`
		return resp, err
	}
	for _, p := range resp.Content.Parts {
		t.lines = append(t.lines, p.Text)
	}
	return resp, err
}

// Callbacks that answer in the model's place with a text of their own
// (guardrails, on a test of the text): the model's text goes nowhere
// without its reason. Nothing to report.

// replace answers with a text of its own when the reply looks like a
// refusal; the reply goes on, reason and all, otherwise.
func replace(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	if resp != nil && strings.HasPrefix(resp.Content.Parts[0].Text, "I can't") {
		return &model.LLMResponse{Content: genai.NewContentFromText("Let me find someone who can help.", "model")}, nil
	}
	return resp, err
}

// filterRefusal writes a text of its own in place of a reply that looks
// like a refusal: the response keeps its finish reason.
func filterRefusal(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	if resp == nil || resp.Content == nil {
		return nil, nil
	}
	if strings.Contains(resp.Content.Parts[0].Text, "As an AI") {
		resp.Content = genai.NewContentFromText("(removed)", "model")
	}
	return resp, nil
}
