// This file holds the Check functions of Ollama's responses: an in-band
// failure turned into an error.
package ollamaerr

import (
	"github.com/llmerrlint/llmerrlint/llmerr"
	"github.com/ollama/ollama/api"
)

// CheckChatResponse returns nil for a healthy response of Client.Chat and,
// for an in-band failure, an error that carries it (see [llmerr.InBand]):
// it judges like [ClassifyChatResponse], and the [llmerr.Failure] keeps the
// DoneReason. Pass it the last response the callback received.
func CheckChatResponse(r api.ChatResponse) error {
	class, failed := ClassifyChatResponse(r)
	return llmerr.InBand(llmerr.Failure{Class: class, Reason: r.DoneReason}, failed)
}

// CheckGenerateResponse does the same for a response of Client.Generate.
func CheckGenerateResponse(r api.GenerateResponse) error {
	class, failed := ClassifyGenerateResponse(r)
	return llmerr.InBand(llmerr.Failure{Class: class, Reason: r.DoneReason}, failed)
}
