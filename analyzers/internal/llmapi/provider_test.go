package llmapi

import "testing"

func TestProviderFor(t *testing.T) {
	const llmerr = "github.com/llmerrlint/llmerrlint/llmerr"
	for path, want := range map[string]string{
		"github.com/openai/openai-go/v3":                            llmerr + "/openai openaierr",
		"github.com/openai/openai-go/v3/responses":                  llmerr + "/openai openaierr",
		"github.com/openai/openai-go":                               " ", // v1: no provider
		"github.com/sashabaranov/go-openai":                         llmerr + "/goopenai goopenaierr",
		"github.com/anthropics/anthropic-sdk-go/v2":                 llmerr + "/anthropic anthropicerr",
		"github.com/anthropics/anthropic-sdk-go/v2/option":          llmerr + "/anthropic anthropicerr",
		"github.com/anthropics/anthropic-sdk-go":                    " ",
		"github.com/anthropics/anthropic-sdk-go/packages/sse":       " ",
		"github.com/tmc/langchaingo/llms":                           llmerr + "/langchaingo langchaingoerr",
		"github.com/firebase/genkit/go/genkit":                      llmerr + "/genkit genkiterr",
		"google.golang.org/genai":                                   llmerr + " llmerr",
		"google.golang.org/adk/model":                               llmerr + " llmerr",
		"google.golang.org/adk/v2/runner":                           llmerr + " llmerr",
		"google.golang.org/adkx":                                    " ",
		"github.com/aws/aws-sdk-go-v2/service/bedrockruntime":       llmerr + "/bedrock bedrockerr",
		"github.com/aws/aws-sdk-go-v2/service/bedrockruntime/types": llmerr + "/bedrock bedrockerr",
		"github.com/aws/aws-sdk-go-v2/service/s3":                   " ", // another AWS service: no LLM API
		"github.com/aws/aws-sdk-go-v2/aws":                          " ",
		llmerr + "/openai":                                          " ",
		"example.com/app":                                           " ",
	} {
		p, n := ProviderFor(path)
		if got := p + " " + n; got != want {
			t.Errorf("ProviderFor(%q) = %q, want %q", path, got, want)
		}
	}
}

func TestClassifiersTakeTheirSDK(t *testing.T) {
	for _, c := range Classifiers() {
		if c.Func.PkgPath == "" || c.Pkg == "" || c.Param == "" {
			t.Errorf("incomplete classifier %+v", c)
		}
		if p, _ := ProviderFor(c.SDK); p != c.Func.PkgPath {
			t.Errorf("%s takes %s, but the provider of %s is %q", c.Name(), c.Param, c.SDK, p)
		}
	}
	if ClassifierFor(FamilyByName("anthropic"), "github.com/anthropics/anthropic-sdk-go") != nil {
		t.Errorf("a v1 anthropic response gets the v2 classifier")
	}
	if c := ClassifierFor(FamilyByName("anthropic"), "github.com/anthropics/anthropic-sdk-go/v2"); c == nil || c.Name() != "anthropicerr.ClassifyMessage" {
		t.Errorf("v2 anthropic classifier = %v", c)
	}
}
