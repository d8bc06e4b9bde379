// Package param is a stub of the real package for analyzer tests;
// the conformance test checks it against openai-go/v3 v3.102.0.
package param

type Opt[T comparable] struct {
	Value T
}
