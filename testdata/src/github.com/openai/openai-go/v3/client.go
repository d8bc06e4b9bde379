// Package openai is a stub of github.com/openai/openai-go/v3 for analyzer
// tests. It keeps the real shapes of the subset it declares; the conformance
// test (analyzers/internal/conformance) checks them against v3.102.0.
package openai

import (
	"github.com/openai/openai-go/v3/option"
	"github.com/openai/openai-go/v3/packages/param"
	"github.com/openai/openai-go/v3/responses"
	"github.com/openai/openai-go/v3/shared"
)

type Client struct {
	Options     []option.RequestOption
	Completions CompletionService
	Chat        ChatService
	Responses   responses.ResponseService
}

func NewClient(opts ...option.RequestOption) (r Client) { panic("stub") }

func String(s string) param.Opt[string] { panic("stub") }

type ChatModel = shared.ChatModel

const ChatModelGPT4o = shared.ChatModelGPT4o

const ChatModelGPT4oMini = shared.ChatModelGPT4oMini
