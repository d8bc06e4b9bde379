// Package retrypolicy imports no SDK either; it wraps modelerrors, whose // want package:`errtext\(ShouldRetry=searchesText\(0:strings\.Contains\["429" "rate limit" "quota" "overloaded" "resource_exhausted"\]/-1\)\)\}$`
// facts make it one of the searching helpers too.
package retrypolicy

import "errtext/modelerrors"

// ShouldRetry hands its error to modelerrors.IsRetryable.
func ShouldRetry(err error, attempt int) bool {
	return attempt < 3 && modelerrors.IsRetryable(err)
}
