// Package nollm imports no LLM API: the default scope returns at once.
package nollm

import "strings"

func isMissing(err error) bool {
	return strings.Contains(err.Error(), "no such file")
}
