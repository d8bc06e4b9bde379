package conformance

import (
	"go/ast"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/packages"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
)

// TestErrorFormsFromSDKSource proves the form (value or pointer) the
// knowledge table gives each SDK error type from the SDK's own source: in
// the packages that build the error, some T (ByValue) or *T (ByPointer)
// flows into an error (a returned error, an error argument such as a
// stream's yield, an error variable), and the other form never does.
func TestErrorFormsFromSDKSource(t *testing.T) {
	if testing.Short() {
		t.Skip("loads the real SDKs with syntax; skipped with -short")
	}
	root := repoRoot(t)
	for _, et := range llmapi.ErrorTypeVersions() {
		t.Run(refString(et.Ref), func(t *testing.T) {
			dir := realModule(et.Ref.PkgPath)
			cfg := &packages.Config{
				Mode: packages.NeedName | packages.NeedTypes | packages.NeedSyntax | packages.NeedTypesInfo,
				Dir:  copyModule(t, root, dir),
				Env:  append(os.Environ(), "GOFLAGS=-mod=mod", "GO111MODULE=on", "GOWORK=off"),
			}
			pkgs, err := load(cfg, et.Built)
			if err != nil {
				t.Fatal(err)
			}
			var values, pointers []token.Position
			for _, path := range et.Built {
				p := pkgs[path]
				if p == nil || len(p.Errors) > 0 {
					t.Fatalf("package %s does not load from %s", path, dir)
				}
				for _, f := range p.Syntax {
					for _, fl := range errorFlows(p.TypesInfo, f) {
						form := formOf(fl.t, et.Ref)
						switch form {
						case llmapi.ByValue:
							values = append(values, p.Fset.Position(fl.pos))
						case llmapi.ByPointer:
							pointers = append(pointers, p.Fset.Position(fl.pos))
						}
					}
				}
			}
			want, other := pointers, values
			if et.Form == llmapi.ByValue {
				want, other = values, pointers
			}
			if len(want) == 0 {
				t.Errorf("the table says %s is returned as %s, but %v never builds one as an error", refString(et.Ref), et.Form, et.Built)
			}
			for _, pos := range other {
				t.Errorf("the table says %s is returned as %s, but %s returns the other form", refString(et.Ref), et.Form, pos)
			}
		})
	}
}

// copyModule copies a helper module under testdata to a scratch directory,
// as loadReal does, and returns its path.
func copyModule(t *testing.T, root, dir string) string {
	t.Helper()
	src := filepath.Join(root, dir)
	if filepath.Base(dir) == "llmerr" {
		return src
	}
	dst := t.TempDir()
	for _, f := range []string{"go.mod", "go.sum", "imports.go"} {
		data, err := os.ReadFile(filepath.Join(src, f))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dst, f), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dst
}

// formOf says whether t is the error type r, a pointer to it, or neither.
func formOf(t types.Type, r llmapi.ObjectRef) llmapi.ErrorForm {
	form := llmapi.ByValue
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t, form = p.Elem(), llmapi.ByPointer
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nil || n.Obj().Pkg().Path() != r.PkgPath || n.Obj().Name() != r.Name {
		return llmapi.NotErrorType
	}
	return form
}

// flow is an expression of concrete type t that becomes an error.
type flow struct {
	pos token.Pos
	t   types.Type
}

// errorFlows finds the expressions of f that are converted to the error
// interface: returned as an error result, passed as an error argument, or
// assigned to an error variable.
func errorFlows(info *types.Info, f *ast.File) []flow {
	errType := types.Universe.Lookup("error").Type()
	var out []flow
	add := func(e ast.Expr, to types.Type) {
		if to == nil || !types.Identical(to, errType) {
			return
		}
		if tv, ok := info.Types[e]; ok && tv.Type != nil && !types.IsInterface(tv.Type) {
			out = append(out, flow{e.Pos(), tv.Type})
		}
	}
	var sigs []*types.Signature
	var visit func(n ast.Node) bool
	visit = func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncDecl:
			if n.Body == nil {
				return false
			}
			fn, _ := info.Defs[n.Name].(*types.Func)
			if fn == nil {
				return false
			}
			sigs = append(sigs, fn.Signature())
			ast.Inspect(n.Body, visit)
			sigs = sigs[:len(sigs)-1]
			return false
		case *ast.FuncLit:
			sig, _ := info.TypeOf(n).(*types.Signature)
			if sig == nil {
				return false
			}
			sigs = append(sigs, sig)
			ast.Inspect(n.Body, visit)
			sigs = sigs[:len(sigs)-1]
			return false
		case *ast.ReturnStmt:
			if len(sigs) > 0 {
				res := sigs[len(sigs)-1].Results()
				if res.Len() == len(n.Results) {
					for i, e := range n.Results {
						add(e, res.At(i).Type())
					}
				}
			}
		case *ast.CallExpr:
			if sig, ok := info.TypeOf(n.Fun).Underlying().(*types.Signature); ok && info.Types[n.Fun].IsValue() {
				for i, e := range n.Args {
					if i < sig.Params().Len() && !(sig.Variadic() && i >= sig.Params().Len()-1) {
						add(e, sig.Params().At(i).Type())
					}
				}
			}
		case *ast.AssignStmt:
			if len(n.Lhs) == len(n.Rhs) && n.Tok == token.ASSIGN {
				for i, e := range n.Rhs {
					add(e, info.TypeOf(n.Lhs[i]))
				}
			}
		}
		return true
	}
	ast.Inspect(f, visit)
	return out
}
