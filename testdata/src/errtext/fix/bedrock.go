package fix

import (
	"context"
	"fmt"
	"strings"

	"github.com/aws/aws-sdk-go-v2/service/bedrockruntime"
)

// llmerr/bedrock reads Bedrock's errors, and is in the build (providers.go).
func converseBedrock(ctx context.Context, c *bedrockruntime.Client) error {
	_, err := c.Converse(ctx, &bedrockruntime.ConverseInput{})
	if strings.Contains(fmt.Sprint(err), "429") { // want `error err is classified by its message text with strings\.Contains`
		return nil
	}
	return err
}

// A stream's error is the SDK's too. An exception's name is no needle:
// reported, no fix.
func converseStreamBedrock(ctx context.Context, c *bedrockruntime.Client) error {
	out, err := c.ConverseStream(ctx, &bedrockruntime.ConverseStreamInput{})
	if err != nil {
		return err
	}
	stream := out.GetStream()
	defer stream.Close()
	for range stream.Events() {
	}
	if err := stream.Err(); err != nil && strings.Contains(fmt.Sprint(err), "ModelStreamErrorException") { // want `error err is classified by its message text with strings\.Contains`
		return nil
	}
	return nil
}
