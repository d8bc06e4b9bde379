// Package sdks imports every real SDK package the conformance test compares
// with a stub or with the knowledge table, so that go mod tidy keeps them.
package sdks

import (
	_ "github.com/anthropics/anthropic-sdk-go"
	_ "github.com/anthropics/anthropic-sdk-go/option"
	_ "github.com/anthropics/anthropic-sdk-go/packages/ssestream"
	_ "github.com/anthropics/anthropic-sdk-go/v2"
	_ "github.com/anthropics/anthropic-sdk-go/v2/option"
	_ "github.com/anthropics/anthropic-sdk-go/v2/packages/ssestream"
	_ "github.com/openai/openai-go/v3"
	_ "github.com/openai/openai-go/v3/option"
	_ "github.com/openai/openai-go/v3/packages/param"
	_ "github.com/openai/openai-go/v3/packages/ssestream"
	_ "github.com/openai/openai-go/v3/responses"
	_ "github.com/openai/openai-go/v3/shared"
	_ "github.com/sashabaranov/go-openai"
	_ "github.com/tmc/langchaingo/llms"
	_ "google.golang.org/adk/agent"
	_ "google.golang.org/adk/agent/llmagent"
	_ "google.golang.org/adk/model"
	_ "google.golang.org/adk/plugin"
	_ "google.golang.org/adk/runner"
	_ "google.golang.org/adk/session"
	_ "google.golang.org/adk/v2/agent"
	_ "google.golang.org/adk/v2/agent/llmagent"
	_ "google.golang.org/adk/v2/model"
	_ "google.golang.org/adk/v2/plugin"
	_ "google.golang.org/adk/v2/runner"
	_ "google.golang.org/adk/v2/session"
	_ "google.golang.org/genai"
)
