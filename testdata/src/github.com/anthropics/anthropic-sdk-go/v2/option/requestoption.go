// Package option is a stub of the real package for analyzer tests;
// the conformance test checks it against anthropic-sdk-go v2.17.0.
package option

import (
	"time"

	"github.com/anthropics/anthropic-sdk-go/v2/internal/requestconfig"
)

type RequestOption = requestconfig.RequestOption

func WithAPIKey(value string) RequestOption { panic("stub") }

func WithBaseURL(base string) RequestOption { panic("stub") }

func WithMaxRetries(retries int) RequestOption { panic("stub") }

func WithRequestTimeout(dur time.Duration) RequestOption { panic("stub") }
