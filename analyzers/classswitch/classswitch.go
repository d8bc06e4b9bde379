package classswitch

import (
	_ "embed"
	"errors"
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/analysisdoc"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/pkginspect"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/srcfile"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/suppress"
)

//go:embed doc.go
var doc string

// Config holds the options of the analyzer; the zero Config is the
// default. The json tags are the golangci-lint settings keys; the same
// options are the flags -classswitch.<key>.
type Config struct {
	// DefaultSignifiesExhaustive lets a default clause stand for the
	// missing members of a switch.
	DefaultSignifiesExhaustive bool `json:"default-signifies-exhaustive"`
	// Types names more enums to check, each as "importpath.Type", e.g.
	// "google.golang.org/genai.FinishReason". llmerr.ErrorClass is always
	// checked.
	Types TypeList `json:"types"`
}

// Analyzer has the default configuration; its flags change it.
var Analyzer = New(Config{})

// New returns an analyzer with the given configuration. It panics on a
// Types entry that TypeList.Set rejects.
func New(cfg Config) *analysis.Analyzer {
	c := &cfg
	for _, t := range c.Types {
		if err := checkType(t); err != nil {
			panic("classswitch.New: " + err.Error())
		}
	}
	a := &analysis.Analyzer{
		Name: "classswitch",
		Doc:  analysisdoc.Extract(doc, "classswitch"),
		URL:  analysisdoc.URL("classswitch"),
		// Partly typed code is safe: a case whose value is unknown makes
		// the switch unknowable, and it is skipped.
		RunDespiteErrors: true,
		// Not inspect, which walks every package of the build, LLM or
		// not: pkginspect builds the shared inspector past the fast path.
		Requires: []*analysis.Analyzer{pkginspect.Analyzer},
		Run: suppress.Filter(func(pass *analysis.Pass) (any, error) {
			return nil, run(pass, *c)
		}),
	}
	a.Flags.BoolVar(&c.DefaultSignifiesExhaustive, "default-signifies-exhaustive", c.DefaultSignifiesExhaustive,
		"a default clause makes a switch exhaustive")
	a.Flags.Var(&c.Types, "types",
		"comma-separated list of more enum types to check, as importpath.Type (e.g. google.golang.org/genai.FinishReason)")
	return a
}

func run(pass *analysis.Pass, cfg Config) error {
	targets := map[string]bool{classType: true}
	paths := map[string]bool{}
	for _, t := range append([]string{classType}, cfg.Types...) {
		targets[t] = true
		path, _, _ := splitType(t)
		paths[path] = true
	}
	if !importsAny(pass, paths) {
		return nil
	}
	if err := checkTypesIn(pass, cfg.Types); err != nil {
		return err
	}
	in := pkginspect.Of(pass)
	c := &checker{
		pass:  pass,
		cfg:   cfg,
		enums: newEnumCache(pass.Pkg, targets),
	}
	for fileCur := range in.Root().Children() {
		file, ok := fileCur.Node().(*ast.File)
		if !ok || srcfile.IsGenerated(file) {
			continue
		}
		c.file = newFileInfo(file)
		inTest := srcfile.IsTest(pass.Fset, file)
		for cur := range fileCur.Preorder((*ast.SwitchStmt)(nil), (*ast.CompositeLit)(nil)) {
			switch n := cur.Node().(type) {
			case *ast.SwitchStmt:
				c.checkSwitch(n)
			case *ast.CompositeLit:
				if !inTest {
					c.checkMap(cur, n)
				}
			}
		}
	}
	return nil
}

// checkTypesIn fails the pass when a -types entry names a type that its
// package, imported here, lacks or that is no enum: the check would
// otherwise do nothing, silently. (The standalone command checks this
// once for the whole build before any analysis; go vet and golangci-lint
// see it here.) A package with type errors, or the package that defines
// the type, may be half-written: it is left to the standalone check.
func checkTypesIn(pass *analysis.Pass, list TypeList) error {
	if len(pass.TypeErrors) > 0 {
		return nil
	}
	errs, _ := list.Resolve(func(path string) *types.Package {
		for _, imp := range pass.Pkg.Imports() {
			if imp.Path() == path {
				return imp
			}
		}
		return nil
	})
	if len(errs) == 0 {
		return nil
	}
	return &ConfigError{Err: errors.Join(errs...)}
}

// importsAny reports whether the package is, or directly imports, one of
// the packages that define the enums.
func importsAny(pass *analysis.Pass, paths map[string]bool) bool {
	if pass.Pkg == nil {
		return false
	}
	if paths[pass.Pkg.Path()] {
		return true
	}
	for _, imp := range pass.Pkg.Imports() {
		if paths[imp.Path()] {
			return true
		}
	}
	return false
}
