// Package option is a stub of the real package for analyzer tests;
// the conformance test checks it against openai-go/v3 v3.102.0.
package option

import (
	"time"

	"github.com/openai/openai-go/v3/internal/requestconfig"
)

type RequestOption = requestconfig.RequestOption

func WithAPIKey(value string) RequestOption { panic("stub") }

func WithBaseURL(base string) RequestOption { panic("stub") }

func WithMaxRetries(retries int) RequestOption { panic("stub") }

func WithRequestTimeout(dur time.Duration) RequestOption { panic("stub") }
