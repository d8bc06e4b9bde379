package e2e

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// outsideMain uses llmerr with the OpenAI provider registered, searches
// an OpenAI error's text (errtext's fix) and switches over some classes
// (classswitch's fix).
const outsideMain = `package main

import (
	"context"
	"fmt"
	"strings"

	"github.com/llmerrlint/llmerrlint/llmerr"
	_ "github.com/llmerrlint/llmerrlint/llmerr/openai"
	"github.com/openai/openai-go/v3"
)

func main() {
	client := openai.NewClient()
	_, err := client.Chat.Completions.New(context.Background(), openai.ChatCompletionNewParams{Model: openai.ChatModelGPT4o})
	if strings.Contains(err.Error(), "429") {
		fmt.Println("slow down")
		return
	}
	switch llmerr.Classify(err) {
	case llmerr.RateLimited:
		fmt.Println("retry later")
	}
}
`

// outsideLib searches the text of an OpenAI error in a package whose
// build lacks the OpenAI provider: no fix, which would import a module
// go.mod may not require.
const outsideLib = `package lib

import (
	"context"
	"strings"

	"github.com/openai/openai-go/v3"
)

func Ask(ctx context.Context, client openai.Client) bool {
	_, err := client.Chat.Completions.New(ctx, openai.ChatCompletionNewParams{Model: openai.ChatModelGPT4o})
	return err != nil && strings.Contains(err.Error(), "429")
}
`

// TestFixOutsideRepo follows the README on a module outside the
// repository, before any release: make llmerr-replace and go mod tidy
// bring llmerr and its OpenAI provider from this clone; llmerrlint -fix
// applies errtext's and classswitch's fixes, and the fixed module builds,
// vets and has no errtext finding left.
func TestFixOutsideRepo(t *testing.T) {
	gate(t)
	bin := linter(t)
	dir := filepath.Join(t.TempDir(), "app")
	writeFile(t, filepath.Join(dir, "go.mod"), "module example.com/app\n\ngo 1.26.5\n\nrequire github.com/openai/openai-go/v3 v3.102.0\n")
	writeFile(t, filepath.Join(dir, "main.go"), outsideMain)
	writeFile(t, filepath.Join(dir, "lib", "lib.go"), outsideLib)
	if res := run(t, repoRoot(t), nil, "make", "-s", "llmerr-replace", "DIR="+dir); res.code != 0 {
		t.Fatalf("make llmerr-replace: exit %d\n%s%s", res.code, res.stdout, res.stderr)
	}
	if res := run(t, dir, nil, "go", "mod", "tidy"); res.code != 0 {
		t.Fatalf("go mod tidy after make llmerr-replace: %s", res.stderr)
	}

	res := run(t, dir, nil, bin, "-fix", "./...")
	if res.code != 0 && res.code != 3 {
		t.Fatalf("llmerrlint -fix: exit %d, want 0 or 3 (fixed; findings left)\n%s", res.code, res.stderr)
	}
	data, err := os.ReadFile(filepath.Join(dir, "main.go"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"if llmerr.Classify(err) == llmerr.RateLimited {",
		// classswitch joins RateLimited's twins to its case.
		"case llmerr.RateLimited, llmerr.Transport, llmerr.Timeout, llmerr.Server:"} {
		if !strings.Contains(string(data), want) {
			t.Errorf("main.go after llmerrlint -fix lacks %q:\n%s", want, data)
		}
	}
	if res := run(t, dir, nil, "go", "build", "./..."); res.code != 0 {
		t.Fatalf("the fixed module does not build: %s", res.stderr)
	}
	if res := run(t, dir, nil, "go", "vet", "./..."); res.code != 0 {
		t.Errorf("go vet on the fixed module: exit %d\n%s", res.code, res.stderr)
	}
	res = run(t, dir, nil, "go", "vet", "-vettool="+bin, "./...")
	// classswitch still reports main.go's switch: only RateLimited's twins
	// have a safe arm to join.
	for line := range strings.Lines(res.stderr) {
		if strings.HasPrefix(strings.TrimPrefix(line, "./"), "main.go:") && strings.Contains(line, "classified by its message text") {
			t.Errorf("errtext still reports main.go after the fix:\n%s", res.stderr)
		}
	}
	if !strings.Contains(res.stderr, "lib.go") {
		t.Errorf("lib.go's search, which has no fix, is no longer reported:\n%s", res.stderr)
	}
}
