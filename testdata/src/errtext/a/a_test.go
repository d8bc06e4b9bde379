package a

import (
	"strings"
	"testing"

	"github.com/llmerrlint/llmerrlint/llmerr"
)

// Tests may assert on messages.
func TestMessage(t *testing.T) {
	err := &callError{}
	if !strings.Contains(err.Error(), "call") {
		t.Fatal(llmerr.Unknown)
	}
}
