package fix

import (
	"context"
	"strings"

	"github.com/aws/aws-sdk-go-v2/service/bedrockruntime"
)

// No llmerr package reads Bedrock's errors yet: reported, no fix.
func converseBedrock(ctx context.Context, c *bedrockruntime.Client) error {
	_, err := c.Converse(ctx, &bedrockruntime.ConverseInput{})
	if strings.Contains(err.Error(), "ThrottlingException") { // want `error err is classified by its message text with strings\.Contains`
		return nil
	}
	return err
}

// A stream's error is the SDK's too.
func converseStreamBedrock(ctx context.Context, c *bedrockruntime.Client) error {
	out, err := c.ConverseStream(ctx, &bedrockruntime.ConverseStreamInput{})
	if err != nil {
		return err
	}
	stream := out.GetStream()
	defer stream.Close()
	for range stream.Events() {
	}
	if err := stream.Err(); err != nil && strings.Contains(err.Error(), "ModelStreamErrorException") { // want `error err is classified by its message text with strings\.Contains`
		return nil
	}
	return nil
}
