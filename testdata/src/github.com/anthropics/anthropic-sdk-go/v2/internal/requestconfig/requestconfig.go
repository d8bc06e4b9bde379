// Package requestconfig is a stub of the real package for analyzer tests;
// the conformance test checks it against anthropic-sdk-go v2.17.0.
package requestconfig

// RequestConfig is a stub: the real struct has many more fields.
type RequestConfig struct{}

type RequestOption interface {
	Apply(*RequestConfig) error
}
