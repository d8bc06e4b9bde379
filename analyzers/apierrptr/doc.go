// Package apierrptr defines an Analyzer that reports typed checks of an
// SDK error type in the form the SDK never returns.
//
// # Analyzer apierrptr
//
// apierrptr: report typed error checks that can never match what the SDK returns
//
// An SDK returns each of its error types in one form: genai returns
// genai.APIError as a value, openai-go *openai.Error as a pointer. The
// SDK table of the reference ([SDKs]) gives each type's form. A check for
// the other form compiles, since genai.APIError has a value receiver and
// both forms implement error, but never matches: the carefully typed
// branch is dead and the error falls through to the generic path. The
// analyzer reports
//
//   - errors.As whose target is a **T, or a *T for a type returned by pointer;
//   - errors.AsType[*T] (or [T]);
//   - a type assertion err.(*T) (or err.(T));
//   - a type switch case *T (or T);
//
// where T is an SDK error type of the SDK table, whose form a
// conformance test checks against the SDKs' own source.
//
// It stays silent when the same function (top-level declaration, closures
// included) checks both forms of the type, as genai's own helpers and
// llmerr's classifier do, and about the pointer form of a by-value type
// in a function that builds it as a pointer that becomes an error
// (returned as one, assigned to one, passed or wrapped as one, sent on a
// channel of errors, stored in an error field), as a fake client or a
// test does, or that calls a function of its package returning one. An
// errors.As target allocated as apiErr := &genai.APIError{} is no such
// error, and a pointer built in one function silences no other.
//
// For example
//
//	var apiErr *genai.APIError
//	if errors.As(err, &apiErr) && apiErr.Code == 429 { // reported
//		return backoff()
//	}
//
// is reported as
//
//	errors.As for *genai.APIError never matches: genai.APIError is returned as a value
//
// Instead check for the form the SDK returns (the suggested fix does, when
// the variable is used only to read fields and call methods):
//
//	var apiErr genai.APIError
//	if errors.As(err, &apiErr) && apiErr.Code == 429 {
//
// or let llmerr.Classify, which knows every SDK's form, pick the class.
//
// The fast path: a package that imports no package of an SDK module with
// an error type is not inspected.
//
// [SDKs]: https://github.com/llmerrlint/llmerrlint/blob/main/docs/analyzers.md#sdks
package apierrptr
