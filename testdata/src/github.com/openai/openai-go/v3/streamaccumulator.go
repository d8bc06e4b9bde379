package openai

type ChatCompletionAccumulator struct {
	// The up-to-date accumulation of model's responses
	ChatCompletion
	justFinished int
}

func (acc *ChatCompletionAccumulator) AddChunk(chunk ChatCompletionChunk) bool { panic("stub") }

func (acc *ChatCompletionAccumulator) JustFinishedContent() (content string, ok bool) {
	panic("stub")
}

func (acc *ChatCompletionAccumulator) JustFinishedRefusal() (refusal string, ok bool) {
	panic("stub")
}
