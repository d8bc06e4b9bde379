package openai

import "github.com/openai/openai-go/v3/option"

type ChatService struct {
	Options     []option.RequestOption
	Completions ChatCompletionService
}
