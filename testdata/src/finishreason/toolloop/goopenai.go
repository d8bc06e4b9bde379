package toolloop

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"path"
	"strings"
	"time"

	"github.com/sashabaranov/go-openai"
)

// Workspace is what the coding agent's tools act on.
type Workspace interface {
	ReadFile(name string) ([]byte, error)
	List(dir string) ([]string, error)
	Grep(pattern, dir string) ([]string, error)
	ApplyPatch(diff string) error
	RunTests(ctx context.Context, pkg string) (string, bool, error)
}

// Report is what a coding session ends with.
type Report struct {
	Summary     string
	Patched     []string
	TestsPassed bool
	Steps       int
}

var errNoProgress = errors.New("agent: no progress")

type fileArgs struct {
	Path      string `json:"path"`
	StartLine int    `json:"start_line"`
	EndLine   int    `json:"end_line"`
}

type grepArgs struct {
	Pattern string `json:"pattern"`
	Dir     string `json:"dir"`
}

type patchArgs struct {
	Diff string `json:"diff"`
}

type testArgs struct {
	Package string `json:"package"`
}

// codeAgent fixes a failing test with go-openai and the workspace tools.
type codeAgent struct {
	client    *openai.Client
	model     string
	tools     []openai.Tool
	ws        Workspace
	maxSteps  int
	stepLimit time.Duration
	log       *slog.Logger
}

// toolMessage is the message that answers one tool call.
func toolMessage(content, id string) openai.ChatCompletionMessage {
	return openai.ChatCompletionMessage{Role: openai.ChatMessageRoleTool, Content: content, ToolCallID: id}
}

// Fix asks the model to make the tests of pkg pass, running the tools it
// calls, step after step, until it stops calling them. The finish reason
// is never read: a summary cut at the token limit ends the session as a
// success.
func (a *codeAgent) Fix(ctx context.Context, pkg, failure string) (*Report, error) {
	rep := &Report{}
	req := openai.ChatCompletionRequest{
		Model:     a.model,
		Tools:     a.tools,
		MaxTokens: 4096,
		Messages: []openai.ChatCompletionMessage{
			{Role: openai.ChatMessageRoleSystem, Content: "You fix Go code. Read before you patch; run the tests after each patch."},
			{Role: openai.ChatMessageRoleUser, Content: fmt.Sprintf("The tests of %s fail:\n%s", pkg, failure)},
		},
	}
	idle := 0 // steps in a row without a tool call that changed anything
	for step := 1; step <= a.maxSteps; step++ {
		rep.Steps = step
		stepCtx, cancel := context.WithTimeout(ctx, a.stepLimit)
		resp, err := a.client.CreateChatCompletion(stepCtx, req) // want `openai\.Client\.CreateChatCompletion: finish reason never read; a length or filter stop passes as success`
		cancel()
		var apiErr *openai.APIError
		switch {
		case errors.As(err, &apiErr) && apiErr.HTTPStatusCode == 429:
			a.log.Warn("rate limited", "step", step)
			time.Sleep(2 * time.Second)
			continue
		case err != nil:
			return rep, fmt.Errorf("step %d: %w", step, err)
		}
		a.log.Debug("model step", "id", resp.ID, "step", step, "prompt_tokens", resp.Usage.PromptTokens)
		if len(resp.Choices) == 0 {
			return rep, fmt.Errorf("step %d: no choices", step)
		}
		msg := resp.Choices[0].Message
		req.Messages = append(req.Messages, msg)
		if len(msg.ToolCalls) == 0 {
			if msg.Refusal != "" {
				return rep, fmt.Errorf("step %d: model refused: %s", step, msg.Refusal)
			}
			rep.Summary = strings.TrimSpace(msg.Content)
			if rep.Summary == "" && len(rep.Patched) == 0 {
				return rep, errNoProgress
			}
			return rep, nil
		}
		changed := false
		for _, call := range msg.ToolCalls {
			var content string
			switch call.Function.Name {
			case "read_file":
				var args fileArgs
				if err := json.Unmarshal([]byte(call.Function.Arguments), &args); err != nil {
					content = "error: bad arguments: " + err.Error()
					break
				}
				if path.IsAbs(args.Path) || strings.Contains(args.Path, "..") {
					content = "error: path outside the workspace"
					break
				}
				data, err := a.ws.ReadFile(args.Path)
				if err != nil {
					content = "error: " + err.Error()
					break
				}
				lines := strings.Split(string(data), "\n")
				if args.StartLine > 0 && args.StartLine <= len(lines) {
					end := args.EndLine
					if end <= 0 || end > len(lines) {
						end = len(lines)
					}
					lines = lines[args.StartLine-1 : end]
				}
				if len(lines) > 400 {
					lines = append(lines[:400], "... (truncated)")
				}
				content = strings.Join(lines, "\n")
			case "list_dir":
				var args fileArgs
				if err := json.Unmarshal([]byte(call.Function.Arguments), &args); err != nil {
					content = "error: bad arguments: " + err.Error()
					break
				}
				names, err := a.ws.List(args.Path)
				if err != nil {
					content = "error: " + err.Error()
					break
				}
				content = strings.Join(names, "\n")
			case "grep":
				var args grepArgs
				if err := json.Unmarshal([]byte(call.Function.Arguments), &args); err != nil {
					content = "error: bad arguments: " + err.Error()
					break
				}
				if args.Dir == "" {
					args.Dir = "."
				}
				hits, err := a.ws.Grep(args.Pattern, args.Dir)
				switch {
				case err != nil:
					content = "error: " + err.Error()
				case len(hits) == 0:
					content = "no matches"
				case len(hits) > 50:
					content = strings.Join(hits[:50], "\n") + fmt.Sprintf("\n... and %d more", len(hits)-50)
				default:
					content = strings.Join(hits, "\n")
				}
			case "apply_patch":
				var args patchArgs
				if err := json.Unmarshal([]byte(call.Function.Arguments), &args); err != nil {
					content = "error: bad arguments: " + err.Error()
					break
				}
				if !strings.HasPrefix(args.Diff, "--- ") {
					content = "error: not a unified diff"
					break
				}
				if err := a.ws.ApplyPatch(args.Diff); err != nil {
					content = "error: patch does not apply: " + err.Error()
					break
				}
				for _, line := range strings.Split(args.Diff, "\n") {
					if name, ok := strings.CutPrefix(line, "+++ b/"); ok {
						rep.Patched = append(rep.Patched, name)
					}
				}
				changed = true
				content = "patch applied"
			case "run_tests":
				var args testArgs
				if err := json.Unmarshal([]byte(call.Function.Arguments), &args); err != nil {
					content = "error: bad arguments: " + err.Error()
					break
				}
				if args.Package == "" {
					args.Package = pkg
				}
				out, passed, err := a.ws.RunTests(ctx, args.Package)
				if err != nil {
					content = "error: " + err.Error()
					break
				}
				rep.TestsPassed = passed
				if passed {
					content = "PASS"
				} else {
					content = "FAIL\n" + out
				}
			default:
				a.log.Warn("unknown tool", "name", call.Function.Name)
				content = fmt.Sprintf("error: unknown tool %q", call.Function.Name)
			}
			req.Messages = append(req.Messages, toolMessage(content, call.ID))
		}
		if changed {
			idle = 0
		} else if idle++; idle >= 6 {
			a.log.Warn("agent stalls", "pkg", pkg, "step", step)
			return rep, errNoProgress
		}
	}
	return rep, fmt.Errorf("agent: no answer after %d steps", a.maxSteps)
}
