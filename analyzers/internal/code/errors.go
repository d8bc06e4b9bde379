// This file holds the tests of a type against the predeclared error
// interface: being error itself, or implementing it.

package code

import "go/types"

var errorIface = types.Universe.Lookup("error").Type().Underlying().(*types.Interface)

var errorType = types.Universe.Lookup("error").Type()

// IsError reports whether t is the predeclared type error (an alias of it
// included), not merely a type that implements it.
func IsError(t types.Type) bool {
	return t != nil && (t == errorType || types.Identical(t, errorType))
}

// ImplementsError reports whether a value of type t is an error: t's
// method set has Error() string. An interface type that embeds error (or
// declares its method) implements it; a concrete type whose Error method
// has a pointer receiver does not, only its pointer does.
func ImplementsError(t types.Type) bool {
	return t != nil && types.Implements(t, errorIface)
}

// ImplementsErrorOrPointer reports whether t, or for a concrete type a
// pointer to it, implements error: the type of a composite literal
// MyError{...} whose address &MyError{...} is the error.
func ImplementsErrorOrPointer(t types.Type) bool {
	return ImplementsOrPointer(t, errorIface)
}
