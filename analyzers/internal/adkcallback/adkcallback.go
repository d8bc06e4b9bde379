package adkcallback

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/code"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
)

// Callback is one ADK model callback of the package being analysed.
type Callback struct {
	Kind llmapi.CallbackKind
	Lit  *ast.FuncLit // a function literal, or nil
	Func *types.Func  // a named function or method (value), or nil
	// Body is the callback's body when this package declares it (Declared).
	Body *ast.BlockStmt
	// Node is the declaration (*ast.FuncDecl, *ast.FuncLit) for Declared,
	// the registered expression for Registered.
	Node ast.Node
	// At is Node's cursor in the package's syntax index, for Declared.
	At inspector.Cursor
	// Pos is where the callback is registered (Registered), or declared.
	Pos token.Pos
	// Site is where a literal is registered: "llmagent.Config.AfterModelCallbacks"
	// (a config field), "llmagent.AfterModelCallback" (a conversion or a
	// typed declaration), or "".
	Site string
	// InConfig says Site is a config field rather than a callback type.
	InConfig bool
	// Var is the variable or struct key a literal is assigned to, or "".
	Var string
}

// Name names the callback for a message, the same way in every analyzer;
// here is the package being analysed (functions of other packages are
// qualified by their package name).
func (c Callback) Name(here *types.Package) string {
	switch {
	case c.Func != nil:
		return c.Kind.String() + " callback " + FuncName(here, c.Func)
	case c.Var != "":
		return c.Kind.String() + " callback " + c.Var
	case c.Site != "" && c.InConfig:
		return "func literal in " + c.Site
	case c.Site != "":
		return "func literal as " + c.Site
	}
	return c.Kind.String() + " func literal"
}

// FuncName names fn as a reader of package here sees it: qualified by its
// package outside here, by its receiver type for a method. here may be
// nil to qualify always.
func FuncName(here *types.Package, fn *types.Func) string {
	name := fn.Name()
	if recv := fn.Signature().Recv(); recv != nil {
		if n := code.NamedOf(recv.Type()); n != nil {
			name = n.Obj().Name() + "." + name
		}
	}
	if fn.Pkg() != nil && fn.Pkg() != here {
		name = fn.Pkg().Name() + "." + name
	}
	return name
}
