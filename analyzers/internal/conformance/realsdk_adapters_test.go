package conformance

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/llmerrlint/llmerrlint/analyzers/adapterreason"
	"github.com/llmerrlint/llmerrlint/analyzers/streamretry"
)

// TestAdaptersAndRetriesOnRealSDKs runs adapterreason on model adapters
// and streamretry on retry loops written against the real SDKs
// (testdata/realsdk-adapters): an Ollama-style ADK adapter, an Anthropic
// adapter that maps StopReason, a langchaingo model, and a forwarding, a
// guarded and a buffered retry, retries that break out of the stream, a
// provider map over go-openai and the Responses API, and Bedrock's
// ConverseStream forwarded or buffered in a retry.
func TestAdaptersAndRetriesOnRealSDKs(t *testing.T) {
	dir := prepareRealModule(t, "testdata/realsdk-adapters")
	analysistest.Run(t, dir, adapterreason.Analyzer, "./adapters/...")
	analysistest.Run(t, dir, streamretry.Analyzer, "./retry/...")
}
