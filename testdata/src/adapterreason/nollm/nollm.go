// Package nollm touches no LLM API.
package nollm

type Response struct{ Content, FinishReason string }

type model struct{}

func (model) GenerateContent(prompt string) *Response { return &Response{Content: prompt} }
