// Package llmapi is the shared knowledge of LLM SDK APIs: which functions
// are model calls, which fields carry the finish (stop, block) reason,
// which llmerr functions classify a response, which framework interfaces
// model adapters implement and which response types they build, which
// calls stream, and which error types the SDKs return in which form.
//
// Each SDK declares everything known about it in one value of type SDK,
// in a file of its own named after it (genai.go, openai.go, ...); the
// lists the lookups read are built from those values (tables.go). Adding
// an SDK is adding its file: see CONTRIBUTING.md.
//
// Everything is matched by types.Object: package path, receiver type name
// and name. Package paths are compared after dropping a major-version
// element ("/v2", "/v3", ...), so google.golang.org/adk and
// google.golang.org/adk/v2, or openai-go v1, v2 and v3, all match one
// entry. The linter module never imports an SDK: the table is data.
package llmapi
