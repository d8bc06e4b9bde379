package adkcallback

import (
	"go/ast"
	"iter"
)

// Fields yields the key and value of each `Key: value` element of a
// struct literal, in source order; positional elements and keys that are
// not plain names are skipped. Config literals are read this way by the
// callback walk and by the analyzers that judge what a config pairs.
func Fields(lit *ast.CompositeLit) iter.Seq2[*ast.Ident, ast.Expr] {
	return func(yield func(*ast.Ident, ast.Expr) bool) {
		for _, e := range lit.Elts {
			kv, ok := e.(*ast.KeyValueExpr)
			if !ok {
				continue
			}
			if key, ok := kv.Key.(*ast.Ident); ok && !yield(key, kv.Value) {
				return
			}
		}
	}
}
