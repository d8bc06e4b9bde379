package lazyinspect

import (
	"go/ast"
	"reflect"
	"sync"

	"golang.org/x/tools/go/ast/edge"
)

// ParentEdge returns the field of the parent node that holds the
// cursor's node, and its index when the field is a list (-1 otherwise),
// as x/tools' Cursor.ParentEdge does. A file's edge is (edge.Invalid, -1).
//
// The index does not store edges (that would cost 4 bytes per node for
// an answer asked of few nodes); it finds the field among the parent's.
func (c Cursor) ParentEdge() (edge.Kind, int) {
	p := c.ix.parent[c.i]
	if p < 0 {
		return edge.Invalid, -1
	}
	parent, child := c.ix.node(p), c.ix.node(c.i)
	v := reflect.ValueOf(parent).Elem()
	for _, f := range edgesOf(reflect.TypeOf(parent)) {
		fv := v.Field(f.index)
		if fv.Kind() != reflect.Slice {
			if n, _ := fv.Interface().(ast.Node); n == child {
				return f.kind, -1
			}
			continue
		}
		for i := range fv.Len() {
			if n, _ := fv.Index(i).Interface().(ast.Node); n == child {
				return f.kind, i
			}
		}
	}
	return edge.Invalid, -1
}

type edgeField struct {
	kind  edge.Kind
	index int // of the field in the node's struct
}

var (
	edgesOnce   sync.Once
	edgesByType map[reflect.Type][]edgeField
)

// edgesOf returns the edges of a node type, from x/tools' table.
func edgesOf(t reflect.Type) []edgeField {
	edgesOnce.Do(func() {
		edgesByType = map[reflect.Type][]edgeField{}
		for k := edge.Kind(1); validKind(k); k++ {
			f, _ := k.NodeType().Elem().FieldByName(k.FieldName())
			edgesByType[k.NodeType()] = append(edgesByType[k.NodeType()], edgeField{k, f.Index[0]})
		}
	})
	return edgesByType[t]
}

// validKind reports whether k is in x/tools' table, which does not export
// its size.
func validKind(k edge.Kind) (ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	return k != 0 && k.NodeType() != nil
}
