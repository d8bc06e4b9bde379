package lazyinspect

import "go/ast"

// kind numbers the node types of go/ast, so that a set of types is a
// bit mask. 0 is a type outside go/ast (none is expected).
type kind uint8

// maskOf returns the set of the kinds of types; every kind when types is
// empty.
func maskOf(types []ast.Node) uint64 {
	if len(types) == 0 {
		return ^uint64(0)
	}
	var m uint64
	for _, t := range types {
		k, _ := split(t)
		m |= 1 << k
	}
	return m
}
