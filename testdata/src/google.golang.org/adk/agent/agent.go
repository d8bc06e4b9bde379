// Package agent is a stub of google.golang.org/adk/agent (v1.6.0) for analyzer tests.
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

type CallbackContext interface {
	ReadonlyContext
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
