// Package direct imports llmutil for a constant and has helpers that take
// any value: llmutil's facts make it worth analysing, but it touches no
// LLM API, so its helpers carry no facts.
package direct

import (
	"fmt"

	"factsleak/llmutil"
)

// Keep returns what it is given.
func Keep(v any) any { return v }

// Label formats a value with the model's name.
func Label(v any) string { return fmt.Sprint(llmutil.DefaultModel, ": ", v) }
