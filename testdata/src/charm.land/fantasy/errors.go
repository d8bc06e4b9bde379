package fantasy

import "strings"

type Error struct {
	Message string
	Title   string
	Cause   error
}

func (err *Error) Error() string { panic("stub") }

type ProviderError struct {
	Message    string
	Title      string
	Cause      error
	StatusCode int
}

func (m *ProviderError) Error() string { panic("stub") }

func (m *ProviderError) IsRetryable() bool { panic("stub") }

// IsTransportError searches the text as the real one does: errtext must
// not hold that against its callers outside the module.
func IsTransportError(err error) bool {
	return err != nil && strings.Contains(err.Error(), "connection reset by peer")
}
