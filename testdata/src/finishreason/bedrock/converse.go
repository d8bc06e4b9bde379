// Package bedrock holds finishreason cases for AWS Bedrock Runtime's
// Converse API.
package bedrock

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"net/http"

	"github.com/aws/aws-sdk-go-v2/service/bedrockruntime"
	"github.com/aws/aws-sdk-go-v2/service/bedrockruntime/types"
)

const modelID = "anthropic.claude-3-5-sonnet-20240620-v1:0"

func request(prompt string) *bedrockruntime.ConverseInput {
	model := modelID
	return &bedrockruntime.ConverseInput{
		ModelId: &model,
		Messages: []types.Message{{
			Role:    types.ConversationRoleUser,
			Content: []types.ContentBlock{&types.ContentBlockMemberText{Value: prompt}},
		}},
	}
}

// firstText returns the text of the answer's first block.
func firstText(out *bedrockruntime.ConverseOutput) (string, error) {
	msg, ok := out.Output.(*types.ConverseOutputMemberMessage)
	if !ok || len(msg.Value.Content) == 0 {
		return "", errors.New("no message")
	}
	text, ok := msg.Value.Content[0].(*types.ContentBlockMemberText)
	if !ok {
		return "", errors.New("not text")
	}
	return text.Value, nil
}

// The text is taken and the stop reason never looked at: a max_tokens
// stop ships half an answer.
func summarize(ctx context.Context, c *bedrockruntime.Client, doc string) (string, error) {
	out, err := c.Converse(ctx, request("Summarize: "+doc)) // want `bedrockruntime\.Client\.Converse: stop reason never read; a max_tokens or guardrail stop passes as success`
	if err != nil {
		return "", err
	}
	msg, ok := out.Output.(*types.ConverseOutputMemberMessage)
	if !ok {
		return "", errors.New("no message")
	}
	return msg.Value.Content[0].(*types.ContentBlockMemberText).Value, nil
}

// A helper of this package that only takes the text does not read the
// reason for its caller.
func summarizeViaHelper(ctx context.Context, c *bedrockruntime.Client, doc string) (string, error) {
	out, err := c.Converse(ctx, request(doc)) // want `bedrockruntime\.Client\.Converse: stop reason never read; a max_tokens or guardrail stop passes as success`
	if err != nil {
		return "", err
	}
	return firstText(out)
}

// Reading only the usage uses nothing of the answer a stop could spoil.
func countTokens(ctx context.Context, c *bedrockruntime.Client, doc string) int32 {
	out, err := c.Converse(ctx, request(doc))
	if err != nil || out.Usage == nil || out.Usage.TotalTokens == nil {
		return 0
	}
	return *out.Usage.TotalTokens
}

func checksStop(ctx context.Context, c *bedrockruntime.Client, doc string) (string, error) {
	out, err := c.Converse(ctx, request(doc))
	if err != nil {
		return "", err
	}
	if out.StopReason != types.StopReasonEndTurn {
		return "", fmt.Errorf("model stopped early: %s", out.StopReason)
	}
	return firstText(out)
}

func switchesOnStop(ctx context.Context, c *bedrockruntime.Client, doc string) (string, error) {
	out, err := c.Converse(ctx, request(doc))
	if err != nil {
		return "", err
	}
	switch out.StopReason {
	case types.StopReasonEndTurn, types.StopReasonStopSequence:
		return firstText(out)
	case types.StopReasonMaxTokens:
		return "", errors.New("answer truncated")
	case types.StopReasonGuardrailIntervened, types.StopReasonContentFiltered:
		return "", errors.New("answer blocked")
	default:
		return "", fmt.Errorf("unexpected stop reason %q", out.StopReason)
	}
}

// converse returns the response unread: the wrapper is silent, its
// callers are model calls.
func converse(ctx context.Context, c *bedrockruntime.Client, prompt string) (*bedrockruntime.ConverseOutput, error) {
	out, err := c.Converse(ctx, request(prompt))
	if err != nil {
		return nil, fmt.Errorf("converse: %w", err)
	}
	return out, nil
}

func answer(ctx context.Context, c *bedrockruntime.Client, q string) (string, error) {
	out, err := converse(ctx, c, q) // want `bedrock\.converse: stop reason never read; a max_tokens or guardrail stop passes as success`
	if err != nil {
		return "", err
	}
	return firstText(out)
}

func answerChecked(ctx context.Context, c *bedrockruntime.Client, q string) (string, error) {
	out, err := converse(ctx, c, q)
	if err != nil {
		return "", err
	}
	if out.StopReason == types.StopReasonMaxTokens {
		return "", errors.New("answer truncated")
	}
	return firstText(out)
}

// The response is dropped: only the error matters (a warm-up call).
func warmUp(ctx context.Context, c *bedrockruntime.Client) error {
	_, err := c.Converse(ctx, request("ping"))
	return err
}

func fireAndForget(ctx context.Context, c *bedrockruntime.Client) {
	c.Converse(ctx, request("ping"))
}

// Serialised for a client that reads the stop reason itself: the
// response goes on whole.
func relay(ctx context.Context, c *bedrockruntime.Client, w http.ResponseWriter, q string) {
	out, err := c.Converse(ctx, request(q))
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	if err := json.NewEncoder(w).Encode(out); err != nil {
		log.Printf("relay: %v", err)
	}
}

func journal(ctx context.Context, c *bedrockruntime.Client, q string) ([]byte, error) {
	out, err := c.Converse(ctx, request(q))
	if err != nil {
		return nil, err
	}
	return json.Marshal(out)
}
