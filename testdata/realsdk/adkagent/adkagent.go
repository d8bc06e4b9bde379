// Package adkagent configures a real ADK v2 LLM agent: callbacks that only
// see errors miss SAFETY and MAX_TOKENS stops, which arrive as responses.
package adkagent

import (
	"context"
	"fmt"
	"log"

	"github.com/llmerrlint/llmerrlint/llmerr"
	"google.golang.org/adk/v2/agent"
	"google.golang.org/adk/v2/agent/llmagent"
	"google.golang.org/adk/v2/model"
	"google.golang.org/adk/v2/model/gemini"
	"google.golang.org/genai"
)

func onError(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
	log.Printf("model error: %v", err)
	return nil, err
}

// lastText keeps the answer, taken from the content.
var lastText string

// logText consumes the content and never looks at why the model stopped.
func logText(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	if resp != nil && resp.Content != nil { // want `AfterModel callback logText reads Content but never FinishReason or ErrorCode`
		for _, p := range resp.Content.Parts {
			lastText = p.Text
		}
	}
	return resp, err
}

// guard reads the finish reason before it touches the content.
func guard(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	if resp == nil || err != nil {
		return resp, err
	}
	if resp.FinishReason == genai.FinishReasonSafety || resp.FinishReason == genai.FinishReasonMaxTokens {
		return nil, fmt.Errorf("model stopped: %s", resp.FinishReason)
	}
	if resp.Content != nil {
		log.Printf("%d parts", len(resp.Content.Parts))
	}
	return resp, nil
}

// classify hands the response to llmerr, which reads the reason.
func classify(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	if resp == nil || err != nil {
		return resp, err
	}
	if class, failed := llmerr.ClassifyResponse(resp); failed {
		return nil, fmt.Errorf("model response failed: %v", class)
	}
	log.Print(resp.Content.Parts[0].Text)
	return resp, nil
}

// usage reads only metadata and passes the response through.
func usage(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	if resp != nil && resp.UsageMetadata != nil {
		log.Printf("tokens: %d", resp.UsageMetadata.TotalTokenCount)
	}
	return resp, err
}

func agents(ctx context.Context) error {
	m, err := gemini.NewModel(ctx, "gemini-2.5-flash", &genai.ClientConfig{APIKey: "test"})
	if err != nil {
		return err
	}
	if _, err := llmagent.New(llmagent.Config{
		Name:                  "errors_only",
		Model:                 m,
		OnModelErrorCallbacks: []llmagent.OnModelErrorCallback{onError}, // want `llmagent.Config: OnModelErrorCallbacks without AfterModelCallbacks`
	}); err != nil {
		return err
	}
	if _, err := llmagent.New(llmagent.Config{
		Name:                  "both",
		Model:                 m,
		OnModelErrorCallbacks: []llmagent.OnModelErrorCallback{onError},
		AfterModelCallbacks:   []llmagent.AfterModelCallback{guard, classify, usage, logText},
	}); err != nil {
		return err
	}
	return nil
}
