// Package broken does not type-check; errtext must still not crash on it.
package broken

import (
	"strings"

	"github.com/llmerrlint/llmerrlint/llmerr"
)

func undefinedError() llmerr.ErrorClass {
	if strings.Contains(missing.Error(), "429") {
		return llmerr.RateLimited
	}
	var x NoSuchType
	switch x.Error() {
	}
	msg := undefinedCall().Error()
	_ = strings.HasPrefix(msg, "x") == notDeclared
	return llmerr.Unknown
}

func stillChecked(err error) llmerr.ErrorClass {
	if strings.Contains(err.Error(), "quota") { // want `error err is classified by its message text`
		return llmerr.RateLimited
	}
	return llmerr.Unknown
}
