// This file holds the test for the predeclared nil.

package code

import (
	"go/ast"
	"go/types"
)

// IsNil reports whether e denotes the predeclared value nil, by its type
// information, so that a local variable or parameter named nil is not
// taken for it. Parentheses around nil count.
func IsNil(info *types.Info, e ast.Expr) bool {
	tv, ok := info.Types[e]
	return ok && tv.IsNil()
}
