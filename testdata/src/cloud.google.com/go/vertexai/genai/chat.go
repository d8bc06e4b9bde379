package genai

import "context"

type ChatSession struct {
	History []*Content
}

func (m *GenerativeModel) StartChat() *ChatSession { panic("stub") }

func (cs *ChatSession) SendMessage(ctx context.Context, parts ...Part) (*GenerateContentResponse, error) {
	panic("stub")
}

func (cs *ChatSession) SendMessageStream(ctx context.Context, parts ...Part) *GenerateContentResponseIterator {
	panic("stub")
}
