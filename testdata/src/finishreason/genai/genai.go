// Package genai holds finishreason cases for google.golang.org/genai.
package genai

import (
	"context"
	"errors"
	"fmt"
	"log"

	"google.golang.org/genai"

	"github.com/llmerrlint/llmerrlint/llmerr"
)

var client *genai.Client

func textOnly(ctx context.Context, prompt string) (string, error) {
	resp, err := client.Models.GenerateContent(ctx, "gemini", genai.Text(prompt), nil) // want `genai\.Models\.GenerateContent: finish reason never read; a SAFETY or MAX_TOKENS stop passes as success`
	if err != nil {
		return "", err
	}
	return resp.Text(), nil
}

func readsReason(ctx context.Context, prompt string) (string, error) {
	resp, err := client.Models.GenerateContent(ctx, "gemini", genai.Text(prompt), nil)
	if err != nil {
		return "", err
	}
	if len(resp.Candidates) == 0 || resp.Candidates[0].FinishReason != genai.FinishReasonStop {
		return "", errors.New("incomplete")
	}
	return resp.Text(), nil
}

// A blocked prompt comes back with no candidate; the block reason says
// nothing of a candidate's stop.
func readsPromptFeedback(ctx context.Context) string {
	resp, _ := client.Models.GenerateContent(ctx, "gemini", nil, nil) // want `genai\.Models\.GenerateContent: only the prompt's block reason read; a SAFETY or MAX_TOKENS stop passes`
	if resp.PromptFeedback != nil {
		return ""
	}
	return resp.Text()
}

func readsBlockReasonWhenEmpty(ctx context.Context) (string, error) {
	resp, err := client.Models.GenerateContent(ctx, "gemini", nil, nil) // want `only the prompt's block reason read`
	if err != nil {
		return "", err
	}
	if len(resp.Candidates) == 0 {
		if resp.PromptFeedback != nil && resp.PromptFeedback.BlockReason != "" {
			return "", fmt.Errorf("blocked: %s", resp.PromptFeedback.BlockReason)
		}
		return "", errors.New("no candidates")
	}
	return resp.Text(), nil
}

func readsBothReasons(ctx context.Context) (string, error) {
	resp, err := client.Models.GenerateContent(ctx, "gemini", nil, nil)
	if err != nil {
		return "", err
	}
	if resp.PromptFeedback != nil && resp.PromptFeedback.BlockReason != "" {
		return "", errors.New("prompt blocked")
	}
	if resp.Candidates[0].FinishReason != genai.FinishReasonStop {
		return "", errors.New("stopped early")
	}
	return resp.Text(), nil
}

// A wrapper that turns a blocked prompt into an error and returns the
// response leaves the candidate's stop to its caller.
func askUnblocked(ctx context.Context) (*genai.GenerateContentResponse, error) {
	resp, err := client.Models.GenerateContent(ctx, "gemini", nil, nil)
	if err != nil {
		return nil, err
	}
	if resp.PromptFeedback != nil {
		return nil, errors.New("prompt blocked")
	}
	return resp, nil
}

func usesUnblocked(ctx context.Context) string {
	resp, err := askUnblocked(ctx) // want `genai\.askUnblocked: finish reason never read`
	if err != nil {
		return ""
	}
	return resp.Text()
}

func checksUnblocked(ctx context.Context) string {
	resp, err := askUnblocked(ctx)
	if err != nil || resp.Candidates[0].FinishReason != genai.FinishReasonStop {
		return ""
	}
	return resp.Text()
}

func classifies(ctx context.Context) (string, error) {
	resp, err := client.Models.GenerateContent(ctx, "gemini", nil, nil)
	if err != nil {
		return "", err
	}
	if class, failed := llmerr.ClassifyGenerateContent(resp); failed {
		return "", fmt.Errorf("model: %v", class)
	}
	return resp.Text(), nil
}

// Counting tokens uses nothing of the answer a stop could spoil.
func usageOnly(ctx context.Context) int32 {
	resp, _ := client.Models.GenerateContent(ctx, "gemini", nil, nil)
	return resp.UsageMetadata.TotalTokenCount
}

func discarded(ctx context.Context) error {
	_, err := client.Models.GenerateContent(ctx, "gemini", nil, nil)
	client.Models.GenerateContent(ctx, "gemini", nil, nil)
	return err
}

func nilCheckOnly(ctx context.Context) bool {
	resp, _ := client.Models.GenerateContent(ctx, "gemini", nil, nil)
	return resp != nil
}

func derivedCandidate(ctx context.Context) string {
	resp, _ := client.Models.GenerateContent(ctx, "gemini", nil, nil)
	for _, c := range resp.Candidates {
		switch c.FinishReason {
		case genai.FinishReasonSafety, genai.FinishReasonMaxTokens:
			return ""
		}
	}
	return resp.Text()
}

func inLoop(ctx context.Context, prompts []string) []string {
	var out []string
	for _, p := range prompts {
		resp, err := client.Models.GenerateContent(ctx, "gemini", genai.Text(p), nil) // want `genai\.Models\.GenerateContent: finish reason never read; a SAFETY or MAX_TOKENS stop passes as success`
		if err != nil {
			continue
		}
		out = append(out, resp.Text())
	}
	return out
}

func twoCalls(ctx context.Context) string {
	a, _ := client.Models.GenerateContent(ctx, "gemini", nil, nil) // want `genai\.Models\.GenerateContent: finish reason never read; a SAFETY or MAX_TOKENS stop passes as success`
	b, _ := client.Models.GenerateContent(ctx, "gemini", nil, nil)
	if b.Candidates[0].FinishReason != genai.FinishReasonStop {
		return ""
	}
	return a.Text() + b.Text()
}

func partsText(ctx context.Context) string {
	resp, _ := client.Models.GenerateContent(ctx, "gemini", nil, nil) // want `genai\.Models\.GenerateContent: finish reason never read; a SAFETY or MAX_TOKENS stop passes as success`
	return resp.Candidates[0].Content.Parts[0].Text
}

// Escapes: the caller or an unknown function may read the reason.

type holder struct {
	resp *genai.GenerateContentResponse
}

func (h *holder) store(ctx context.Context) {
	resp, _ := client.Models.GenerateContent(ctx, "gemini", nil, nil)
	h.resp = resp
}

// last hands the stored response to its callers: an accessor lets it escape.
func (h *holder) last() *genai.GenerateContentResponse { return h.resp }

func sendsOnChannel(ctx context.Context, ch chan<- *genai.GenerateContentResponse) {
	resp, _ := client.Models.GenerateContent(ctx, "gemini", nil, nil)
	ch <- resp
}

func passedToUnknown(ctx context.Context, sink func(*genai.GenerateContentResponse)) {
	resp, _ := client.Models.GenerateContent(ctx, "gemini", nil, nil)
	sink(resp)
}

type inspector interface {
	Inspect(*genai.GenerateContentResponse)
}

func passedToInterface(ctx context.Context, in inspector) string {
	resp, _ := client.Models.GenerateContent(ctx, "gemini", nil, nil)
	in.Inspect(resp)
	return resp.Text()
}

func storedInSliceElement(ctx context.Context, out []*genai.GenerateContentResponse) {
	resp, _ := client.Models.GenerateContent(ctx, "gemini", nil, nil)
	out[0] = resp
}

// Printing the response shows it; it is a use, not an escape.
func printed(ctx context.Context) {
	resp, _ := client.Models.GenerateContent(ctx, "gemini", nil, nil) // want `genai\.Models\.GenerateContent: finish reason never read`
	fmt.Println(resp)
}

// A closure that escapes is still code in view: other code can only run
// it, and this one reads the text alone.
func escapingClosure(ctx context.Context) func() string {
	resp, _ := client.Models.GenerateContent(ctx, "gemini", nil, nil) // want `genai\.Models\.GenerateContent: finish reason never read; a SAFETY or MAX_TOKENS stop passes as success`
	return func() string { return resp.Text() }
}

func escapingClosureReads(ctx context.Context) func() (string, bool) {
	resp, _ := client.Models.GenerateContent(ctx, "gemini", nil, nil)
	return func() (string, bool) {
		return resp.Text(), resp.Candidates[0].FinishReason == genai.FinishReasonStop
	}
}

// The closure hands the response itself out: it escapes.
func escapingClosureReturnsIt(ctx context.Context) func() *genai.GenerateContentResponse {
	resp, _ := client.Models.GenerateContent(ctx, "gemini", nil, nil)
	return func() *genai.GenerateContentResponse { return resp }
}

// Closures and defer.

func readInClosure(ctx context.Context) string {
	resp, _ := client.Models.GenerateContent(ctx, "gemini", nil, nil)
	check := func() bool { return resp.Candidates[0].FinishReason == genai.FinishReasonStop }
	if !check() {
		return ""
	}
	return resp.Text()
}

func callInClosure(ctx context.Context) string {
	var text string
	func() {
		resp, _ := client.Models.GenerateContent(ctx, "gemini", nil, nil) // want `genai\.Models\.GenerateContent: finish reason never read; a SAFETY or MAX_TOKENS stop passes as success`
		text = resp.Text()
	}()
	return text
}

func deferredLog(ctx context.Context) string {
	resp, _ := client.Models.GenerateContent(ctx, "gemini", nil, nil)
	defer func() { log.Printf("finish: %s", resp.Candidates[0].FinishReason) }()
	return resp.Text()
}

func deferredUse(ctx context.Context) {
	resp, _ := client.Models.GenerateContent(ctx, "gemini", nil, nil) // want `genai\.Models\.GenerateContent: finish reason never read; a SAFETY or MAX_TOKENS stop passes as success`
	defer log.Print(resp.Text())
}

// Chats.

func chat(ctx context.Context, c *genai.Chat) string {
	resp, _ := c.SendMessage(ctx, genai.Part{Text: "hi"}) // want `genai\.Chat\.SendMessage: finish reason never read; a SAFETY or MAX_TOKENS stop passes as success`
	return resp.Text()
}

func chatEmbedded(ctx context.Context, c *genai.Chat) string {
	resp, _ := c.GenerateContent(ctx, "gemini", nil, nil) // want `genai\.Models\.GenerateContent: finish reason never read; a SAFETY or MAX_TOKENS stop passes as success`
	return resp.Text()
}

func chatGood(ctx context.Context, c *genai.Chat) (string, error) {
	resp, err := c.Send(ctx, genai.NewPartFromText("hi"))
	if err != nil {
		return "", err
	}
	if f, ok := llmerr.GenerateContentFailure(resp); ok {
		return "", fmt.Errorf("%v", f.Class)
	}
	return resp.Text(), nil
}

// Generics.

func generic[T any](ctx context.Context, v T) string {
	resp, _ := client.Models.GenerateContent(ctx, fmt.Sprint(v), nil, nil) // want `genai\.Models\.GenerateContent: finish reason never read; a SAFETY or MAX_TOKENS stop passes as success`
	return resp.Text()
}

func declaredThenAssigned(ctx context.Context) (string, error) {
	var resp *genai.GenerateContentResponse
	var err error
	resp, err = client.Models.GenerateContent(ctx, "gemini", nil, nil) // want `genai\.Models\.GenerateContent: finish reason never read; a SAFETY or MAX_TOKENS stop passes as success`
	if err != nil {
		return "", err
	}
	return resp.Text(), nil
}

func writesReasonOnly(ctx context.Context) string {
	resp, _ := client.Models.GenerateContent(ctx, "gemini", nil, nil) // want `genai\.Models\.GenerateContent: finish reason never read; a SAFETY or MAX_TOKENS stop passes as success`
	resp.Candidates[0].FinishReason = genai.FinishReasonStop
	return resp.Text()
}

// Wrapped in a local struct value that is then read.
type result struct {
	resp *genai.GenerateContentResponse
	n    int
}

func localStruct(ctx context.Context) bool {
	var r result
	r.resp, _ = client.Models.GenerateContent(ctx, "gemini", nil, nil)
	return r.resp.Candidates[0].FinishReason == genai.FinishReasonStop
}

func localStructUnread(ctx context.Context) string {
	var r result
	r.resp, _ = client.Models.GenerateContent(ctx, "gemini", nil, nil) // want `genai\.Models\.GenerateContent: finish reason never read; a SAFETY or MAX_TOKENS stop passes as success`
	return r.resp.Text()
}
