package pkgfacts

import (
	"bytes"
	"encoding/gob"
	"fmt"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"reflect"
	"testing"

	"golang.org/x/tools/go/analysis"
)

type entry struct{ N, Name int }

type testFact Table[entry]

func (*testFact) AFact()                 {}
func (f *testFact) Table() *Table[entry] { return (*Table[entry])(f) }

func (f *testFact) String() string {
	return f.Table().Format("test", func(e entry) string { return fmt.Sprintf("%d:%s", e.N, f.Strings[e.Name]) })
}

const libSrc = `package lib

func A() {}
func B() {}
func unexported() {}

type T struct{}

func (T) M()  {}
func (*T) N() {}

type I interface{ Do() }

type Box[X any] struct{}

func (Box[X]) Get() {}
`

const appSrc = `package app

import "lib"

var _ = lib.Box[int]{}.Get
var _ = lib.A
`

func check(t testing.TB, fset *token.FileSet, path, src string, imp types.Importer) (*types.Package, *types.Info) {
	t.Helper()
	f, err := parser.ParseFile(fset, path+".go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	info := &types.Info{Uses: map[*ast.Ident]types.Object{}}
	pkg, err := (&types.Config{Importer: imp}).Check(path, fset, []*ast.File{f}, info)
	if err != nil {
		t.Fatal(err)
	}
	return pkg, info
}

type importerFunc func(string) (*types.Package, error)

func (f importerFunc) Import(path string) (*types.Package, error) { return f(path) }

// build exports lib's table and returns a pass over app that imports it.
func build(t testing.TB) (lib *types.Package, app *analysis.Pass, appInfo *types.Info, fact *testFact) {
	fset := token.NewFileSet()
	lib, _ = check(t, fset, "lib", libSrc, importer.Default())
	var b Builder[entry]
	scope := lib.Scope()
	tT := scope.Lookup("T").Type().(*types.Named)
	iface := scope.Lookup("I").Type().Underlying().(*types.Interface)
	box := scope.Lookup("Box").Type().(*types.Named)
	for i, obj := range []types.Object{
		scope.Lookup("B"), scope.Lookup("A"), box.Method(0),
		tT.Method(0), tT.Method(1), iface.Method(0),
	} {
		if !b.Add(obj, entry{N: i, Name: b.Intern(obj.Name())}) {
			t.Fatalf("Add(%v) = false", obj)
		}
	}
	if b.Add(scope.Lookup("unexported"), entry{}) {
		t.Error("Add(unexported) = true; no importer can name it")
	}
	tab, ok := b.Table(passOver(lib, nil), new(testFact))
	if !ok {
		t.Fatal("Table() = false")
	}
	fact = (*testFact)(&tab)
	appPkg, info := check(t, fset, "app", appSrc, importerFunc(func(string) (*types.Package, error) { return lib, nil }))
	return lib, passOver(appPkg, map[*types.Package]*testFact{lib: fact}), info, fact
}

// passOver returns a pass over pkg that sees the given package facts, as
// go vet shows a pass those of its direct imports only.
func passOver(pkg *types.Package, facts map[*types.Package]*testFact) *analysis.Pass {
	return &analysis.Pass{
		Pkg: pkg,
		ImportPackageFact: func(p *types.Package, f analysis.Fact) bool {
			fact, ok := facts[p]
			if ok {
				reflect.ValueOf(f).Elem().Set(reflect.ValueOf(fact).Elem())
			}
			return ok
		},
	}
}

func TestTableIsSortedAndFormatted(t *testing.T) {
	_, _, _, fact := build(t)
	const want = "test(A=1:A B=0:B Box.M0=2:Get I.UM0=5:Do T.M0=3:M T.M1=4:N)"
	if got := fact.String(); got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
}

func TestLookup(t *testing.T) {
	lib, pass, info, _ := build(t)
	r := NewReader(pass, new(testFact))
	scope := lib.Scope()
	tT := scope.Lookup("T").Type().(*types.Named)
	for _, tc := range []struct {
		obj  types.Object
		n    int
		name string
	}{
		{scope.Lookup("A"), 1, "A"},
		{tT.Method(1), 4, "N"},
		{scope.Lookup("I").Type().Underlying().(*types.Interface).Method(0), 5, "Do"},
	} {
		e, pool, ok := r.Lookup(tc.obj)
		if !ok || e.N != tc.n || pool[e.Name] != tc.name {
			t.Errorf("Lookup(%v) = %v, %v, want %d %s", tc.obj, e, ok, tc.n, tc.name)
		}
	}
	// A method of an instance of a generic type finds its origin's entry.
	found := false
	for id, obj := range info.Uses {
		if id.Name != "Get" {
			continue
		}
		if obj.(*types.Func).Origin() == obj {
			t.Fatal("fixture: Box[int].Get is not an instance")
		}
		found = true
		if e, _, ok := r.Lookup(obj); !ok || e.N != 2 {
			t.Errorf("Lookup(Box[int].Get) = %v, %v", e, ok)
		}
	}
	if !found {
		t.Fatal("fixture: no use of Get")
	}
	if _, _, ok := r.Lookup(scope.Lookup("unexported")); ok {
		t.Error("Lookup(unexported) found an entry")
	}
	if _, _, ok := r.Lookup(types.NewFunc(token.NoPos, pass.Pkg, "A", types.NewSignatureType(nil, nil, nil, nil, nil, false))); ok {
		t.Error("Lookup of an object of the analysed package found an entry")
	}
	if _, _, ok := r.Lookup(nil); ok {
		t.Error("Lookup(nil) found an entry")
	}
	if _, _, ok := r.Lookup(types.Universe.Lookup("len")); ok {
		t.Error("Lookup(len) found an entry")
	}
}

func TestEmptyBuilderHasNoTable(t *testing.T) {
	var b Builder[entry]
	if _, ok := b.Table(passOver(types.NewPackage("p", "p"), nil), new(testFact)); ok {
		t.Error("an empty builder makes a table; a package with nothing to say must export no fact")
	}
}

func TestLastAddWins(t *testing.T) {
	fset := token.NewFileSet()
	lib, _ := check(t, fset, "lib", libSrc, importer.Default())
	var b Builder[entry]
	b.Add(lib.Scope().Lookup("A"), entry{N: 1})
	b.Add(lib.Scope().Lookup("A"), entry{N: 2})
	tab, _ := b.Table(passOver(lib, nil), new(testFact))
	if len(tab.Keys) != 1 || tab.Entries[0].N != 2 {
		t.Errorf("table = %+v, want A's second entry only", tab)
	}
}

// TestGobRoundTrip proves a fact embedding a Table survives the gob
// encoding the go vet driver applies to facts.
func TestGobRoundTrip(t *testing.T) {
	_, _, _, fact := build(t)
	gob.Register(fact)
	var buf bytes.Buffer
	var in analysis.Fact = fact
	if err := gob.NewEncoder(&buf).Encode(&in); err != nil {
		t.Fatal(err)
	}
	var out analysis.Fact
	if err := gob.NewDecoder(&buf).Decode(&out); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(out, in) {
		t.Errorf("round trip: %v, want %v", out, in)
	}
}

func TestProbe(t *testing.T) {
	lib, pass, _, _ := build(t)
	var p Probe[testFact, *testFact]
	if !p.Exports(pass, lib) {
		t.Error("Exports(lib) = false")
	}
	if p.Exports(pass, pass.Pkg) {
		t.Error("Exports(app) = true")
	}
}

const midSrc = `package mid

import "lib"

func Own() {}

func Client() lib.T { return lib.T{} }
`

const topSrc = `package top

import "mid"

var _ = mid.Client
`

// TestMethodEntriesArePassedOn proves that a package two imports away,
// whose facts go vet does not show, still yields the entries of its
// methods, passed on by the table of the package in between; and not
// those of its package-level functions, which a package cannot call
// without importing it.
func TestMethodEntriesArePassedOn(t *testing.T) {
	lib, _, _, libFact := build(t)
	fset := token.NewFileSet()
	imp := func(pkgs ...*types.Package) types.Importer {
		return importerFunc(func(path string) (*types.Package, error) {
			for _, p := range pkgs {
				if p.Path() == path {
					return p, nil
				}
			}
			return nil, fmt.Errorf("no %s", path)
		})
	}
	mid, _ := check(t, fset, "mid", midSrc, imp(lib))
	var b Builder[entry]
	b.Add(mid.Scope().Lookup("Own"), entry{N: 9, Name: b.Intern("Own")})
	tab, _ := b.Table(passOver(mid, map[*types.Package]*testFact{lib: libFact}), new(testFact))
	if len(tab.Deps) != 1 || tab.Deps[0].Path != "lib" || len(tab.Deps[0].Keys) != 4 {
		t.Fatalf("Deps = %+v, want lib's four methods", tab.Deps)
	}
	top, _ := check(t, fset, "top", topSrc, imp(mid))
	r := NewReader(passOver(top, map[*types.Package]*testFact{mid: (*testFact)(&tab)}), new(testFact))
	tT := lib.Scope().Lookup("T").Type().(*types.Named)
	if e, pool, ok := r.Lookup(tT.Method(1)); !ok || e.N != 4 || pool[e.Name] != "N" {
		t.Errorf("Lookup(lib.T.N) from top = %v, %v; want lib's entry, passed on by mid", e, ok)
	}
	if _, _, ok := r.Lookup(lib.Scope().Lookup("A")); ok {
		t.Error("Lookup(lib.A) from top found an entry; only methods are passed on")
	}
	if e, _, ok := r.Lookup(mid.Scope().Lookup("Own")); !ok || e.N != 9 {
		t.Errorf("Lookup(mid.Own) = %v, %v", e, ok)
	}
}
