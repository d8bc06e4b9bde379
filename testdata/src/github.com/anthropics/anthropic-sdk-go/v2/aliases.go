package anthropic

import "github.com/anthropics/anthropic-sdk-go/v2/internal/apierror"

// Error is the SDK's API error, as the real package aliases it.
type Error = apierror.Error
