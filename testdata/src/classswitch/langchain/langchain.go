// Package langchain maps langchaingo error codes to llmerr classes; it is
// checked with -types=github.com/tmc/langchaingo/llms.ErrorCode.
package langchain

import (
	"errors"

	"github.com/llmerrlint/llmerrlint/llmerr"
	"github.com/tmc/langchaingo/llms"
)

func classOf(err error) llmerr.ErrorClass {
	var e *llms.Error
	if !errors.As(err, &e) {
		return llmerr.Unknown
	}
	switch e.Code { // want `^switch on llms.ErrorCode misses ErrCodeUnknown, ErrCodeCanceled, ErrCodeNotImplemented$`
	case llms.ErrCodeAuthentication:
		return llmerr.Auth
	case llms.ErrCodeRateLimit, llms.ErrCodeQuotaExceeded:
		return llmerr.RateLimited
	case llms.ErrCodeInvalidRequest:
		return llmerr.BadRequest
	case llms.ErrCodeResourceNotFound:
		return llmerr.NotFound
	case llms.ErrCodeTimeout:
		return llmerr.Timeout
	case llms.ErrCodeContentFilter:
		return llmerr.OutputBlocked
	case llms.ErrCodeTokenLimit:
		return llmerr.Truncated
	case llms.ErrCodeProviderUnavailable:
		return llmerr.Server
	}
	return llmerr.Unknown
}
