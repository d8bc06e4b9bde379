package anthropic

import "github.com/anthropics/anthropic-sdk-go/v2/option"

type BetaService struct {
	Options  []option.RequestOption
	Messages BetaMessageService
}
