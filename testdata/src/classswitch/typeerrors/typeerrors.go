// Package typeerrors does not type-check: the analyzer must not crash, and
// must stay silent where types are missing.
package typeerrors

import "github.com/llmerrlint/llmerrlint/llmerr"

// llmerr.Quota does not exist: the case's value is unknown.
func undefinedCase(c llmerr.ErrorClass) bool {
	switch c {
	case llmerr.Quota:
		return true
	}
	return false
}

func undefinedTag() bool {
	switch missing {
	case llmerr.Transport:
		return true
	}
	return false
}

var m = map[llmerr.ErrorClass]int{undefinedKey: 1, llmerr.Transport: 2}

// Code around the errors is still checked.
func fine(c llmerr.ErrorClass) bool {
	switch c { // want `^switch on llmerr.ErrorClass misses 12 of its 13 values$`
	case llmerr.Transport:
		return true
	}
	return false
}

func mismatched(c llmerr.ErrorClass) bool {
	switch c {
	case "TRANSPORT":
		return true
	}
	return false
}
