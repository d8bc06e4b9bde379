package llmapi

import "testing"

func TestNormalizePath(t *testing.T) {
	for in, want := range map[string]string{
		"google.golang.org/adk/v2/model":                       "google.golang.org/adk/model",
		"google.golang.org/adk/model":                          "google.golang.org/adk/model",
		"github.com/openai/openai-go/v3/responses":             "github.com/openai/openai-go/responses",
		"github.com/anthropics/anthropic-sdk-go/v2":            "github.com/anthropics/anthropic-sdk-go",
		"github.com/foo/v1":                                    "github.com/foo/v1",
		"github.com/foo/v2api":                                 "github.com/foo/v2api",
		"github.com/llmerrlint/llmerrlint/llmerr":              "github.com/llmerrlint/llmerrlint/llmerr",
		"github.com/anthropics/anthropic-sdk-go/v12/ssestream": "github.com/anthropics/anthropic-sdk-go/ssestream",
	} {
		if got := NormalizePath(in); got != want {
			t.Errorf("NormalizePath(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestObjectsListEveryVariant(t *testing.T) {
	want := []ObjectRef{
		{"google.golang.org/adk/model", "LLMResponse", "FinishReason"},
		{"google.golang.org/adk/v2/model", "LLMResponse", "FinishReason"},
		{"google.golang.org/adk/v2/runner", "Runner", "Run"},
		{"github.com/openai/openai-go/v3", "ChatCompletionService", "New"},
		{"github.com/anthropics/anthropic-sdk-go", "MessageService", "New"},
		{"github.com/anthropics/anthropic-sdk-go/v2", "MessageService", "New"},
		{"google.golang.org/genai", "Candidate", "FinishReason"},
		{"google.golang.org/adk/v2/agent/llmagent", "Config", "OnModelErrorCallbacks"},
	}
	got := map[ObjectRef]bool{}
	for _, r := range Objects() {
		got[r] = true
	}
	for _, w := range want {
		if !got[w] {
			t.Errorf("Objects() lacks %+v", w)
		}
	}
	if !IsTablePackage("google.golang.org/adk/v2/session") && !IsTablePackage("google.golang.org/adk/v2/model") {
		t.Errorf("adk/v2/model is not a table package")
	}
	if IsTablePackage("fmt") {
		t.Errorf("fmt is a table package")
	}
}

func TestObjectsRespectOnlyMajor(t *testing.T) {
	for _, r := range Objects() {
		if r == (ObjectRef{"google.golang.org/adk/agent", "", "Context"}) ||
			r == (ObjectRef{"google.golang.org/adk/v2/agent", "", "CallbackContext"}) {
			t.Errorf("Objects() lists %+v, which that major version lacks", r)
		}
	}
}

// Bedrock Runtime is one service module of aws-sdk-go-v2: its packages are
// an SDK's, the rest of aws-sdk-go-v2 (S3, the core module) is not.
func TestBedrockIsOneServiceOfTheAWSSDK(t *testing.T) {
	for path, want := range map[string]bool{
		"github.com/aws/aws-sdk-go-v2/service/bedrockruntime":          true,
		"github.com/aws/aws-sdk-go-v2/service/bedrockruntime/types":    true,
		"github.com/aws/aws-sdk-go-v2/service/bedrockruntime/document": true,
		"github.com/aws/aws-sdk-go-v2/service/bedrockruntimex":         false,
		"github.com/aws/aws-sdk-go-v2/service/bedrock":                 false,
		"github.com/aws/aws-sdk-go-v2/service/s3":                      false,
		"github.com/aws/aws-sdk-go-v2/aws":                             false,
		"github.com/aws/aws-sdk-go-v2":                                 false,
		"github.com/aws/smithy-go":                                     false,
	} {
		if got := IsSDK(path); got != want {
			t.Errorf("IsSDK(%q) = %t, want %t", path, got, want)
		}
		if got := IsLLMPackage(path); got != want {
			t.Errorf("IsLLMPackage(%q) = %t, want %t", path, got, want)
		}
	}
	for _, path := range []string{
		"github.com/aws/aws-sdk-go-v2/service/bedrockruntime",
		"github.com/aws/aws-sdk-go-v2/service/bedrockruntime/types",
	} {
		if !IsTablePackage(path) {
			t.Errorf("%s is not a table package", path)
		}
	}
	if IsTablePackage("github.com/aws/aws-sdk-go-v2/service/s3") {
		t.Errorf("s3 is a table package")
	}
}
