package llmapi

import (
	"slices"
	"testing"
)

func TestDeclaresErrorTypes(t *testing.T) {
	for path, want := range map[string]bool{
		"google.golang.org/genai":                   true,
		"github.com/openai/openai-go/v3":            true, // openai.Error aliases internal/apierror.Error
		"github.com/anthropics/anthropic-sdk-go/v2": true,
		"github.com/sashabaranov/go-openai":         true,
		"google.golang.org/adk/v2/model":            false,
		"github.com/llmerrlint/llmerrlint/llmerr":   false,
		"io/fs":                           false,
		"github.com/tmc/langchaingo/llms": false,
		"github.com/anthropics/anthropic-sdk-go/v2/x": true,
	} {
		if got := DeclaresErrorTypes(path); got != want {
			t.Errorf("DeclaresErrorTypes(%q) = %v, want %v", path, got, want)
		}
	}
}

func TestErrorTypeVersionsExpandMajors(t *testing.T) {
	var got []string
	for _, v := range ErrorTypeVersions() {
		got = append(got, v.Ref.PkgPath+"."+v.Ref.Name)
		for _, b := range v.Built {
			if NormalizePath(b) == b && NormalizePath(v.Ref.PkgPath) != v.Ref.PkgPath {
				t.Errorf("%s: built in %s, of another major version", v.Ref.PkgPath, b)
			}
		}
	}
	for _, want := range []string{
		"google.golang.org/genai.APIError",
		"github.com/openai/openai-go/v3/internal/apierror.Error",
		"github.com/anthropics/anthropic-sdk-go/internal/apierror.Error",
		"github.com/anthropics/anthropic-sdk-go/v2/internal/apierror.Error",
		"github.com/sashabaranov/go-openai.RequestError",
	} {
		if !slices.Contains(got, want) {
			t.Errorf("ErrorTypeVersions() lacks %s; got %v", want, got)
		}
	}
}
