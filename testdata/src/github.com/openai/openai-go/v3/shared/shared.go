// Package shared is a stub of the real package for analyzer tests;
// the conformance test checks it against openai-go/v3 v3.102.0.
package shared

type ChatModel = string

const (
	ChatModelGPT4o     ChatModel = "gpt-4o"
	ChatModelGPT4oMini ChatModel = "gpt-4o-mini"
)

type ResponsesModel = string
