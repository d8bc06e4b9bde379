package ai

import (
	"context"

	"github.com/firebase/genkit/go/core"
)

type ModelStreamCallback = func(context.Context, *ModelResponseChunk) error

type ModelMiddleware = core.Middleware[*ModelRequest, *ModelResponse, *ModelResponseChunk]

// ModelRequest is a stub: the real struct has fields.
type ModelRequest struct{}

type StreamValue[Out, Stream any] struct {
	Done     bool
	Chunk    Stream         // valid if Done is false
	Output   Out            // valid if Done is true
	Response *ModelResponse // valid if Done is true
}

type ModelStreamValue = StreamValue[struct{}, *ModelResponseChunk]

// Text hides FinishReason: a blocked response yields "".
func (mr *ModelResponse) Text() string { panic("stub") }

func (mr *ModelResponse) Output(v any) error { panic("stub") }

func (c *ModelResponseChunk) Text() string { panic("stub") }

func (m *Message) Text() string { panic("stub") }
