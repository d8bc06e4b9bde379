package flag

import (
	"errors"

	"github.com/llmerrlint/llmerrlint/llmerr"
)

// A function that ends in the switch: the fix only lengthens a case list,
// so the switch still ends the function.
func budgetFor(c llmerr.ErrorClass) (int, error) {
	switch c { // want `^switch on llmerr.ErrorClass misses 10 of its 13 values$`
	case llmerr.Transport:
		fallthrough
	case llmerr.Timeout:
		return 3, nil
	case llmerr.RateLimited:
		if c == llmerr.RateLimited {
			return 5, nil
		} else {
			panic("unreachable")
		}
	default:
		return 0, errors.New("no retries")
	}
}

// A break leaves the switch, so it does not terminate.
func budgetOrZero(c llmerr.ErrorClass, off bool) int {
	switch c { // want `^switch on llmerr.ErrorClass misses 12 of its 13 values$`
	case llmerr.Transport:
		if off {
			break
		}
		return 3
	default:
		return 0
	}
	return 0
}

// A labeled break from a nested loop leaves the switch too.
func firstBudget(classes []llmerr.ErrorClass) int {
	for {
	pick:
		switch classes[0] { // want `^switch on llmerr.ErrorClass misses 12 of its 13 values$`
		case llmerr.Transport:
			for range classes {
				break pick
			}
			return 1
		default:
			return 0
		}
		classes = classes[1:]
	}
}

// panic is shadowed here; the fix calls nothing.
func shadowed(c llmerr.ErrorClass) int {
	panic := func(string) {}
	panic("unused")
	switch c { // want `^switch on llmerr.ErrorClass misses 12 of its 13 values$`
	case llmerr.Transport:
		return 1
	default:
		return 0
	}
}
