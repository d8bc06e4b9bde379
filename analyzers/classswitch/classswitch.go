package classswitch

import (
	_ "embed"
	"flag"
	"fmt"
	"go/ast"
	"go/token"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/analysisdoc"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/srcfile"
)

//go:embed doc.go
var doc string

// Config holds the options of the analyzer. The json tags are the
// golangci-lint settings keys; RegisterFlags defines the same options as
// command-line flags.
type Config struct {
	// DefaultSignifiesExhaustive lets a default clause stand for the
	// missing members of a switch.
	DefaultSignifiesExhaustive bool `json:"default-signifies-exhaustive"`
	// Types names more enums to check, each as "pkgpath.Type", e.g.
	// "google.golang.org/genai.FinishReason". llmerr.ErrorClass is always
	// checked.
	Types []string `json:"types"`
}

// DefaultConfig returns the defaults.
func DefaultConfig() Config { return Config{} }

// RegisterFlags defines the options on fs, bound to c.
func (c *Config) RegisterFlags(fs *flag.FlagSet) {
	fs.BoolVar(&c.DefaultSignifiesExhaustive, "default-signifies-exhaustive", c.DefaultSignifiesExhaustive,
		"a default clause makes a switch exhaustive")
	fs.Var((*typeList)(&c.Types), "types",
		"comma-separated list of more enum types to check, as pkgpath.Type (e.g. google.golang.org/genai.FinishReason)")
}

// Validate reports a bad option value.
func (c Config) Validate() error {
	for _, t := range c.Types {
		if err := validateType(t); err != nil {
			return err
		}
	}
	return nil
}

func validateType(t string) error {
	path, name, ok := splitType(t)
	bad := func(why string) error {
		return fmt.Errorf("classswitch: types entry %q %s: want pkgpath.Type, e.g. google.golang.org/genai.FinishReason", t, why)
	}
	switch {
	case !ok:
		return bad("has no package path")
	case !token.IsIdentifier(name):
		return bad("does not end in a type name")
	case strings.ContainsAny(path, " \t\n\"\\`") || strings.HasPrefix(path, "/") || strings.HasSuffix(path, "/") || strings.Contains(path, "//"):
		return bad("has a malformed package path")
	}
	return nil
}

// splitType splits "pkgpath.Type" at its last dot.
func splitType(t string) (path, name string, ok bool) {
	i := strings.LastIndexByte(t, '.')
	if i <= 0 {
		return "", t, false
	}
	return t[:i], t[i+1:], true
}

// typeList is a []string set from a comma-separated flag value.
type typeList []string

func (l *typeList) String() string { return strings.Join(*l, ",") }

func (l *typeList) Set(s string) error {
	*l = nil
	for _, t := range strings.Split(s, ",") {
		if t = strings.TrimSpace(t); t != "" {
			*l = append(*l, t)
		}
	}
	return nil
}

// Analyzer uses DefaultConfig; its flags change that configuration.
var Analyzer = New(DefaultConfig())

// New returns an analyzer with the given configuration.
func New(cfg Config) *analysis.Analyzer {
	c := &cfg
	a := &analysis.Analyzer{
		Name: "classswitch",
		Doc:  analysisdoc.Extract(doc, "classswitch"),
		URL:  analysisdoc.URL("classswitch"),
		// Partly typed code is safe: a case whose value is unknown makes
		// the switch unknowable, and it is skipped.
		RunDespiteErrors: true,
		Run: func(pass *analysis.Pass) (any, error) {
			if err := c.Validate(); err != nil {
				return nil, err
			}
			run(pass, *c)
			return nil, nil
		},
	}
	c.RegisterFlags(&a.Flags)
	return a
}

func run(pass *analysis.Pass, cfg Config) {
	targets := map[string]bool{classType: true}
	paths := map[string]bool{}
	for _, t := range append([]string{classType}, cfg.Types...) {
		targets[t] = true
		path, _, _ := splitType(t)
		paths[path] = true
	}
	if !importsAny(pass, paths) {
		return
	}
	// Built here, past the fast path, rather than required from inspect,
	// which would walk every package of the build.
	in := inspector.New(pass.Files)
	c := &checker{
		pass:               pass,
		cfg:                cfg,
		enums:              newEnumCache(pass.Pkg, targets),
		reportedDirectives: map[token.Pos]bool{},
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
