package bedrockruntime

import "github.com/aws/aws-sdk-go-v2/service/bedrockruntime/types"

type ConverseStreamOutputReader interface {
	Events() <-chan types.ConverseStreamOutput
	Close() error
	Err() error
}
