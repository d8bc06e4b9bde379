// Package requestconfig is a stub of the real package for analyzer tests;
// the conformance test checks it against openai-go/v3 v3.102.0.
package requestconfig

// RequestConfig is a stub: the real struct has many more fields.
type RequestConfig struct{}

type RequestOption interface {
	Apply(*RequestConfig) error
}
