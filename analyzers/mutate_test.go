package analyzers_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"slices"
)

// maxMutations bounds the mutations of one input, so that an input stays
// close to code someone could have written.
const maxMutations = 6

// Replacements for a type expression: other types, none of which fits.
var typeSwaps = []string{"int", "string", "error", "any", "*struct{}", "func()", "[]byte", "chan int", "map[string]any", "undefinedType"}

// Replacements for an expression: zero values, names that may or may not
// exist, and calls of things that are not functions.
var exprSwaps = []string{"nil", "0", `""`, "err", "resp", "ctx", "x()", "nil.(error)", "struct{}{}", "undefinedValue"}

// mutate applies the program ops to src, three bytes an instruction:
// what to do, and two operands choosing where and with what. Every step
// reparses the source, so edits compose; a step whose source no longer
// parses at all ends the program.
func mutate(src []byte, ops []byte) []byte {
	src = slices.Clone(src)
	for step := 0; len(ops) >= 3 && step < maxMutations; step++ {
		op, a, b := ops[0], int(ops[1]), int(ops[2])
		ops = ops[3:]
		fset := token.NewFileSet()
		f, _ := parser.ParseFile(fset, "x.go", src, parser.ParseComments|parser.SkipObjectResolution)
		if f == nil {
			return src
		}
		s := collect(fset, f)
		switch op % 7 {
		case 0: // delete a statement
			if r, ok := pick(s.stmts, a); ok {
				src = splice(src, r, "")
			}
		case 1: // duplicate a statement
			if r, ok := pick(s.stmts, a); ok {
				src = splice(src, span{r.end, r.end}, "; "+string(src[r.start:r.end]))
			}
		case 2: // swap two identifiers
			r1, ok1 := pick(s.idents, a)
			r2, ok2 := pick(s.idents, b)
			if ok1 && ok2 && r1 != r2 {
				if r1.start > r2.start {
					r1, r2 = r2, r1
				}
				n1, n2 := string(src[r1.start:r1.end]), string(src[r2.start:r2.end])
				src = splice(src, r2, n1)
				src = splice(src, r1, n2)
			}
		case 3: // truncate the file
			if len(src) > 0 {
				src = src[:(a<<8|b)%len(src)]
			}
		case 4: // break a type
			if r, ok := pick(s.types, a); ok {
				src = splice(src, r, typeSwaps[b%len(typeSwaps)])
			}
		case 5: // replace an expression
			if r, ok := pick(s.exprs, a); ok {
				src = splice(src, r, exprSwaps[b%len(exprSwaps)])
			}
		case 6: // delete a declaration
			if r, ok := pick(s.decls, a); ok {
				src = splice(src, r, "")
			}
		}
	}
	return src
}

// span is a byte range of the source.
type span struct{ start, end int }

// sites are the places of a file a mutation can hit.
type sites struct {
	stmts, idents, types, exprs, decls []span
}

func collect(fset *token.FileSet, f *ast.File) sites {
	tf := fset.File(f.FileStart)
	at := func(n ast.Node) (span, bool) {
		if tf == nil || !n.Pos().IsValid() || !n.End().IsValid() {
			return span{}, false
		}
		start, end := tf.Offset(n.Pos()), tf.Offset(n.End())
		return span{start, end}, start <= end
	}
	add := func(list *[]span, n ast.Node) {
		if r, ok := at(n); ok {
			*list = append(*list, r)
		}
	}
	var s sites
	for _, d := range f.Decls {
		add(&s.decls, d)
	}
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.BlockStmt:
			for _, st := range n.List {
				add(&s.stmts, st)
			}
		case *ast.CaseClause:
			for _, st := range n.Body {
				add(&s.stmts, st)
			}
		case *ast.CommClause:
			for _, st := range n.Body {
				add(&s.stmts, st)
			}
		case *ast.Ident:
			if n.Name != "_" {
				add(&s.idents, n)
			}
		case *ast.Field:
			add(&s.types, n.Type)
		case *ast.ValueSpec:
			if n.Type != nil {
				add(&s.types, n.Type)
			}
		case *ast.TypeSpec:
			add(&s.types, n.Type)
		case *ast.CompositeLit:
			if n.Type != nil {
				add(&s.types, n.Type)
			}
		case *ast.CallExpr, *ast.SelectorExpr, *ast.BasicLit, *ast.UnaryExpr, *ast.BinaryExpr:
			add(&s.exprs, n)
		}
		return true
	})
	return s
}

func pick(list []span, i int) (span, bool) {
	if len(list) == 0 {
		return span{}, false
	}
	return list[i%len(list)], true
}

func splice(src []byte, r span, with string) []byte {
	if r.start < 0 || r.end > len(src) || r.start > r.end {
		return src
	}
	out := make([]byte, 0, len(src)-(r.end-r.start)+len(with))
	out = append(out, src[:r.start]...)
	out = append(out, with...)
	return append(out, src[r.end:]...)
}
