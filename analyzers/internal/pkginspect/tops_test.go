package pkginspect

import (
	"go/ast"
	"go/token"
	"math/rand/v2"
	"testing"
)

// TestTopAt checks TopAt against the files' declarations, with the files
// in an order other than the file set's (go/packages parses in parallel):
// every position inside a declaration finds it, and positions between or
// before declarations find none.
func TestTopAt(t *testing.T) {
	files := parseStd(t)
	rand.New(rand.NewPCG(1, 2)).Shuffle(len(files), func(i, j int) { files[i], files[j] = files[j], files[i] })
	ix := New(files)
	checked := 0
	for _, f := range files {
		if _, ok := ix.TopAt(f.Package); ok {
			t.Errorf("the package clause at %d lies in a declaration", f.Package)
		}
		for _, d := range f.Decls {
			for _, pos := range []int{int(d.Pos()), int(d.Pos()+d.End()) / 2, int(d.End()) - 1} {
				c, ok := ix.TopAt(token.Pos(pos))
				if !ok || c.Node() != ast.Node(d) {
					t.Fatalf("TopAt(%d) = %v, %v; want the declaration at %d", pos, c.Node(), ok, d.Pos())
				}
				checked++
			}
		}
	}
	if checked < 1000 {
		t.Fatalf("only %d positions checked", checked)
	}
}
