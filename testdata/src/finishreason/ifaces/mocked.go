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
