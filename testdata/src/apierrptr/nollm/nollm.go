// Package nollm imports no SDK; its pointer checks are of its own types.
package nollm

import (
	"errors"
	"io/fs"
)

func path(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Path
	}
	return ""
}
