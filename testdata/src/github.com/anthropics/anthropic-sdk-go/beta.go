package anthropic

import "github.com/anthropics/anthropic-sdk-go/option"

type BetaService struct {
	Options  []option.RequestOption
	Messages BetaMessageService
}
