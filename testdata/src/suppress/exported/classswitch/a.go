// Package classswitch is the same finding four times: reported, ignored by
// a directive, ignored by the deprecated directive, and in a generated file.
package classswitch

import "github.com/llmerrlint/llmerrlint/llmerr"

func reported(c llmerr.ErrorClass) bool {
	switch c { // want `switch on llmerr.ErrorClass misses`
	case llmerr.Transport:
		return true
	}
	return false
}

func ignored(c llmerr.ErrorClass) bool {
	//llmerrlint:ignore classswitch only transport failures reach this wrapper
	switch c {
	case llmerr.Transport:
		return true
	}
	return false
}

func ignoredTheOldWay(c llmerr.ErrorClass) bool {
	//llmerrlint:exhaustive ignore only transport failures reach this wrapper
	switch c {
	case llmerr.Transport:
		return true
	}
	return false
}
