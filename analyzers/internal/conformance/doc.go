// Package conformance holds only tests. They load the stub SDK packages of
// testdata/src and the real SDKs (helper modules in testdata/conformance),
// and fail when a stub, or an object the knowledge table of
// analyzers/internal/llmapi names, no longer matches the real SDK. When an
// SDK changes, these tests break, not our users.
//
// The real SDKs come from the module proxy on first use (go list fetches
// them into the module cache); go test -short skips the tests.
package conformance
