// Package plain is business code two imports away from an LLM API, which
// it never touches.
package plain

import (
	"fmt"

	"factsleak/config"
)

// Format formats any value.
func Format(v any) string { return fmt.Sprint(v) }

// Keep returns what it is given.
func Keep(v any) any { return v }

// Wrap wraps an error with the model's name.
func Wrap(err error) error { return fmt.Errorf("%s: %w", config.Model(""), err) }
