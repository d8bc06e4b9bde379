package code_test

import (
	"go/types"
	"testing"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/code"
)

func TestIsText(t *testing.T) {
	c := check(t, `package p

type message string
type raw []byte
type bytesAlias = []byte
type runes []rune
type number int
`)
	for _, tc := range []struct {
		name string
		t    types.Type
		want bool
	}{
		{"string", types.Typ[types.String], true},
		{"untyped string", types.Typ[types.UntypedString], true},
		{"[]byte", types.NewSlice(types.Typ[types.Byte]), true},
		{"message", c.typeOf(t, "message"), true},
		{"raw", c.typeOf(t, "raw"), true},
		{"bytesAlias", c.typeOf(t, "bytesAlias"), true},
		{"runes", c.typeOf(t, "runes"), false},
		{"number", c.typeOf(t, "number"), false},
		{"nil", nil, false},
	} {
		if got := code.IsText(tc.t); got != tc.want {
			t.Errorf("IsText(%s) = %v, want %v", tc.name, got, tc.want)
		}
	}
}
