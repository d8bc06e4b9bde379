package pkgfacts

import (
	"fmt"
	"go/token"
	"go/types"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/objectpath"
)

// benchPackage returns a package of n exported functions, every other
// one with an entry, as gen/llm of the overhead harness has.
func benchPackage(n int) (*types.Package, []types.Object, Table[entry]) {
	pkg := types.NewPackage("gen/llm", "llm")
	sig := types.NewSignatureType(nil, nil, nil, nil, nil, false)
	var b Builder[entry]
	var objs []types.Object
	for i := range n {
		fn := types.NewFunc(token.NoPos, pkg, fmt.Sprintf("Generate%04d", i), sig)
		pkg.Scope().Insert(fn)
		objs = append(objs, fn)
		if i%2 == 0 {
			b.Add(fn, entry{N: i})
		}
	}
	t, _ := b.Table(passOver(pkg, nil), new(testFact))
	return pkg, objs, t
}

// BenchmarkLookup compares the two ways of reading a table in a pass
// that looks up `lookups` objects of an imported package: encode each
// object's path and search the sorted keys (what Reader does), or resolve
// every key to its object once and look objects up in a map.
func BenchmarkLookup(b *testing.B) {
	const n = 3000
	pkg, objs, t := benchPackage(n)
	fact := (*testFact)(&t)
	pass := &analysis.Pass{
		Pkg: types.NewPackage("gen/app", "app"),
		ImportPackageFact: func(p *types.Package, f analysis.Fact) bool {
			*f.(*testFact) = *fact
			return true
		},
	}
	for _, lookups := range []int{10, 300, 3000} {
		b.Run(fmt.Sprintf("encode/%d", lookups), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				r := NewReader(pass, new(testFact))
				for _, obj := range objs[:lookups] {
					r.Lookup(obj)
				}
			}
		})
		b.Run(fmt.Sprintf("resolve/%d", lookups), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				var f testFact
				pass.ImportPackageFact(pkg, &f)
				m := make(map[types.Object]entry, len(f.Keys))
				for i, k := range f.Keys {
					if obj, err := objectpath.Object(pkg, k); err == nil {
						m[obj] = f.Entries[i]
					}
				}
				for _, obj := range objs[:lookups] {
					_ = m[obj]
				}
			}
		})
	}
}

// BenchmarkProbe is the fast path's question about one import; it should
// allocate nothing.
func BenchmarkProbe(b *testing.B) {
	_, pass, _, _ := build(b)
	var p Probe[testFact, *testFact]
	b.ReportAllocs()
	for b.Loop() {
		p.Exports(pass, pass.Pkg)
	}
}
