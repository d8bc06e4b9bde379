// This file holds the named type behind a type or a pointer to one.

package code

import "go/types"

// NamedOf returns t, or the type t points to, as a named type, aliases
// resolved on either level; nil when it is none (a literal type, a type
// parameter, a pointer to a pointer, or nil). The type of a method's
// receiver, T or *T, gives T.
func NamedOf(t types.Type) *types.Named {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	n, _ := types.Unalias(t).(*types.Named)
	return n
}
