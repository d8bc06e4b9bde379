// Package config imports llmutil for a constant and touches no LLM API.
package config

import (
	"errors"
	"fmt"

	"factsleak/llmutil"
)

// Model names the model to use.
func Model(override string) string {
	if override != "" {
		return override
	}
	return llmutil.DefaultModel
}

// Dump formats a setting of any type.
func Dump(v any) string { return fmt.Sprintf("%v", v) }

// Check wraps a validation error.
func Check(err error) error {
	if err != nil {
		return errors.Join(errors.New("config"), err)
	}
	return nil
}
