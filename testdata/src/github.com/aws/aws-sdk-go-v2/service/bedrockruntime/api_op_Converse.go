package bedrockruntime

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/service/bedrockruntime/types"
)

type ConverseInput struct {
	ModelId  *string
	Messages []types.Message
}

type ConverseOutput struct {
	Output     types.ConverseOutput
	StopReason types.StopReason
	Usage      *types.TokenUsage
}

func (c *Client) Converse(ctx context.Context, params *ConverseInput, optFns ...func(*Options)) (*ConverseOutput, error) {
	return nil, nil
}
