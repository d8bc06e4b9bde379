package code_test

import (
	"go/types"
	"testing"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/code"
)

func TestNamedOf(t *testing.T) {
	c := check(t, `package p

type T struct{}
type A = T
type P = *T
type S []T
`)
	tt := c.typeOf(t, "T")
	for _, tc := range []struct {
		name string
		t    types.Type
		want types.Type
	}{
		{"T", tt, tt},
		{"*T", types.NewPointer(tt), tt},
		{"A", c.typeOf(t, "A"), tt},
		{"*A", types.NewPointer(c.typeOf(t, "A")), tt},
		{"P", c.typeOf(t, "P"), tt},
		{"**T", types.NewPointer(types.NewPointer(tt)), nil},
		{"[]T", types.NewSlice(tt), nil},
		{"S", c.typeOf(t, "S"), c.typeOf(t, "S")},
		{"nil", nil, nil},
	} {
		got := code.NamedOf(tc.t)
		if got == nil && tc.want != nil || got != nil && !types.Identical(got, tc.want) {
			t.Errorf("NamedOf(%s) = %v, want %v", tc.name, got, tc.want)
		}
	}
}
