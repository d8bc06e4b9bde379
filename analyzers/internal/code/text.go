// This file holds the test for a text type: a string or a byte slice.

package code

import "go/types"

// IsText reports whether t is a string or a byte slice type, named or
// not: the types a message can be held in.
func IsText(t types.Type) bool {
	if t == nil {
		return false
	}
	switch u := t.Underlying().(type) {
	case *types.Basic:
		return u.Info()&types.IsString != 0
	case *types.Slice:
		b, ok := u.Elem().Underlying().(*types.Basic)
		return ok && b.Kind() == types.Byte
	}
	return false
}
