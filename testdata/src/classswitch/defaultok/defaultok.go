// Package defaultok is checked with -default-signifies-exhaustive.
package defaultok

import "github.com/llmerrlint/llmerrlint/llmerr"

func withDefault(c llmerr.ErrorClass) bool {
	switch c {
	case llmerr.Transport:
		return true
	default:
		return false
	}
}

func withoutDefault(c llmerr.ErrorClass) bool {
	switch c { // want `^switch on llmerr.ErrorClass misses 12 of its 13 values$`
	case llmerr.Transport:
		return true
	}
	return false
}

// Maps have no default: still reported.
var m = map[llmerr.ErrorClass]bool{llmerr.Transport: true} // want `^map keyed by llmerr.ErrorClass misses 12 of its 13 values$`
