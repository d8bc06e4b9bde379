package finishreason_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/llmerrlint/llmerrlint/analyzers/finishreason"
)

func testdata(t testing.TB) string {
	dir, err := filepath.Abs(filepath.Join("..", "..", "testdata"))
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

func TestGenAI(t *testing.T) {
	analysistest.Run(t, testdata(t), finishreason.Analyzer, "finishreason/genai")
}

func TestGenAIStream(t *testing.T) {
	analysistest.Run(t, testdata(t), finishreason.Analyzer, "finishreason/genaistream")
}

func TestADK(t *testing.T) {
	analysistest.Run(t, testdata(t), finishreason.Analyzer, "finishreason/adk", "finishreason/adkv1")
}

func TestLegacyGenai(t *testing.T) {
	analysistest.Run(t, testdata(t), finishreason.Analyzer, "finishreason/legacygenai", "finishreason/vertexgenai")
}

func TestAnthropic(t *testing.T) {
	analysistest.Run(t, testdata(t), finishreason.Analyzer, "finishreason/anthropic")
}

func TestOpenAI(t *testing.T) {
	analysistest.Run(t, testdata(t), finishreason.Analyzer, "finishreason/openai", "finishreason/goopenai")
}

func TestLangchainGenkit(t *testing.T) {
	analysistest.Run(t, testdata(t), finishreason.Analyzer, "finishreason/langchain", "finishreason/genkit")
}

func TestFactsAcrossPackages(t *testing.T) {
	analysistest.Run(t, testdata(t), finishreason.Analyzer, "finishreason/helpers", "finishreason/usehelpers")
}

func TestStrict(t *testing.T) {
	a := finishreason.New(finishreason.Config{Strict: true})
	analysistest.Run(t, testdata(t), a, "finishreason/strict")
}

func TestBrokenAndGenerated(t *testing.T) {
	analysistest.Run(t, testdata(t), finishreason.Analyzer, "finishreason/broken", "finishreason/brokenimport", "finishreason/generated")
}

func TestGenericHelpersAndMethodValues(t *testing.T) {
	analysistest.Run(t, testdata(t), finishreason.Analyzer, "finishreason/generic", "finishreason/usegeneric")
}

func TestPluginsComposePerRunner(t *testing.T) {
	analysistest.Run(t, testdata(t), finishreason.Analyzer,
		"finishreason/plugins/alone", "finishreason/plugins/composed", "finishreason/plugins/foreign")
}

func TestPassThroughCallbacks(t *testing.T) {
	analysistest.Run(t, testdata(t), finishreason.Analyzer, "finishreason/passthrough")
}

func TestDisplayCalls(t *testing.T) {
	analysistest.Run(t, testdata(t), finishreason.Analyzer, "finishreason/display", "finishreason/console")
}

func TestPackagePrivateFields(t *testing.T) {
	analysistest.Run(t, testdata(t), finishreason.Analyzer, "finishreason/fields")
}

func TestApplicationInterfaces(t *testing.T) {
	analysistest.Run(t, testdata(t), finishreason.Analyzer, "finishreason/ifaces", "finishreason/useifaces")
}

func TestBedrock(t *testing.T) {
	analysistest.Run(t, testdata(t), finishreason.Analyzer, "finishreason/bedrock")
}

func TestFantasy(t *testing.T) {
	analysistest.Run(t, testdata(t), finishreason.Analyzer, "finishreason/fantasy")
}

func TestToolOnly(t *testing.T) {
	analysistest.Run(t, testdata(t), finishreason.Analyzer, "finishreason/toolonly")
}

func TestDecodedOnly(t *testing.T) {
	analysistest.Run(t, testdata(t), finishreason.Analyzer, "finishreason/decoded")
}
