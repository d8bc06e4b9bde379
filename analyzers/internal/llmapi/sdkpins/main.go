// Command sdkpins prints the SDK versions the project builds against
// (llmapi.Pins), one JSON object a line, for tools/corpus, which cannot
// import an internal package of analyzers:
//
//	go run ./analyzers/internal/llmapi/sdkpins
package main

import (
	"encoding/json"
	"os"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
)

func main() {
	enc := json.NewEncoder(os.Stdout)
	for _, p := range llmapi.Pins() {
		if err := enc.Encode(p); err != nil {
			os.Exit(1)
		}
	}
}
