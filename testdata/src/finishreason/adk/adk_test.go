package adk

// Test files are not reported: a fake callback that records the content,
// or an agent built to test its error callback alone, is test scaffolding.

import (
	"testing"

	"google.golang.org/adk/v2/agent"
	"google.golang.org/adk/v2/agent/llmagent"
	"google.golang.org/adk/v2/model"
)

func TestOnErrorOnly(t *testing.T) {
	var seen []string
	record := func(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
		seen = append(seen, resp.Content.Parts[0].Text)
		return resp, err
	}
	_ = record
	if _, err := llmagent.New(llmagent.Config{
		Name:                  "under test",
		OnModelErrorCallbacks: []llmagent.OnModelErrorCallback{onError},
	}); err != nil {
		t.Fatal(err)
	}
}
