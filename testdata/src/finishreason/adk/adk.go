// Package adk holds finishreason cases for ADK Go (google.golang.org/adk/v2).
package adk

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"iter"
	"log"

	"google.golang.org/adk/v2/agent"
	"google.golang.org/adk/v2/agent/llmagent"
	"google.golang.org/adk/v2/model"
	"google.golang.org/adk/v2/plugin"
	"google.golang.org/adk/v2/runner"
	"google.golang.org/genai"

	"github.com/llmerrlint/llmerrlint/llmerr"
)

func viaInterface(ctx context.Context, m model.LLM, req *model.LLMRequest) string {
	var out string
	for resp, err := range m.GenerateContent(ctx, req, false) { // want `model\.LLM\.GenerateContent: finish reason never read; a SAFETY or MAX_TOKENS stop passes as success`
		if err != nil {
			return ""
		}
		out += resp.Content.Parts[0].Text
	}
	return out
}

func viaInterfaceClassified(ctx context.Context, m model.LLM, req *model.LLMRequest) (string, error) {
	var out string
	for resp, err := range m.GenerateContent(ctx, req, false) {
		if err != nil {
			return "", err
		}
		if c, failed := llmerr.ClassifyResponse(resp); failed {
			return "", fmt.Errorf("model: %v", c)
		}
		out += resp.Content.Parts[0].Text
	}
	return out, nil
}

// fake is a concrete model.LLM: calls on it are model calls too.
type fake struct{}

func (fake) Name() string { return "fake" }

func (fake) GenerateContent(ctx context.Context, req *model.LLMRequest, stream bool) iter.Seq2[*model.LLMResponse, error] {
	return func(yield func(*model.LLMResponse, error) bool) {
		yield(&model.LLMResponse{FinishReason: genai.FinishReasonStop}, nil)
	}
}

func viaConcrete(ctx context.Context, f fake) string {
	for resp := range f.GenerateContent(ctx, nil, false) { // want `model\.LLM\.GenerateContent: finish reason never read; a SAFETY or MAX_TOKENS stop passes as success`
		return resp.Content.Parts[0].Text
	}
	return ""
}

func onlyErrorCode(ctx context.Context, m model.LLM) (string, error) {
	for resp, err := range m.GenerateContent(ctx, nil, false) { // want `model\.LLM\.GenerateContent: only ErrorCode read; a MAX_TOKENS or SAFETY stop with partial content passes`
		if err != nil {
			return "", err
		}
		if resp.ErrorCode != "" {
			return "", errors.New(resp.ErrorMessage)
		}
		return resp.Content.Parts[0].Text, nil
	}
	return "", nil
}

// Runner events embed model.LLMResponse: promoted fields count.

func runEvents(ctx context.Context, r *runner.Runner, msg *genai.Content) string {
	var out string
	for ev, err := range r.Run(ctx, "u", "s", msg, agent.RunConfig{}) { // want `runner\.Runner\.Run: finish reason never read; a SAFETY or MAX_TOKENS stop passes as success`
		if err != nil {
			break
		}
		if ev.IsFinalResponse() && ev.Content != nil {
			out = ev.Content.Parts[0].Text
		}
	}
	return out
}

// CustomMetadata holds what callers and adapters set, never the response:
// encoding one of its values sends nothing of the event on, and the
// events' content is used unchecked.
func runEventsMetadata(ctx context.Context, r *runner.Runner, msg *genai.Content) (int, error) {
	n := 0
	for ev, err := range r.Run(ctx, "u", "s", msg, agent.RunConfig{}) { // want `runner\.Runner\.Run: finish reason never read; a SAFETY or MAX_TOKENS stop passes as success`
		if err != nil {
			return 0, err
		}
		if meta, ok := ev.CustomMetadata["compaction"]; ok {
			b, _ := json.Marshal(meta)
			n += len(b)
		}
		if ev.Content != nil {
			n += len(ev.Content.Parts)
		}
	}
	return n, nil
}

// Encoding the event itself sends it on, reason included.
func runEventsJournal(ctx context.Context, r *runner.Runner, msg *genai.Content, journal func([]byte)) error {
	for ev, err := range r.Run(ctx, "u", "s", msg, agent.RunConfig{}) {
		if err != nil {
			return err
		}
		b, _ := json.Marshal(ev)
		journal(b)
	}
	return nil
}

func runEventsPromotedRead(ctx context.Context, r *runner.Runner, msg *genai.Content) (string, error) {
	var out string
	for ev, err := range r.Run(ctx, "u", "s", msg, agent.RunConfig{}) {
		if err != nil {
			return "", err
		}
		if ev.FinishReason == genai.FinishReasonMaxTokens {
			return "", errors.New("truncated")
		}
		out = ev.Content.Parts[0].Text
	}
	return out, nil
}

func runEventsExplicitEmbedded(ctx context.Context, r *runner.Runner) error {
	for ev, err := range r.Run(ctx, "u", "s", nil, agent.RunConfig{}) {
		if err != nil {
			return err
		}
		if _, failed := llmerr.ClassifyResponse(&ev.LLMResponse); failed {
			return errors.New("failed")
		}
	}
	return nil
}

func runEventsErrorCodeOnly(ctx context.Context, r *runner.Runner) (string, error) {
	var out string
	for ev, err := range r.Run(ctx, "u", "s", nil, agent.RunConfig{}) { // want `runner\.Runner\.Run: only ErrorCode read; a MAX_TOKENS or SAFETY stop with partial content passes`
		if err != nil {
			return "", err
		}
		if ev.ErrorCode != "" {
			return "", errors.New(ev.ErrorMessage)
		}
		out = ev.Content.Parts[0].Text
	}
	return out, nil
}

func runEventsAuthorOnly(ctx context.Context, r *runner.Runner) []string {
	var authors []string
	for ev := range r.Run(ctx, "u", "s", nil, agent.RunConfig{}) { // want `runner\.Runner\.Run: finish reason never read; a SAFETY or MAX_TOKENS stop passes as success`
		authors = append(authors, ev.Author)
	}
	return authors
}

// AfterModel callbacks.

// lastAnswer and answers keep a callback's text as the answer.
var (
	lastAnswer string
	answers    = make(chan string, 1)
)

func afterBad(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	if resp != nil && resp.Content != nil { // want `^AfterModel callback afterBad reads Content but never FinishReason or ErrorCode$`
		lastAnswer = resp.Content.Parts[0].Text // kept as the answer
	}
	return resp, err
}

func afterGood(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	if resp != nil && resp.FinishReason == genai.FinishReasonSafety {
		return nil, errors.New("blocked")
	}
	log.Print(resp.Content.Parts[0].Text)
	return resp, err
}

func afterMetadataOnly(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	if resp != nil && resp.UsageMetadata != nil {
		log.Print(resp.UsageMetadata.TotalTokenCount)
	}
	return resp, err
}

func onError(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
	return nil, err
}

func agents(m model.LLM) {
	_, _ = llmagent.New(llmagent.Config{
		Name:                  "bad",
		Model:                 m,
		OnModelErrorCallbacks: []llmagent.OnModelErrorCallback{onError}, // want `llmagent\.Config: OnModelErrorCallbacks without AfterModelCallbacks; SAFETY and MAX_TOKENS stops go unhandled`
	})
	_, _ = llmagent.New(llmagent.Config{
		Name:                  "empty",
		OnModelErrorCallbacks: []llmagent.OnModelErrorCallback{onError}, // want `llmagent.Config: OnModelErrorCallbacks without`
		AfterModelCallbacks:   []llmagent.AfterModelCallback{},
	})
	_, _ = llmagent.New(llmagent.Config{
		Name:                  "good",
		OnModelErrorCallbacks: []llmagent.OnModelErrorCallback{onError},
		AfterModelCallbacks:   []llmagent.AfterModelCallback{afterGood},
	})
	callbacks := []llmagent.AfterModelCallback{afterGood}
	_, _ = llmagent.New(llmagent.Config{
		Name:                  "from a variable",
		OnModelErrorCallbacks: []llmagent.OnModelErrorCallback{onError},
		AfterModelCallbacks:   callbacks,
	})
	_, _ = llmagent.New(llmagent.Config{Name: "no callbacks"})
	_, _ = llmagent.New(llmagent.Config{
		Name: "inline",
		AfterModelCallbacks: []llmagent.AfterModelCallback{
			func(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
				text := resp.Content.Parts[0].Text // want `^func literal in llmagent\.Config\.AfterModelCallbacks reads Content but never FinishReason or ErrorCode$`
				answers <- text
				return resp, nil
			},
			func(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
				if resp.ErrorCode != "" || resp.FinishReason != genai.FinishReasonStop {
					return nil, errors.New(resp.ErrorMessage)
				}
				log.Print(resp.Content.Parts[0].Text)
				return resp, nil
			},
		},
	})
	_, _ = plugin.New(plugin.Config{
		Name:                 "p",
		OnModelErrorCallback: onError, // want `plugin\.Config: OnModelErrorCallback without AfterModelCallback; SAFETY and MAX_TOKENS stops go unhandled`
	})
	_, _ = plugin.New(plugin.Config{
		Name:                 "p2",
		OnModelErrorCallback: onError,
		AfterModelCallback:   afterMetadataOnly, // set: the pair is complete, though it reads no reason
	})
}

// A callback that hands the response to an unknown function stays silent.
func afterEscapes(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	log.Print(resp.Content)
	record(resp)
	return resp, err
}

var record func(*model.LLMResponse)

func afterRedacts(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	resp.Content = nil
	resp.CustomMetadata = map[string]any{"redacted": true}
	return resp, err
}
