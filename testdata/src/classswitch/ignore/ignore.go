// Package ignore holds //llmerrlint:ignore classswitch directives and the
// deprecated //llmerrlint:exhaustive ones, which still suppress.
package ignore

import "github.com/llmerrlint/llmerrlint/llmerr"

func onlyNetwork(c llmerr.ErrorClass) bool {
	//llmerrlint:exhaustive ignore only transport failures reach this wrapper
	switch c {
	case llmerr.Transport:
		return true
	}
	return false
}

func sameLine(c llmerr.ErrorClass) bool {
	switch c { //llmerrlint:exhaustive ignore the caller filtered to timeouts
	case llmerr.Timeout:
		return true
	}
	return false
}

//llmerrlint:exhaustive ignore overrides; the rest use the rule table
var overrides = map[llmerr.ErrorClass]int{llmerr.RateLimited: 5}

func current(c llmerr.ErrorClass) bool {
	//llmerrlint:ignore classswitch only transport failures reach this wrapper
	switch c {
	case llmerr.Transport:
		return true
	}
	return false
}

// A directive without a reason suppresses nothing (ignoredirective
// reports it).
func noReason(c llmerr.ErrorClass) bool {
	//llmerrlint:exhaustive ignore
	switch c { // want `^switch on llmerr.ErrorClass misses 12 of its 13 values$`
	case llmerr.Transport:
		return true
	}
	return false
}

func malformed(c llmerr.ErrorClass) bool {
	//llmerrlint:exhaustive skip
	switch c { // want `^switch on llmerr.ErrorClass misses 12 of its 13 values$`
	case llmerr.Transport:
		return true
	}
	return false
}

// A directive two lines above does not apply.
func tooFar(c llmerr.ErrorClass) bool {
	//llmerrlint:exhaustive ignore not attached

	switch c { // want `^switch on llmerr.ErrorClass misses 12 of its 13 values$`
	case llmerr.Transport:
		return true
	}
	return false
}
