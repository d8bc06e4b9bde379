// Package providers holds finishreason cases for the llmerr provider
// packages: passing a response to one reads its reason, and a diagnostic's
// related information names the one that takes the call's response.
package providers

import (
	"context"

	anthropicv1 "github.com/anthropics/anthropic-sdk-go"
	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/aws/aws-sdk-go-v2/service/bedrockruntime"
	"github.com/aws/aws-sdk-go-v2/service/bedrockruntime/types"
	"github.com/firebase/genkit/go/ai"
	"github.com/firebase/genkit/go/genkit"
	anthropicerr "github.com/llmerrlint/llmerrlint/llmerr/anthropic"
	bedrockerr "github.com/llmerrlint/llmerrlint/llmerr/bedrock"
	genkiterr "github.com/llmerrlint/llmerrlint/llmerr/genkit"
	goopenaierr "github.com/llmerrlint/llmerrlint/llmerr/goopenai"
	langchaingoerr "github.com/llmerrlint/llmerrlint/llmerr/langchaingo"
	openaierr "github.com/llmerrlint/llmerrlint/llmerr/openai"
	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/responses"
	goopenai "github.com/sashabaranov/go-openai"
	"github.com/tmc/langchaingo/llms"
	"google.golang.org/genai"
)

func openaiClassified(ctx context.Context, c *openai.Client, p openai.ChatCompletionNewParams) (string, error) {
	resp, err := c.Chat.Completions.New(ctx, p)
	if err != nil {
		return "", err
	}
	if _, failed := openaierr.ClassifyChatCompletion(resp); failed {
		return "", context.Canceled
	}
	return resp.Choices[0].Message.Content, nil
}

func openaiUnread(ctx context.Context, c *openai.Client, p openai.ChatCompletionNewParams) string {
	resp, _ := c.Chat.Completions.New(ctx, p) // want `openai\.ChatCompletionService\.New: finish reason never read`
	return resp.Choices[0].Message.Content
}

func openaiChoiceClassified(ctx context.Context, c *openai.Client, p openai.ChatCompletionNewParams) string {
	resp, _ := c.Chat.Completions.New(ctx, p)
	if _, failed := openaierr.ClassifyChatChoice(resp.Choices[0]); failed {
		return ""
	}
	return resp.Choices[0].Message.Content
}

func responsesClassified(ctx context.Context, c *openai.Client, p responses.ResponseNewParams) string {
	resp, _ := c.Responses.New(ctx, p)
	if _, failed := openaierr.ClassifyResponse(resp); failed {
		return ""
	}
	return resp.OutputText()
}

func responsesUnread(ctx context.Context, c *openai.Client, p responses.ResponseNewParams) string {
	resp, _ := c.Responses.New(ctx, p) // want `responses\.ResponseService\.New: status never read`
	return resp.OutputText()
}

func legacyUnread(ctx context.Context, c *openai.Client, p openai.CompletionNewParams) string {
	resp, _ := c.Completions.New(ctx, p) // want `openai\.CompletionService\.New: finish reason never read`
	return resp.Choices[0].Text
}

func anthropicClassified(ctx context.Context, c *anthropic.Client, p anthropic.MessageNewParams) string {
	msg, _ := c.Messages.New(ctx, p)
	if _, failed := anthropicerr.ClassifyMessage(msg); failed {
		return ""
	}
	return msg.Content[0].Text
}

func anthropicUnread(ctx context.Context, c *anthropic.Client, p anthropic.MessageNewParams) string {
	msg, _ := c.Messages.New(ctx, p) // want `anthropic\.MessageService\.New: stop reason never read`
	return msg.Content[0].Text
}

// llmerr/anthropic reads v2 messages: a v1 call gets no classifier named.
func anthropicV1Unread(ctx context.Context, c *anthropicv1.Client, p anthropicv1.MessageNewParams) string {
	msg, _ := c.Messages.New(ctx, p) // want `anthropic\.MessageService\.New: stop reason never read`
	return msg.Content[0].Text
}

// Nor does a beta message, which ClassifyMessage does not take.
func anthropicBetaUnread(ctx context.Context, c *anthropic.Client, p anthropic.BetaMessageNewParams) string {
	msg, _ := c.Beta.Messages.New(ctx, p) // want `anthropic\.BetaMessageService\.New: stop reason never read`
	return msg.Content[0].Text
}

func goopenaiClassified(ctx context.Context, c *goopenai.Client, req goopenai.ChatCompletionRequest) string {
	resp, _ := c.CreateChatCompletion(ctx, req)
	if _, failed := goopenaierr.ClassifyChatCompletion(&resp); failed {
		return ""
	}
	return resp.Choices[0].Message.Content
}

func goopenaiUnread(ctx context.Context, c *goopenai.Client, req goopenai.ChatCompletionRequest) string {
	resp, _ := c.CreateChatCompletion(ctx, req) // want `openai\.Client\.CreateChatCompletion: finish reason never read`
	return resp.Choices[0].Message.Content
}

func goopenaiStreamClassified(ctx context.Context, c *goopenai.Client, req goopenai.ChatCompletionRequest) string {
	s, err := c.CreateChatCompletionStream(ctx, req)
	if err != nil {
		return ""
	}
	var text string
	for {
		chunk, err := s.Recv()
		if err != nil {
			return text
		}
		if _, failed := goopenaierr.ClassifyChatStreamChoice(chunk.Choices[0]); failed {
			return ""
		}
		text += chunk.Choices[0].Delta.Content
	}
}

func goopenaiCompletionClassified(ctx context.Context, c *goopenai.Client, req goopenai.CompletionRequest) string {
	resp, _ := c.CreateCompletion(ctx, req)
	if _, failed := goopenaierr.ClassifyCompletionChoice(resp.Choices[0]); failed {
		return ""
	}
	return resp.Choices[0].Text
}

func langchainClassified(ctx context.Context, m llms.Model, msgs []llms.MessageContent) string {
	resp, _ := m.GenerateContent(ctx, msgs)
	if _, failed := langchaingoerr.ClassifyContentResponse(resp); failed {
		return ""
	}
	return resp.Choices[0].Content
}

func langchainUnread(ctx context.Context, m llms.Model, msgs []llms.MessageContent) string {
	resp, _ := m.GenerateContent(ctx, msgs) // want `llms\.Model\.GenerateContent: stop reason never read`
	return resp.Choices[0].Content
}

func genkitClassified(ctx context.Context, g *genkit.Genkit) string {
	resp, _ := genkit.Generate(ctx, g, ai.WithPrompt("hi"))
	if _, failed := genkiterr.ClassifyResponse(resp); failed {
		return ""
	}
	return resp.Text()
}

func genkitUnread(ctx context.Context, g *genkit.Genkit) string {
	resp, _ := genkit.Generate(ctx, g, ai.WithPrompt("hi")) // want `genkit\.Generate: finish reason never read`
	return resp.Text()
}

func genaiUnread(ctx context.Context, c *genai.Client) string {
	resp, _ := c.Models.GenerateContent(ctx, "m", nil, nil) // want `genai\.Models\.GenerateContent: finish reason never read`
	return resp.Text()
}

func bedrockUnread(ctx context.Context, c *bedrockruntime.Client, in *bedrockruntime.ConverseInput) types.ConverseOutput {
	out, _ := c.Converse(ctx, in) // want `bedrockruntime\.Client\.Converse: stop reason never read`
	return out.Output
}

func bedrockClassified(ctx context.Context, c *bedrockruntime.Client, in *bedrockruntime.ConverseInput) types.ConverseOutput {
	out, _ := c.Converse(ctx, in)
	if _, failed := bedrockerr.ClassifyConverse(out); failed {
		return nil
	}
	return out.Output
}

// A stream has no ConverseOutput: the advice is the stop event's reason.
func bedrockStreamUnread(ctx context.Context, c *bedrockruntime.Client, in *bedrockruntime.ConverseStreamInput) int {
	out, _ := c.ConverseStream(ctx, in) // want `bedrockruntime\.Client\.ConverseStream: stop reason never read`
	n := 0
	for range out.GetStream().Events() {
		n++
	}
	return n
}

func bedrockStreamClassified(ctx context.Context, c *bedrockruntime.Client, in *bedrockruntime.ConverseStreamInput) error {
	out, _ := c.ConverseStream(ctx, in)
	for ev := range out.GetStream().Events() {
		if stop, ok := ev.(*types.ConverseStreamOutputMemberMessageStop); ok {
			if _, failed := bedrockerr.ClassifyStopReason(stop.Value.StopReason); failed {
				return context.Canceled
			}
		}
	}
	return nil
}
