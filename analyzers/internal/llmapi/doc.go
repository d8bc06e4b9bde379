// Package llmapi is the shared knowledge of LLM SDK APIs: which functions
// are model calls, which fields carry the finish (stop, block) reason,
// which llmerr functions classify a response, which framework interfaces
// model adapters implement and which response types they build
// (adapters.go), and which calls stream (stream.go).
//
// Everything is matched by types.Object: package path, receiver type name
// and name. Package paths are compared after dropping a major-version
// element ("/v2", "/v3", ...), so google.golang.org/adk and
// google.golang.org/adk/v2, or openai-go v1, v2 and v3, all match one
// entry. The linter module never imports an SDK: the table is data.
package llmapi
