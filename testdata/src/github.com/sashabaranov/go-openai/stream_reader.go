package openai

type streamable interface {
	ChatCompletionStreamResponse | CompletionResponse
}

type streamReader[T streamable] struct {
	isFinished bool
}

func (stream *streamReader[T]) Recv() (response T, err error) { panic("stub") }

func (stream *streamReader[T]) Close() error { panic("stub") }
