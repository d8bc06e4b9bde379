package genai

import (
	"context"
	"iter"
)

type Chats struct{}

type Chat struct {
	Models
}

func (c *Chats) Create(ctx context.Context, model string, config *GenerateContentConfig, history []*Content) (*Chat, error) {
	panic("stub")
}

func (c *Chat) SendMessage(ctx context.Context, parts ...Part) (*GenerateContentResponse, error) {
	panic("stub")
}

func (c *Chat) Send(ctx context.Context, parts ...*Part) (*GenerateContentResponse, error) {
	panic("stub")
}

func (c *Chat) SendMessageStream(ctx context.Context, parts ...Part) iter.Seq2[*GenerateContentResponse, error] {
	panic("stub")
}

func (c *Chat) SendStream(ctx context.Context, parts ...*Part) iter.Seq2[*GenerateContentResponse, error] {
	panic("stub")
}
