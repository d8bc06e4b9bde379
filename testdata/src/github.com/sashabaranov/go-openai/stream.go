package openai

import "context"

type CompletionStream struct {
	*streamReader[CompletionResponse]
}

func (c *Client) CreateCompletionStream(
	ctx context.Context,
	request CompletionRequest,
) (stream *CompletionStream, err error) {
	panic("stub")
}
