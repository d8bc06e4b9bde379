package analyzers_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"

	"github.com/llmerrlint/llmerrlint/analyzers"
	"github.com/llmerrlint/llmerrlint/internal/widest"
)

// FuzzMutatedFixtures breaks the analyzers' fixtures the way code looks
// while someone types it, or after a bad merge: statements deleted or
// duplicated, identifiers swapped, files truncated, types and expressions
// replaced. It type-checks the result against the fixture's real imports
// and runs every registered analyzer, with its widest options, on it as a
// driver would (analyzers without RunDespiteErrors skip ill-typed code).
// Any panic, any invalid suggested fix or other breach of a pass's rules,
// and any analyzer error on well-typed code fails.
//
// The analyzers run on the mutated package alone (analyzeUnit), with its
// dependencies' facts from one checker run at load time (storeFacts), as
// go vet runs them: the checker would analyse the whole import closure,
// standard library included, again for every input.
//
// pick chooses the fixture file, ops is the mutation program (see mutate).
// CI runs it briefly, from the committed corpus alone: make fuzz-ci.
func FuzzMutatedFixtures(f *testing.F) {
	// Loading and the facts take seconds: do them once per process,
	// outside the fuzz function, which the fuzzer treats as hung after ten.
	fx := loadFixtures(f)
	for i := range 8 {
		f.Add(uint16(i), []byte{0, 1, 2, 1, 3, 4, 2, 200, 7})
	}
	f.Fuzz(func(t *testing.T, pick uint16, ops []byte) {
		file := fx.files[int(pick)%len(fx.files)]
		src := mutate(file.src, ops)
		pkg := retype(fx.fset, file, src)
		acts, misuse := analyzeUnit(fx.analyzers, pkg, fx.deps[file.pkg], readMutated(file.name, src))
		for _, err := range misuse {
			t.Error(err)
		}
		for _, act := range acts {
			if act.err != nil && !pkg.IllTyped {
				t.Errorf("%s on %s: %v", act.analyzer.Name, pkg.PkgPath, act.err)
			}
		}
	})
}

// readMutated reads files for a pass as they are for its syntax: the
// mutated file's source is src, not what is on disk.
func readMutated(name string, src []byte) func(string) ([]byte, error) {
	return func(file string) ([]byte, error) {
		if file == name {
			return src, nil
		}
		return os.ReadFile(file)
	}
}

// fuzzAnalyzers returns every registered analyzer with its widest
// options. The fixtures are analysed once with them (storeFacts) and
// every input with the same ones, whose pointers key the stored facts.
func fuzzAnalyzers() ([]*analysis.Analyzer, error) {
	all := analyzers.Default()
	return all, widest.Apply(all)
}

// fixtureFile is one file of a fixture package, with the package loaded.
type fixtureFile struct {
	pkg   *packages.Package
	index int // in pkg.Syntax
	name  string
	src   []byte
}

type fixtures struct {
	fset  *token.FileSet
	files []fixtureFile
	// analyzers are the ones the target runs (fuzzAnalyzers); deps holds,
	// for each fixture package, its imports' facts under them.
	analyzers []*analysis.Analyzer
	deps      map[*packages.Package]*unitDeps
}

var (
	fixturesOnce sync.Once
	fixturesVal  *fixtures
	fixturesErr  error
)

// loadFixtures loads every analyzer's fixture packages once per process
// (testdata/src/<dir> for each dir that is not an import path of a stub),
// and analyses them once to keep their dependencies' facts.
func loadFixtures(t testing.TB) *fixtures {
	fixturesOnce.Do(func() { fixturesVal, fixturesErr = readFixtures() })
	if fixturesErr != nil {
		t.Fatal(fixturesErr)
	}
	return fixturesVal
}

// importsUnloadable reports whether p imports a package that could not be
// loaded at all (no files, and errors).
func importsUnloadable(p *packages.Package) bool {
	for _, ip := range p.Imports {
		if len(ip.GoFiles) == 0 && len(ip.Errors) > 0 {
			return true
		}
	}
	return false
}

func readFixtures() (*fixtures, error) {
	root, err := filepath.Abs(filepath.Join("..", "testdata"))
	if err != nil {
		return nil, err
	}
	entries, err := os.ReadDir(filepath.Join(root, "src"))
	if err != nil {
		return nil, err
	}
	var patterns []string
	for _, e := range entries {
		if e.IsDir() && !strings.Contains(e.Name(), ".") {
			patterns = append(patterns, e.Name()+"/...")
		}
	}
	fset := token.NewFileSet()
	cfg := &packages.Config{
		Mode: packages.LoadAllSyntax,
		Dir:  root,
		Fset: fset,
		Env:  append(os.Environ(), "GOPATH="+root, "GO111MODULE=off", "GOPROXY=off", "GOFLAGS="),
	}
	pkgs, err := packages.Load(cfg, patterns...)
	if err != nil {
		return nil, err
	}
	fx := &fixtures{fset: fset}
	for _, p := range pkgs {
		if importsUnloadable(p) {
			// finishreason/brokenimport: analysed alone, a mutation of it
			// fails on the missing package's facts, not on the mutation.
			continue
		}
		for i, f := range p.Syntax {
			name := fset.File(f.FileStart).Name()
			src, err := os.ReadFile(name)
			if err != nil {
				return nil, err
			}
			fx.files = append(fx.files, fixtureFile{pkg: p, index: i, name: name, src: src})
		}
	}
	slices.SortFunc(fx.files, func(a, b fixtureFile) int { return strings.Compare(a.name, b.name) })
	if fx.analyzers, err = fuzzAnalyzers(); err != nil {
		return nil, err
	}
	if fx.deps, err = storeFacts(fx.analyzers, pkgs); err != nil {
		return nil, err
	}
	return fx, nil
}

// retype builds the package of file with its source replaced by src,
// type-checked against the imports the fixture was loaded with. Parse and
// type errors make it ill-typed, as go/packages would.
func retype(fset *token.FileSet, file fixtureFile, src []byte) *packages.Package {
	orig := file.pkg
	syntax := slices.Clone(orig.Syntax)
	f, parseErr := parser.ParseFile(fset, file.name, src, parser.ParseComments|parser.SkipObjectResolution)
	if f == nil {
		f = &ast.File{Name: ast.NewIdent(orig.Name), FileStart: token.NoPos}
	}
	syntax[file.index] = f
	var typeErrs []types.Error
	conf := types.Config{
		Importer: importerFunc(func(path string) (*types.Package, error) {
			if imp, ok := orig.Imports[path]; ok && imp.Types != nil {
				return imp.Types, nil
			}
			return nil, os.ErrNotExist
		}),
		Sizes: orig.TypesSizes,
		Error: func(err error) {
			if te, ok := err.(types.Error); ok {
				typeErrs = append(typeErrs, te)
			}
		},
	}
	info := &types.Info{
		Types:        map[ast.Expr]types.TypeAndValue{},
		Defs:         map[*ast.Ident]types.Object{},
		Uses:         map[*ast.Ident]types.Object{},
		Implicits:    map[ast.Node]types.Object{},
		Instances:    map[*ast.Ident]types.Instance{},
		Selections:   map[*ast.SelectorExpr]*types.Selection{},
		Scopes:       map[ast.Node]*types.Scope{},
		FileVersions: map[*ast.File]string{},
	}
	tpkg, _ := conf.Check(orig.PkgPath, fset, syntax, info)
	return &packages.Package{
		ID:              orig.ID + " [fuzz]",
		Name:            orig.Name,
		PkgPath:         orig.PkgPath,
		GoFiles:         orig.GoFiles,
		CompiledGoFiles: orig.CompiledGoFiles,
		Fset:            fset,
		Syntax:          syntax,
		Types:           tpkg,
		TypesInfo:       info,
		TypesSizes:      orig.TypesSizes,
		TypeErrors:      typeErrs,
		Imports:         orig.Imports,
		IllTyped:        parseErr != nil || len(typeErrs) > 0,
	}
}

type importerFunc func(path string) (*types.Package, error)

func (f importerFunc) Import(path string) (*types.Package, error) { return f(path) }

// TestFuzzHarnessSeesFixtures checks the harness of FuzzMutatedFixtures:
// unmutated, every well-typed fixture type-checks again without error,
// the analyzers report on them, so a mutated input tests real work, and
// the target's driver reports and passes on what the checker does
// (sameAsChecker), so its findings are the checker's.
func TestFuzzHarnessSeesFixtures(t *testing.T) {
	if testing.Short() {
		t.Skip("loads every fixture package")
	}
	fx := loadFixtures(t)
	if len(fx.files) < 30 {
		t.Fatalf("found only %d fixture files", len(fx.files))
	}
	diags := 0
	for _, file := range fx.files {
		if file.pkg.IllTyped {
			continue
		}
		pkg := retype(fx.fset, file, file.src)
		if pkg.IllTyped {
			t.Errorf("%s: ill-typed unmutated: %v", file.name, pkg.TypeErrors)
			continue
		}
		diags += sameAsChecker(t, fx, file, pkg)
	}
	if diags == 0 {
		t.Error("no diagnostics on any unmutated fixture")
	}
}
