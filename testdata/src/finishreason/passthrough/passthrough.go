// Package passthrough holds AfterModel callbacks that pass the response
// through (the finish reason travels on unchanged) and callbacks that
// decide from its content.
package passthrough

import (
	"context"
	"errors"
	"fmt"
	"log"
	"log/slog"
	"regexp"
	"strings"

	"google.golang.org/adk/v2/agent"
	"google.golang.org/adk/v2/model"
	"google.golang.org/genai"
)

var email = regexp.MustCompile(`[a-z.]+@[a-z.]+`)

// Pass-through callbacks: nothing to report.

// redact edits the text in place and hands the response on.
func redact(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	if resp == nil || resp.Content == nil {
		return resp, err
	}
	for _, p := range resp.Content.Parts {
		p.Text = email.ReplaceAllString(p.Text, "[email]")
	}
	return resp, err
}

// rewriteArgs rewrites function-call arguments; nil keeps the original.
func rewriteArgs(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	if resp == nil || resp.Content == nil {
		return nil, nil
	}
	for _, p := range resp.Content.Parts {
		if p.FunctionCall != nil {
			if path, ok := p.FunctionCall.Args["path"].(string); ok {
				p.FunctionCall.Args["path"] = strings.TrimPrefix(path, "/")
			}
		}
	}
	return nil, nil
}

// countParts counts the parts for a log line.
func countParts(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	if resp != nil && resp.Content != nil {
		log.Printf("model returned %d parts", len(resp.Content.Parts))
	}
	return resp, err
}

// toolCalls reads only the function-call parts.
func toolCalls(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	if resp == nil || resp.Content == nil {
		return resp, err
	}
	for _, p := range resp.Content.Parts {
		if p.FunctionCall != nil {
			log.Printf("tool call %s", p.FunctionCall.Name)
		}
	}
	return resp, err
}

// dropThoughts filters the parts and writes the list back.
func dropThoughts(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	if resp == nil || resp.Content == nil {
		return nil, nil
	}
	var kept []*genai.Part
	for _, p := range resp.Content.Parts {
		if !p.Thought {
			kept = append(kept, p)
		}
	}
	resp.Content.Parts = kept
	return resp, nil
}

// mergeParts joins the text parts into one and writes it back.
func mergeParts(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	if resp == nil || resp.Content == nil {
		return resp, err
	}
	var texts []string
	for _, p := range resp.Content.Parts {
		if p.Text != "" {
			texts = append(texts, p.Text)
		}
	}
	text := strings.Join(texts, "")
	if text != "" {
		resp.Content.Parts = []*genai.Part{{Text: text}}
	}
	return resp, err
}

// concatParts concatenates the text and writes back one part.
func concatParts(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	if resp == nil || resp.Content == nil {
		return nil, nil
	}
	text := ""
	for _, p := range resp.Content.Parts {
		text += p.Text
	}
	merged := &genai.Part{Text: text}
	resp.Content.Parts = []*genai.Part{merged}
	return resp, nil
}

// moveArgs moves function-call arguments into a store; the error it may
// return is about the store, not about the content.
func moveArgs(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	if err != nil {
		return nil, err
	}
	if resp == nil || resp.Content == nil || len(resp.Content.Parts) == 0 {
		return resp, nil
	}
	for _, p := range resp.Content.Parts {
		if fc := p.FunctionCall; fc != nil {
			for name, arg := range fc.Args {
				delete(fc.Args, name)
				if err := save(fc.ID+"/"+name, arg); err != nil {
					return nil, fmt.Errorf("saving %s: %w", name, err)
				}
			}
		}
	}
	return nil, nil
}

var save func(key string, v any) error

// redactIfChanged redacts in place and returns nil when nothing changed,
// the edited response otherwise: either way the response goes on.
func redactIfChanged(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	if resp == nil || err != nil || resp.Content == nil {
		return nil, nil
	}
	changed := false
	for _, p := range resp.Content.Parts {
		if p.Text != "" {
			redacted := email.ReplaceAllString(p.Text, "[email]")
			changed = changed || redacted != p.Text
			p.Text = redacted
		}
	}
	if !changed {
		return nil, nil
	}
	return resp, nil
}

// Callbacks that decide from the content: reported.

var errEmpty = errors.New("empty reply")

// reask fails the call when the reply is empty, so that it is asked again.
func reask(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	if resp == nil || resp.Content == nil || len(resp.Content.Parts) == 0 { // want `^AfterModel callback reask reads Content but never FinishReason or ErrorCode$`
		return nil, errEmpty
	}
	return resp, err
}

type transcript struct {
	lines []string
	parts []*genai.Part
}

// store keeps the text, as the answer, and hands the response on.
func (t *transcript) store(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	if resp == nil || resp.Content == nil { // want `AfterModel callback transcript\.store reads Content`
		return resp, err
	}
	for _, p := range resp.Content.Parts {
		t.lines = append(t.lines, p.Text)
	}
	return resp, err
}

// lastPart keeps the merged text outside the response.
func (t *transcript) lastPart(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	if resp == nil || resp.Content == nil { // want `AfterModel callback transcript\.lastPart reads Content`
		return resp, err
	}
	text := ""
	for _, p := range resp.Content.Parts {
		text += p.Text
	}
	t.parts = append(t.parts, &genai.Part{Text: text})
	return resp, err
}

// refuseLeak fails the call when the reply held an address.
func refuseLeak(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	if resp == nil || resp.Content == nil { // want `AfterModel callback refuseLeak reads Content`
		return nil, nil
	}
	for _, p := range resp.Content.Parts {
		if redacted := email.ReplaceAllString(p.Text, "[email]"); redacted != p.Text {
			return nil, errors.New("reply held an address")
		}
	}
	return nil, nil
}

// reaskBlank fails the call when the merged text is empty.
func reaskBlank(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	if resp == nil || resp.Content == nil { // want `AfterModel callback reaskBlank reads Content`
		return resp, err
	}
	text := ""
	for _, p := range resp.Content.Parts {
		text += p.Text
	}
	if text == "" {
		return nil, errEmpty
	}
	return resp, err
}

// Edits guarded by a test of the text: the test only picks which edit
// the response gets, and the response goes on either way.

const endMark = "<END>"

// trimAtEndMark drops what follows the end mark (the reviser of ADK's
// auditor example).
func trimAtEndMark(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	if resp.Content == nil || resp.Content.Parts == nil {
		return resp, nil
	}
	for i, p := range resp.Content.Parts {
		if strings.Contains(p.Text, endMark) {
			resp.Content.Parts = resp.Content.Parts[:i+1]
			p.Text = strings.SplitN(p.Text, endMark, 2)[0]
		}
	}
	return resp, nil
}

// cutAtEndMark does it with strings.Cut.
func cutAtEndMark(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	if resp == nil || resp.Content == nil {
		return resp, err
	}
	for _, p := range resp.Content.Parts {
		before, _, found := strings.Cut(p.Text, endMark)
		if found {
			p.Text = before
		}
	}
	return resp, err
}

var joke = regexp.MustCompile(`(?i)\bjoke\b`)

// softenJokes rewrites a word and logs a constant line when there is
// none (the after-model callback of ADK's callback guide).
func softenJokes(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	if resp == nil || resp.Content == nil || len(resp.Content.Parts) == 0 {
		return nil, nil
	}
	original := resp.Content.Parts[0].Text
	if !joke.MatchString(original) {
		log.Println("[callback] no joke found; passing the response through")
		return nil, nil
	}
	resp.Content.Parts[0].Text = joke.ReplaceAllString(original, "funny story")
	return resp, nil
}

// Tests of the text whose branch ends the process: reported.

// exitOnJoke stops the process from the text: no passing on.
func exitOnJoke(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	if resp == nil || resp.Content == nil { // want `AfterModel callback exitOnJoke reads Content`
		return nil, nil
	}
	for _, p := range resp.Content.Parts {
		if joke.MatchString(p.Text) {
			log.Fatal("joke found")
		}
	}
	return nil, nil
}

// Callbacks that look at the text on the side and hand the response on:
// a log line, a token count, a moderation service's verdict. Nothing to
// report.

// logMatch logs the text it matched.
func logMatch(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	if resp == nil || resp.Content == nil {
		return nil, nil
	}
	for _, p := range resp.Content.Parts {
		if joke.MatchString(p.Text) {
			log.Printf("joke: %s", p.Text)
		}
	}
	return nil, nil
}

// logPreview logs the start of the reply and the content itself.
func logPreview(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	if resp == nil || resp.Content == nil || len(resp.Content.Parts) == 0 {
		return resp, err
	}
	text := resp.Content.Parts[0].Text
	preview := text[:min(80, len(text))]
	slog.InfoContext(ctx, "model reply", slog.String("preview", preview), slog.Int("parts", len(resp.Content.Parts)))
	log.Printf("content: %+v", resp.Content)
	return resp, err
}

type usage struct{ tokens int }

func countTokens(s string) int { return len(strings.Fields(s)) }

// count adds the reply's tokens to a running total.
func (u *usage) count(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	if resp == nil || resp.Content == nil {
		return nil, nil
	}
	for _, p := range resp.Content.Parts {
		u.tokens += countTokens(p.Text)
	}
	return nil, nil
}

// verdict is a moderation service's judgement of a text.
type verdict struct {
	Flagged  bool
	Category string
}

type moderator interface {
	Check(ctx context.Context, text string) (verdict, error)
}

type guard struct{ mod moderator }

// moderate sends the text to a moderation service and logs its verdict.
func (g *guard) moderate(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	if resp == nil || resp.Content == nil {
		return resp, err
	}
	for _, p := range resp.Content.Parts {
		v, merr := g.mod.Check(ctx, p.Text)
		if merr != nil {
			log.Printf("moderation unavailable: %v", merr)
			return resp, err
		}
		if v.Flagged {
			log.Printf("flagged as %s", v.Category)
		}
	}
	return resp, err
}

// Twins that keep what they are given: reported.

type archive struct{ texts []string }

// keepPreview stores the start of the text, not only logs it.
func (a *archive) keepPreview(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	if resp == nil || resp.Content == nil || len(resp.Content.Parts) == 0 { // want `AfterModel callback archive\.keepPreview reads Content`
		return resp, err
	}
	text := resp.Content.Parts[0].Text
	log.Printf("reply: %s", text)
	a.texts = append(a.texts, text[:min(80, len(text))])
	return resp, err
}

// keepVerdict stores the category the service gave the text.
func (a *archive) keepVerdict(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	if resp == nil || resp.Content == nil || len(resp.Content.Parts) == 0 { // want `AfterModel callback archive\.keepVerdict reads Content`
		return resp, err
	}
	var g guard
	v, _ := g.mod.Check(ctx, resp.Content.Parts[0].Text)
	a.texts = append(a.texts, v.Category)
	return resp, err
}

// reaskTokens fails the call when the reply has no tokens.
func (u *usage) reaskTokens(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	if resp == nil || resp.Content == nil || len(resp.Content.Parts) == 0 { // want `AfterModel callback usage\.reaskTokens reads Content`
		return resp, err
	}
	if countTokens(resp.Content.Parts[0].Text) == 0 {
		return nil, errEmpty
	}
	return resp, err
}

// Callbacks that answer in the model's place with a text of their own
// (guardrails, on a test of the text): the model's text goes nowhere
// without its reason. Nothing to report.

// replace answers with a text of its own when the reply looks like a
// refusal; the reply goes on, reason and all, otherwise.
func replace(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	if resp != nil && strings.HasPrefix(resp.Content.Parts[0].Text, "I can't") {
		return &model.LLMResponse{Content: genai.NewContentFromText("Let me find someone who can help.", "model")}, nil
	}
	return resp, err
}

// filterRefusal writes a text of its own in place of a reply that looks
// like a refusal: the response keeps its finish reason.
func filterRefusal(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	if resp == nil || resp.Content == nil {
		return nil, nil
	}
	if strings.Contains(resp.Content.Parts[0].Text, "As an AI") {
		resp.Content = genai.NewContentFromText("(removed)", "model")
	}
	return resp, nil
}

// blankOut writes a constant in place of the text when it matches: the
// response keeps its finish reason.
func blankOut(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	if resp == nil || resp.Content == nil || len(resp.Content.Parts) == 0 {
		return resp, err
	}
	if strings.Contains(resp.Content.Parts[0].Text, "As an AI") {
		resp.Content.Parts[0].Text = "(removed)"
	}
	return resp, err
}
