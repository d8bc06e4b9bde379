// Package session is a stub of google.golang.org/adk/v2/session (v2.2.0) for analyzer tests.
package session

import (
	"context"
	"time"

	"google.golang.org/adk/v2/model"
)

type Event struct {
	model.LLMResponse

	ID        string    `json:"id"`
	Timestamp time.Time `json:"timestamp"`

	InvocationID string `json:"invocationId"`
	Branch       string `json:"branch,omitempty"`
	Author       string `json:"author"`
}

func (e *Event) IsFinalResponse() bool { panic("stub") }

type Service interface {
	Delete(context.Context, *DeleteRequest) error
}

type DeleteRequest struct {
	AppName, UserID, SessionID string
}

func InMemoryService() Service { panic("stub") }
