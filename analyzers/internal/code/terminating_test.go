package code_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"strings"
	"testing"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/code"
)

// TestIsTerminatingAgreesWithTypeChecker checks IsTerminating against
// go/types, which reports "missing return" for a function with results
// whose body does not end in a terminating statement.
func TestIsTerminatingAgreesWithTypeChecker(t *testing.T) {
	bodies := []string{
		`return 1`,
		`panic("x")`,
		`{ return 1 }`,
		`{ }`,
		`if c { return 1 } else { panic(0) }`,
		`if c { return 1 }`,
		`if c { return 1 } else if d { return 2 } else { return 3 }`,
		`if c { return 1 } else if d { return 2 }`,
		`for { }`,
		`for c { }`,
		`for range 3 { }`,
		`for { break }`,
		`for { for { break } }`,
		`for { switch { case c: break } }`,
		`L: for { for { break L } }`,
		`L: for { switch { default: break L } }`,
		`for { func() { for { break } }() }`,
		`switch { case c: return 1; default: return 2 }`,
		`switch { case c: return 1 }`,
		`switch { case c: fallthrough; default: return 2 }`,
		`switch { case c: break; default: return 2 }`,
		`switch { case c: if d { break }; return 1; default: return 2 }`,
		`L: switch { case c: for { break L }; default: return 2 }`,
		`switch { case c: for { break }; default: return 2 }`,
		`switch x := any(c).(type) { case int: _ = x; return 1; default: return 2 }`,
		`switch any(c).(type) { case int: return 1 }`,
		`select { }`,
		`select { case <-ch: return 1 }`,
		`select { case <-ch: return 1; default: }`,
		`select { case <-ch: break }`,
		`goto L; L: return 1`,
		`L: goto L`,
		`{ panic := func(any) {}; panic(1) }; return 1`,
		`{ panic := func(any) {}; panic(1) }`,
		`(panic)(1)`,
	}
	for _, body := range bodies {
		src := "package p\n\nvar c, d bool\nvar ch chan int\n\nfunc f() int {\n" + body + "\n}\n"
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, "p.go", src, 0)
		if err != nil {
			t.Fatalf("%s: %v", body, err)
		}
		info := &types.Info{Types: map[ast.Expr]types.TypeAndValue{}, Uses: map[*ast.Ident]types.Object{}, Defs: map[*ast.Ident]types.Object{}}
		var missing bool
		conf := types.Config{Error: func(err error) {
			if strings.Contains(err.Error(), "missing return") {
				missing = true
			} else {
				t.Errorf("%s: %v", body, err)
			}
		}}
		conf.Check("p", fset, []*ast.File{f}, info)
		fn := f.Decls[len(f.Decls)-1].(*ast.FuncDecl).Body.List
		if got := code.IsTerminating(info, fn[len(fn)-1]); got != !missing {
			t.Errorf("IsTerminating(%s) = %v, go/types says %v", body, got, !missing)
		}
	}
}

func TestIsJump(t *testing.T) {
	c := check(t, `package p

func f(c bool) {
L:
	for {
		if c { return }
		if c { panic(1) }
		if c { goto L }
		if c { break }
		if c { break L }
		if c { continue }
		if c { continue L }
		if c { println() }
		if c { { return } }
		if c { }
		if c { p := func(any) {}; p(1) }
	}
}
`)
	want := []code.Jump{code.Return, code.Panic, code.Goto, code.Break, code.LabeledBreak, code.Continue, code.Continue, 0, 0, 0, 0}
	loop := c.funcBody(t, "f").List[0].(*ast.LabeledStmt).Stmt.(*ast.ForStmt)
	all := code.Return | code.Panic | code.Branch
	for i, st := range loop.Body.List {
		body := st.(*ast.IfStmt).Body.List
		if got := code.EndsInJump(c.info, body, all); got != (want[i] != 0) {
			t.Errorf("statement %d: EndsInJump(any) = %v", i, got)
		}
		if want[i] == 0 {
			continue
		}
		if !code.EndsInJump(c.info, body, want[i]) || code.EndsInJump(c.info, body, all&^want[i]) {
			t.Errorf("statement %d: not exactly jump %b", i, want[i])
		}
	}
	if code.EndsInJump(c.info, nil, all) {
		t.Errorf("EndsInJump(empty list) = true")
	}
}
