// Package typeerrors does not type-check; the analyzer must not crash.
package typeerrors

import (
	"errors"

	"google.golang.org/genai"
)

func broken(err error) int {
	var apiErr *genai.APIError
	if errors.As(err, &apiErr) { // want `errors.As for \*genai.APIError never matches`
		return apiErr.Code + undefined
	}
	if e, ok := err.(*genai.NoSuchError); ok {
		return e.Code
	}
	switch e := err.(type) {
	case *missing:
		return e.code
	}
	return errors.AsType[*genai.APIError]() // want `errors.AsType\[\*genai.APIError\] never matches`
}
