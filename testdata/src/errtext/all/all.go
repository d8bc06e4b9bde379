package all

import (
	"errors"
	"io"
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

// A helper declared after its caller is known to it, as with -scope=llm.
func retryable(err error) bool {
	return mentionsQuota(err.Error()) // want `error err is classified by its message text with mentionsQuota`
}

func mentionsQuota(s string) bool { return strings.Contains(s, "quota") }

// A helper that takes the error reports its own search: its callers are
// not reported again, whichever comes first in the file.
func mustRetry(err error) bool {
	return err != nil && isExhausted(err)
}

func isExhausted(err error) bool {
	return strings.Contains(err.Error(), "429") // want `error err is classified by its message text with strings\.Contains`
}

// An error's text searched for in another text classifies no error, even
// with -scope=all.
func bodyAsksLogin(r io.Reader) bool {
	body, _ := io.ReadAll(r)
	return strings.Contains(string(body), os.ErrPermission.Error())
}

type tracker struct{ last string }

// Nor does comparing it with another runtime text.
func (t *tracker) changed(err error) bool {
	return err.Error() != t.last
}

var errBusy = errors.New("title generation in progress")

// Comparing with a sentinel's text still classifies by text: errors.Is
// is the check.
func isBusy(err error) bool {
	return err != nil && err.Error() == errBusy.Error() // want `error err is classified by its message text with ==`
}
