// Package anthropic is a stub of github.com/anthropics/anthropic-sdk-go/v2 for analyzer tests.
// It keeps the real shapes of the subset it declares; the conformance test
// (analyzers/internal/conformance) checks them against v2.17.0.
package anthropic

import "github.com/anthropics/anthropic-sdk-go/v2/option"

type Client struct {
	Options  []option.RequestOption
	Messages MessageService
	Beta     BetaService
}

func NewClient(opts ...option.RequestOption) (r Client) { panic("stub") }
