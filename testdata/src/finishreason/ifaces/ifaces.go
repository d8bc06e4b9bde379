// Package ifaces puts the model client behind the application's own // want package:`finishreason\(OpenAISummarizer\.M0=returnsUnread\(openai\.Client\.CreateChatCompletion:0\) Summarizer\.UM1=returnsUnread\(openai\.Client\.CreateChatCompletion:0\) chatAPI\.UM0=returnsUnread\(openai\.Client\.CreateChatCompletion:0\) openAITitler\.M0=returnsUnread\(openai\.Client\.CreateChatCompletion:0\) rawTranslator\.M0=returnsUnread\(openai\.Client\.CreateChatCompletion:0\)\)\}$`
// interface, as services do for their tests: callers hold the interface,
// and the implementation returns the SDK's response unread.
package ifaces

import (
	"context"
	"errors"

	openai "github.com/sashabaranov/go-openai"
)

// Summarizer has one implementation in this package, a wrapper: a call
// through the interface is a model call.
type Summarizer interface {
	Summarize(ctx context.Context, text string) (*openai.ChatCompletionResponse, error)
	Name() string
}

var _ Summarizer = (*OpenAISummarizer)(nil)

type OpenAISummarizer struct {
	client *openai.Client
	model  string
}

func (s *OpenAISummarizer) Summarize(ctx context.Context, text string) (*openai.ChatCompletionResponse, error) {
	resp, err := s.client.CreateChatCompletion(ctx, openai.ChatCompletionRequest{
		Model:    s.model,
		Messages: []openai.ChatCompletionMessage{{Role: "user", Content: text}},
	})
	if err != nil {
		return nil, err
	}
	return &resp, nil
}

func (s *OpenAISummarizer) Name() string { return "openai" }

// Service holds the interface, as its constructor's callers inject it.
type Service struct {
	llm Summarizer
}

func (s *Service) Digest(ctx context.Context, text string) (string, error) {
	resp, err := s.llm.Summarize(ctx, text) // want `ifaces\.Summarizer\.Summarize: finish reason never read; a length or filter stop passes as success`
	if err != nil {
		return "", err
	}
	return resp.Choices[0].Message.Content, nil
}

func (s *Service) DigestChecked(ctx context.Context, text string) (string, error) {
	resp, err := s.llm.Summarize(ctx, text)
	if err != nil {
		return "", err
	}
	if len(resp.Choices) == 0 || resp.Choices[0].FinishReason != openai.FinishReasonStop {
		return "", errors.New("summary cut short")
	}
	return resp.Choices[0].Message.Content, nil
}

// Translator has two implementations: a wrapper, and a decorator that
// reads the reason before it passes the response on. The value behind
// the interface may be the decorator: its callers are not reported.
type Translator interface {
	Translate(ctx context.Context, text string) (*openai.ChatCompletionResponse, error)
}

type rawTranslator struct{ client *openai.Client }

func (t *rawTranslator) Translate(ctx context.Context, text string) (*openai.ChatCompletionResponse, error) {
	resp, err := t.client.CreateChatCompletion(ctx, openai.ChatCompletionRequest{})
	if err != nil {
		return nil, err
	}
	return &resp, nil
}

type checkedTranslator struct{ inner Translator }

func (t checkedTranslator) Translate(ctx context.Context, text string) (*openai.ChatCompletionResponse, error) {
	resp, err := t.inner.Translate(ctx, text)
	if err != nil {
		return nil, err
	}
	if resp.Choices[0].FinishReason == openai.FinishReasonLength {
		return nil, errors.New("translation cut short")
	}
	return resp, nil
}

func NewTranslator(c *openai.Client) Translator {
	return checkedTranslator{inner: &rawTranslator{client: c}}
}

func translate(ctx context.Context, t Translator, text string) string {
	resp, err := t.Translate(ctx, text)
	if err != nil {
		return text
	}
	return resp.Choices[0].Message.Content
}

// Titler's other implementation returns no response at all (a switch to
// turn the feature off): callers stay silent.
type Titler interface {
	Title(ctx context.Context, text string) (*openai.ChatCompletionResponse, error)
}

type openAITitler struct{ client *openai.Client }

func (t openAITitler) Title(ctx context.Context, text string) (*openai.ChatCompletionResponse, error) {
	resp, err := t.client.CreateChatCompletion(ctx, openai.ChatCompletionRequest{})
	return &resp, err
}

type noTitler struct{}

func (noTitler) Title(context.Context, string) (*openai.ChatCompletionResponse, error) {
	return nil, errors.New("titles are off")
}

func title(ctx context.Context, t Titler, text string) string {
	resp, err := t.Title(ctx, text)
	if err != nil || resp == nil {
		return ""
	}
	return resp.Choices[0].Message.Content
}

// Reader's only implementation reads the reason: silent.
type Reader interface {
	Read(ctx context.Context, text string) (*openai.ChatCompletionResponse, error)
}

type carefulReader struct{ client *openai.Client }

func (r *carefulReader) Read(ctx context.Context, text string) (*openai.ChatCompletionResponse, error) {
	resp, err := r.client.CreateChatCompletion(ctx, openai.ChatCompletionRequest{})
	if err != nil {
		return nil, err
	}
	if resp.Choices[0].FinishReason != openai.FinishReasonStop {
		return nil, errors.New("stopped early")
	}
	return &resp, nil
}

func read(ctx context.Context, r Reader, text string) string {
	resp, err := r.Read(ctx, text)
	if err != nil {
		return ""
	}
	return resp.Choices[0].Message.Content
}
