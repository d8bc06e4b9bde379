package code_test

import (
	"go/types"
	"testing"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/code"
)

func TestErrorPredicates(t *testing.T) {
	c := check(t, `package p

type valueErr struct{}

func (valueErr) Error() string { return "" }

type ptrErr struct{}

func (*ptrErr) Error() string { return "" }

type myError interface {
	error
	Code() int
}

type alias = error

type plain struct{}
`)
	for _, tc := range []struct {
		name                  string
		t                     types.Type
		is, implements, orPtr bool
	}{
		{"error", types.Universe.Lookup("error").Type(), true, true, true},
		{"alias", c.typeOf(t, "alias"), true, true, true},
		{"valueErr", c.typeOf(t, "valueErr"), false, true, true},
		{"*valueErr", types.NewPointer(c.typeOf(t, "valueErr")), false, true, true},
		{"ptrErr", c.typeOf(t, "ptrErr"), false, false, true},
		{"*ptrErr", types.NewPointer(c.typeOf(t, "ptrErr")), false, true, true},
		{"myError", c.typeOf(t, "myError"), false, true, true},
		{"plain", c.typeOf(t, "plain"), false, false, false},
		{"string", types.Typ[types.String], false, false, false},
		{"nil", nil, false, false, false},
	} {
		if got := code.IsError(tc.t); got != tc.is {
			t.Errorf("IsError(%s) = %v", tc.name, got)
		}
		if got := code.ImplementsError(tc.t); got != tc.implements {
			t.Errorf("ImplementsError(%s) = %v", tc.name, got)
		}
		if got := code.ImplementsErrorOrPointer(tc.t); got != tc.orPtr {
			t.Errorf("ImplementsErrorOrPointer(%s) = %v", tc.name, got)
		}
	}
}
