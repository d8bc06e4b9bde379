package all

import (
	"os"
	"strings"
)

// With -scope=all, any function is checked.
func isMissing(err error) bool {
	return strings.Contains(err.Error(), "no such file") // want `error err is classified by its message text with strings\.Contains`
}

func fine() bool {
	_, err := os.Open("x")
	return err != nil && err.Error() != ""
}
