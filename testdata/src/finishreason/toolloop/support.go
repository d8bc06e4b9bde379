// Package toolloop holds tool-calling agent loops as long as applications
// write them: the model call inside a for loop over turns, its message's
// content and tool calls read across many branches. The analyzer judges
// the whole function, however long: a loop that never reads the finish
// reason is reported, and its twin that reads it once is not.
package toolloop

import (
	"context"
	"encoding/json"
	"errors"
	"strconv"
	"strings"
	"time"
)

// Order is what the tools look up.
type Order struct {
	ID       string  `json:"id"`
	Customer string  `json:"customer"`
	Status   string  `json:"status"`
	Total    float64 `json:"total"`
	Refunded bool    `json:"refunded"`
}

// Store is the application's order store.
type Store interface {
	Search(ctx context.Context, customer, query string) ([]Order, error)
	Get(ctx context.Context, id string) (Order, error)
	Refund(ctx context.Context, id string, amount float64, reason string) error
	Escalate(ctx context.Context, id, note string) (string, error)
}

// Limits bound one conversation.
type Limits struct {
	MaxTurns      int
	MaxToolCalls  int
	MaxRefund     float64
	TurnTimeout   time.Duration
	HistoryWindow int
}

// Outcome is what a conversation ends with.
type Outcome struct {
	Answer    string
	Turns     int
	ToolCalls int
	Escalated string
	Refunds   []string
	Tokens    int64
}

var (
	errTooManyTurns = errors.New("agent: too many turns")
	errToolBudget   = errors.New("agent: tool call budget exhausted")
	errEmptyAnswer  = errors.New("agent: empty answer")
)

type searchArgs struct {
	Query string `json:"query"`
}

type orderArgs struct {
	OrderID string `json:"order_id"`
}

type refundArgs struct {
	OrderID string  `json:"order_id"`
	Amount  float64 `json:"amount"`
	Reason  string  `json:"reason"`
}

type escalateArgs struct {
	OrderID string `json:"order_id"`
	Note    string `json:"note"`
}

// toolResult renders a tool's result for the model.
func toolResult(v any, err error) string {
	if err != nil {
		return `{"error":` + strconv.Quote(err.Error()) + `}`
	}
	b, mErr := json.Marshal(v)
	if mErr != nil {
		return `{"error":"unencodable result"}`
	}
	return string(b)
}

// refusalText says whether the model refused in its own words.
func refusalText(s string) bool {
	return strings.HasPrefix(strings.ToLower(strings.TrimSpace(s)), "i can't help")
}
