// lazy: the one way a value of the whole package is computed on first
// use.

package finishreason

// lazy holds a value computed for the whole package the first time it is
// needed: most packages never need most of them. A memo keyed by what it
// answers for is a map made in newRunner instead.
type lazy[T any] struct {
	v    T
	done bool
}

// get returns the value, computing it on the first call.
func (l *lazy[T]) get(compute func() T) T {
	if !l.done {
		l.v, l.done = compute(), true
	}
	return l.v
}
