// Package agent is a stub of google.golang.org/adk/v2/agent (v2.2.0) for analyzer tests.
package agent

import (
	"context"

	"google.golang.org/genai"
)

type Agent interface {
	Name() string
	Description() string
}

type ReadonlyContext interface {
	context.Context

	UserContent() *genai.Content
	InvocationID() string
	AgentName() string
}

type Context interface {
	ReadonlyContext

	FunctionCallID() string
}

type StreamingMode string

const (
	StreamingModeNone StreamingMode = "none"
	StreamingModeSSE  StreamingMode = "sse"
)

type RunConfig struct {
	StreamingMode             StreamingMode
	SaveInputBlobsAsArtifacts bool
}
