package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// The generated target: a GOPATH tree next to the repository's SDK stubs
// (testdata/src), with three packages:
//
//	gen/llm    thousands of functions full of model calls, wrappers that
//	           return responses, ADK callbacks, switches over finish
//	           reasons and error classes, and error-text checks
//	gen/app    calls the wrappers of gen/llm (facts cross a package edge)
//	gen/plain  business code that touches no LLM API (the fast path)
//
// Every function kind is code the analyzers act on: some are findings,
// most are correct code they must follow and stay silent on. The findings
// carry //llmerrlint:ignore directives, as in a codebase that has adopted
// the linter: the analyzers do all their work and report them, and the
// directives drop them after. Unsuppressed, go vet would print 1,700
// findings of gen/... on every run, cached packages included, and the
// null driver, which finds nothing, would be spared that: 90 ms of a
// 330 ms leaf edit went to it.

// funcsPerFile keeps files at a size people write.
const funcsPerFile = 100

// llmKinds are the function templates of gen/llm; %[1]d is the index.
var llmKinds = []string{
	// A direct call whose finish reason is never read (a finding).
	`func Ask%[1]d(ctx context.Context, c *genai.Client, q string) (string, error) {
	//llmerrlint:ignore finishreason the load test keeps this finding
	resp, err := c.Models.GenerateContent(ctx, "gemini", genai.Text(q), nil)
	if err != nil {
		return "", fmt.Errorf("ask %[1]d: %%w", err)
	}
	return resp.Text(), nil
}
`,
	// A direct call classified before use (silent).
	`func Checked%[1]d(ctx context.Context, c *genai.Client, q string) (string, error) {
	resp, err := c.Models.GenerateContent(ctx, "gemini", genai.Text(q), nil)
	if err != nil {
		return "", err
	}
	if class, failed := llmerr.ClassifyGenerateContent(resp); failed {
		return "", fmt.Errorf("model stopped: %%v", class)
	}
	return resp.Text(), nil
}
`,
	// A wrapper returning the response: callers in gen/app own the check.
	`func Generate%[1]d(ctx context.Context, c *genai.Client, q string) (*genai.GenerateContentResponse, error) {
	return c.Models.GenerateContent(ctx, "gemini", genai.Text(q), nil)
}
`,
	// ADK's model interface in a loop, reading ErrorCode (silent).
	`func Stream%[1]d(ctx context.Context, m model.LLM, req *model.LLMRequest) (string, error) {
	var out strings.Builder
	for resp, err := range m.GenerateContent(ctx, req, true) {
		if err != nil {
			return "", err
		}
		if resp.ErrorCode != "" || resp.FinishReason != genai.FinishReasonStop {
			return "", errors.New(resp.ErrorMessage)
		}
		if resp.Content != nil {
			for _, p := range resp.Content.Parts {
				out.WriteString(p.Text)
			}
		}
	}
	return out.String(), nil
}
`,
	// An agent whose error callback degrades instead of retrying (silent)
	// and whose after-model callback switches over the reason.
	`func Agent%[1]d(llm model.LLM) llmagent.Config {
	return llmagent.Config{
		Name:  "agent%[1]d",
		Model: llm,
		OnModelErrorCallbacks: []llmagent.OnModelErrorCallback{
			func(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
				if llmerr.Classify(err) == llmerr.RateLimited {
					return &model.LLMResponse{ErrorCode: "busy"}, nil
				}
				return nil, err
			},
		},
		AfterModelCallbacks: []llmagent.AfterModelCallback{
			func(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
				if resp == nil {
					return nil, err
				}
				switch resp.FinishReason {
				case genai.FinishReasonMaxTokens:
					return &model.LLMResponse{ErrorCode: "truncated"}, nil
				case genai.FinishReasonSafety:
					return &model.LLMResponse{ErrorCode: "blocked"}, nil
				}
				return nil, nil
			},
		},
	}
}
`,
	// A switch over error classes that handles two and defaults.
	`func Handle%[1]d(err error) time.Duration {
	//llmerrlint:ignore classswitch the load test keeps this finding
	switch llmerr.Classify(err) {
	case llmerr.RateLimited, llmerr.Server:
		return time.Duration(%[1]d%%7+1) * time.Second
	default:
		return 0
	}
}
`,
	// Classification by message text (a finding under errtext).
	`func Retryable%[1]d(err error) bool {
	if err == nil {
		return false
	}
	msg := err.Error()
	//llmerrlint:ignore errtext the load test keeps this finding
	return strings.Contains(msg, "429") || strings.Contains(msg, "overloaded")
}
`,
	// A helper with an any and an error parameter: where paramFacts go.
	`func Log%[1]d(v any, err error) string {
	if err != nil {
		return fmt.Sprint("call %[1]d failed: ", v)
	}
	return fmt.Sprint(v)
}
`,
}

// appKinds are the templates of gen/app; %[1]d indexes a wrapper.
var appKinds = []string{
	// Uses a wrapper's response without reading the reason (a finding).
	`func Summary%[1]d(ctx context.Context, c *genai.Client) string {
	//llmerrlint:ignore finishreason the load test keeps this finding
	resp, err := llm.Generate%[1]d(ctx, c, "summarise")
	if err != nil {
		return ""
	}
	return resp.Text()
}
`,
	// Reads the reason through the wrapper (silent).
	`func Title%[1]d(ctx context.Context, c *genai.Client) (string, error) {
	resp, err := llm.Generate%[1]d(ctx, c, "title")
	if err != nil {
		return "", err
	}
	if len(resp.Candidates) == 0 || resp.Candidates[0].FinishReason != genai.FinishReasonStop {
		return "", fmt.Errorf("title: stopped")
	}
	return resp.Text(), nil
}
`,
}

// plainKind is business code with no LLM API in reach.
const plainKind = `func Total%[1]d(items []int, seen map[int]bool) (int, error) {
	sum := 0
	for _, it := range items {
		if seen[it] {
			return 0, fmt.Errorf("item %%d twice", it)
		}
		seen[it] = true
		sum += it * %[1]d
	}
	if sum < 0 {
		return 0, errors.New("overflow")
	}
	return sum, nil
}
`

var (
	llmImports   = []string{"context", "errors", "fmt", "strings", "time", "google.golang.org/adk/v2/agent", "google.golang.org/adk/v2/agent/llmagent", "google.golang.org/adk/v2/model", "google.golang.org/genai", "github.com/llmerrlint/llmerrlint/llmerr"}
	appImports   = []string{"context", "fmt", "gen/llm", "google.golang.org/genai"}
	plainImports = []string{"errors", "fmt"}
)

// generate writes the tree under dir/src and returns the number of
// functions it wrote. n is the number of functions of gen/llm.
func generate(dir string, n int) (int, error) {
	total := 0
	write := func(pkg string, imports []string, count int, body func(i int) string) error {
		for file := 0; file*funcsPerFile < count; file++ {
			var b strings.Builder
			fmt.Fprintf(&b, "// Package %s is generated by tools/overhead as a load test.\npackage %s\n\nimport (\n", filepath.Base(pkg), filepath.Base(pkg))
			for _, imp := range imports {
				fmt.Fprintf(&b, "\t%q\n", imp)
			}
			b.WriteString(")\n\n")
			for i := file * funcsPerFile; i < min(count, (file+1)*funcsPerFile); i++ {
				b.WriteString(body(i))
				b.WriteString("\n")
				total++
			}
			// Every import must be used whatever the mix of the file.
			b.WriteString(useAll(imports))
			path := filepath.Join(dir, "src", pkg, fmt.Sprintf("f%03d.go", file))
			if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
				return err
			}
			if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
				return err
			}
		}
		return nil
	}
	err := write("gen/llm", llmImports, n, func(i int) string {
		return fmt.Sprintf(llmKinds[i%len(llmKinds)], i)
	})
	if err != nil {
		return 0, err
	}
	// gen/app calls each wrapper of gen/llm (index ≡ 2 mod len(llmKinds)).
	wrappers := (n - 2 + len(llmKinds) - 1) / len(llmKinds)
	err = write("gen/app", appImports, wrappers, func(i int) string {
		return fmt.Sprintf(appKinds[i%len(appKinds)], 2+i*len(llmKinds))
	})
	if err != nil {
		return 0, err
	}
	err = write("gen/plain", plainImports, n/4, func(i int) string {
		return fmt.Sprintf(plainKind, i)
	})
	return total, err
}

// useAll returns declarations that use every import once per file.
func useAll(imports []string) string {
	uses := map[string]string{
		"context":                        "context.Context",
		"errors":                         "func(error, error) bool",
		"fmt":                            "fmt.Stringer",
		"strings":                        "*strings.Builder",
		"time":                           "time.Duration",
		"google.golang.org/adk/v2/agent": "agent.Context",
		"google.golang.org/adk/v2/agent/llmagent": "llmagent.Config",
		"google.golang.org/adk/v2/model":          "model.LLM",
		"google.golang.org/genai":                 "*genai.Client",
		"github.com/llmerrlint/llmerrlint/llmerr": "llmerr.ErrorClass",
		"gen/llm": "func(context.Context, *genai.Client, string) (string, error)",
	}
	var b strings.Builder
	for i, imp := range imports {
		t := uses[imp]
		if imp == "errors" {
			fmt.Fprintf(&b, "var _ = errors.Is\n")
			continue
		}
		if imp == "gen/llm" {
			fmt.Fprintf(&b, "var _ %s = llm.Ask0\n", t)
			continue
		}
		fmt.Fprintf(&b, "var _ %s // use %d\n", t, i)
	}
	return b.String()
}
