package bedrockruntime

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/service/bedrockruntime/types"
)

type ConverseStreamInput struct {
	ModelId  *string
	Messages []types.Message
}

type ConverseStreamOutput struct {
	eventStream *ConverseStreamEventStream
}

func (o *ConverseStreamOutput) GetStream() *ConverseStreamEventStream {
	return o.eventStream
}

func (c *Client) ConverseStream(ctx context.Context, params *ConverseStreamInput, optFns ...func(*Options)) (*ConverseStreamOutput, error) {
	return nil, nil
}

type ConverseStreamEventStream struct {
	Reader ConverseStreamOutputReader
}

func (es *ConverseStreamEventStream) Events() <-chan types.ConverseStreamOutput {
	return es.Reader.Events()
}

func (es *ConverseStreamEventStream) Close() error {
	return es.Reader.Close()
}

func (es *ConverseStreamEventStream) Err() error {
	return es.Reader.Err()
}
