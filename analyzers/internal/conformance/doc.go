// Package conformance holds only tests. They load the stub SDK packages of
// testdata/src and the real SDKs (helper modules in testdata/conformance),
// and fail when a stub, or an object the knowledge table of
// analyzers/internal/llmapi names, no longer matches the real SDK. When an
// SDK changes, these tests break, not our users.
//
// A stub may declare a subset of a real struct's fields and of a real
// interface's methods; whatever it declares must match: kind, type,
// embedded-ness, constant values, type parameters, signatures (parameter
// names aside) and receivers (a method on *T must not be a method on T).
// Unexported declarations a stub needs only have to exist with the same
// kind.
//
// The real SDKs come from the module proxy on first use (go list fetches
// them into the module cache); go test -short skips the tests.
package conformance
