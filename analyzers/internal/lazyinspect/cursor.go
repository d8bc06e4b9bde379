package lazyinspect

import (
	"go/ast"
	"iter"
)

// A Cursor is a node of an Index, or its root. Cursors are comparable:
// two cursors are equal when they denote the same node.
type Cursor struct {
	ix *Index
	i  int32 // -1 for the root
}

// Node returns the cursor's node, nil for the root.
func (c Cursor) Node() ast.Node {
	if c.i < 0 {
		return nil
	}
	return c.ix.node(c.i)
}

// Parent returns the cursor of the node's parent; a file's parent is the
// root. It must not be called on the root.
func (c Cursor) Parent() Cursor {
	return Cursor{c.ix, c.ix.parent[c.i]}
}

// span is the range of indices of the cursor's subtree.
func (c Cursor) span() (int32, int32) {
	if c.i < 0 {
		return 0, int32(len(c.ix.ptrs))
	}
	return c.i, c.ix.end[c.i]
}

// Preorder yields the cursor itself and every node below it whose type
// is among types (any type when types is empty), in depth-first order.
func (c Cursor) Preorder(types ...ast.Node) iter.Seq[Cursor] {
	m := maskOf(types)
	return func(yield func(Cursor) bool) {
		from, to := c.span()
		for i := from; i < to; i++ {
			if m&(1<<c.ix.kind[i]) != 0 && !yield(Cursor{c.ix, i}) {
				return
			}
		}
	}
}

// Inspect calls f for the cursor itself and every node below it whose
// type is among types (any type when types is empty), in depth-first
// order. When f returns false, the nodes below that one are skipped.
func (c Cursor) Inspect(types []ast.Node, f func(Cursor) bool) {
	m := maskOf(types)
	from, to := c.span()
	for i := from; i < to; {
		if m&(1<<c.ix.kind[i]) != 0 && !f(Cursor{c.ix, i}) {
			i = c.ix.end[i]
			continue
		}
		i++
	}
}

// Children yields the node's direct children in order.
func (c Cursor) Children() iter.Seq[Cursor] {
	return func(yield func(Cursor) bool) {
		from, to := c.span()
		if c.i >= 0 {
			from++
		}
		for i := from; i < to; i = c.ix.end[i] {
			if !yield(Cursor{c.ix, i}) {
				return
			}
		}
	}
}

// Decls yields the top-level declarations of a file's cursor, in order:
// its children other than the package name.
func (c Cursor) Decls() iter.Seq[Cursor] {
	return func(yield func(Cursor) bool) {
		for ch := range c.Children() {
			if _, ok := ch.Node().(ast.Decl); ok && !yield(ch) {
				return
			}
		}
	}
}

// Enclosing yields the cursor itself and then its ancestors, innermost
// first, whose type is among types (any type when types is empty). The
// root is never yielded.
func (c Cursor) Enclosing(types ...ast.Node) iter.Seq[Cursor] {
	m := maskOf(types)
	return func(yield func(Cursor) bool) {
		for i := c.i; i >= 0; i = c.ix.parent[i] {
			if m&(1<<c.ix.kind[i]) != 0 && !yield(Cursor{c.ix, i}) {
				return
			}
		}
	}
}

// Contains reports whether c2 is c or a node below it.
func (c Cursor) Contains(c2 Cursor) bool {
	from, to := c.span()
	return from <= c2.i && c2.i < to
}

// FindNode returns the cursor of n if n is c's node or below it. It
// descends by position, through the one child whose extent holds n's, so
// it costs the depth of n times the width of the tree on its path; it
// falls back to a scan for nodes whose positions do not nest. At each
// level the children are first compared with n itself, which needs no
// position: n is most often a direct child (a function's body).
func (c Cursor) FindNode(n ast.Node) (Cursor, bool) {
	if n == nil {
		return Cursor{}, false
	}
	k, p := split(n)
	is := func(i int32) bool { return c.ix.ptrs[i] == p && c.ix.kind[i] == k && k != 0 }
	if c.i >= 0 && is(c.i) {
		return c, true
	}
	pos, end := n.Pos(), n.End()
	cur := c
	for {
		for ch := range cur.Children() {
			if is(ch.i) {
				return ch, true
			}
		}
		next, found := Cursor{}, false
		for ch := range cur.Children() {
			m := ch.ix.node(ch.i)
			if m.Pos() <= pos && end <= m.End() {
				next, found = ch, true
				break
			}
		}
		if !found {
			break
		}
		cur = next
	}
	for cand := range c.Preorder() {
		if cand.ix.node(cand.i) == n {
			return cand, true
		}
	}
	return Cursor{}, false
}

// In returns c as a cursor of root's index: c itself when it is one, or
// the cursor of its node found below root. A pass that resolves Requires
// has one index per package; an analyzer run on its own (a test calling
// Run) may hold cursors of two.
func (c Cursor) In(root Cursor) (Cursor, bool) {
	if c.ix == root.ix {
		return c, root.Contains(c)
	}
	return root.FindNode(c.Node())
}
