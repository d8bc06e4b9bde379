// Package session is a stub of google.golang.org/adk/session (v1.6.0) for analyzer tests.
package session

import (
	"context"
	"time"

	"google.golang.org/adk/model"
)

type Event struct {
	model.LLMResponse

	ID        string
	Timestamp time.Time

	InvocationID string
	Branch       string
	Author       string
}

func (e *Event) IsFinalResponse() bool { panic("stub") }

type Service interface {
	Delete(context.Context, *DeleteRequest) error
}

type DeleteRequest struct {
	AppName, UserID, SessionID string
}

func InMemoryService() Service { panic("stub") }
