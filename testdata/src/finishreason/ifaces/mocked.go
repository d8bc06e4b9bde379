package ifaces

import (
	"context"
	"errors"

	openai "github.com/sashabaranov/go-openai"
	"github.com/stretchr/testify/mock"
)

// chatAPI is declared to mock the SDK's client in tests: in production it
// holds *openai.Client, whose CreateChatCompletion is a model call.
type chatAPI interface {
	CreateChatCompletion(ctx context.Context, request openai.ChatCompletionRequest) (openai.ChatCompletionResponse, error)
}

type Agent struct {
	chat chatAPI
}

func NewAgent() *Agent { return &Agent{chat: openai.NewClient("key")} }

func (a *Agent) Decide(ctx context.Context, prompt string) (string, error) {
	resp, err := a.chat.CreateChatCompletion(ctx, openai.ChatCompletionRequest{}) // want `ifaces\.chatAPI\.CreateChatCompletion: finish reason never read`
	if err != nil {
		return "", err
	}
	return resp.Choices[0].Message.Content, nil
}

func (a *Agent) DecideChecked(ctx context.Context, prompt string) (string, error) {
	resp, err := a.chat.CreateChatCompletion(ctx, openai.ChatCompletionRequest{})
	if err != nil {
		return "", err
	}
	if resp.Choices[0].FinishReason != openai.FinishReasonStop {
		return "", errors.New("cut short")
	}
	return resp.Choices[0].Message.Content, nil
}

// A testify mock outside a test file is still a fake: it does not keep
// chatAPI's callers silent.
type mockChat struct{ mock.Mock }

func (m *mockChat) CreateChatCompletion(ctx context.Context, request openai.ChatCompletionRequest) (openai.ChatCompletionResponse, error) {
	args := m.Called(ctx, request)
	return args.Get(0).(openai.ChatCompletionResponse), args.Error(1)
}

// Decorators that retry or break the circuit hand on what the client
// behind them returns: they keep neither the callers of chatAPI silent,
// nor those of the interface they implement.
type retrying struct {
	inner    chatAPI
	attempts int
}

func (r *retrying) CreateChatCompletion(ctx context.Context, request openai.ChatCompletionRequest) (openai.ChatCompletionResponse, error) {
	var err error
	for i := 0; i < r.attempts; i++ {
		var resp openai.ChatCompletionResponse
		resp, err = r.inner.CreateChatCompletion(ctx, request)
		if err == nil {
			return resp, nil
		}
	}
	return openai.ChatCompletionResponse{}, err
}

type breaker struct {
	inner chatAPI
	open  bool
}

func (b *breaker) CreateChatCompletion(ctx context.Context, request openai.ChatCompletionRequest) (openai.ChatCompletionResponse, error) {
	if b.open {
		return openai.ChatCompletionResponse{}, errors.New("circuit open")
	}
	return b.inner.CreateChatCompletion(ctx, request)
}
