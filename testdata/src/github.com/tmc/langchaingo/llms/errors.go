package llms

type ErrorCode string

const (
	ErrCodeUnknown             ErrorCode = "unknown"
	ErrCodeAuthentication      ErrorCode = "authentication"
	ErrCodeRateLimit           ErrorCode = "rate_limit"
	ErrCodeInvalidRequest      ErrorCode = "invalid_request"
	ErrCodeResourceNotFound    ErrorCode = "resource_not_found"
	ErrCodeTimeout             ErrorCode = "timeout"
	ErrCodeCanceled            ErrorCode = "canceled"
	ErrCodeQuotaExceeded       ErrorCode = "quota_exceeded"
	ErrCodeContentFilter       ErrorCode = "content_filter"
	ErrCodeTokenLimit          ErrorCode = "token_limit"
	ErrCodeProviderUnavailable ErrorCode = "provider_unavailable"
	ErrCodeNotImplemented      ErrorCode = "not_implemented"
)

type Error struct {
	Code     ErrorCode
	Message  string
	Provider string
	Details  map[string]interface{}
	Cause    error
}

func (e *Error) Error() string { panic("stub") }

func (e *Error) Unwrap() error { panic("stub") }

func (e *Error) Is(target error) bool { panic("stub") }
