package main

import (
	"fmt"
	"go/ast"
	"go/types"
	"os"
	"runtime"
	"runtime/pprof"
	"slices"
	"strings"
	"syscall"
	"time"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/llmerrlint/llmerrlint/analyzers"
	"github.com/llmerrlint/llmerrlint/tools/internal/null"
)

// The in-process mode puts the analyzers' cost next to the cost of
// type-checking the same packages, on packages already loaded: what the
// ratios of the standalone rows cannot say is whether a cost is the
// analyzers' compute or the driver's. Each run starts after a garbage
// collection, as analysis does in the standalone driver, whose heap goal
// is set by the loaded packages, and is timed in CPU time of the process
// (the garbage collector's workers included); the first run in the
// process is reported apart, since it fills caches later runs find.

// inProcessRows loads each target once and prints, per target, the
// type-checking of its root packages, the analysis by llmerrlint's
// analyzers and by the null analyzer, and llmerrlint's analysis per
// analyzer on the roots.
func inProcessRows(runs int, ts []*target, prof profiles) error {
	fmt.Println("\nIn process, CPU time on loaded packages (median of the runs after the first; the first in brackets):")
	for _, t := range ts {
		fmt.Fprintf(os.Stderr, "in process %s\n", t.name)
		pkgs, err := loadTarget(t)
		if err != nil {
			return fmt.Errorf("in process %s: %v", t.name, err)
		}
		roots := len(pkgs)
		var byAnalyzer map[string][]time.Duration
		stop, err := startProfile(prof, t.name)
		if err != nil {
			return err
		}
		// Type-checking and analysis alternate, so that a change in the
		// machine's speed (a shared host) moves both: the ratio of each
		// pair is steadier than either time.
		var allocated uint64
		typed, lint, ratio := pairedRuns(runs, func() error { return typeCheckAll(pkgs) }, func() error {
			before := totalAlloc()
			g, err := checker.Analyze(analyzers.Default(), pkgs, &checker.Options{Sequential: true})
			allocated = totalAlloc() - before
			if err == nil {
				byAnalyzer = addDurations(byAnalyzer, g)
			}
			return err
		})
		stop()
		floor := timeRuns(runs, func() error {
			_, err := checker.Analyze([]*analysis.Analyzer{null.Analyzer}, pkgs, &checker.Options{Sequential: true})
			return err
		})
		if typed.err != nil || lint.err != nil || floor.err != nil {
			return fmt.Errorf("in process %s: %v", t.name, firstErr(typed.err, lint.err, floor.err))
		}
		fmt.Printf("\n%s (%d root packages):\n\n", t.name, roots)
		fmt.Println("| type-check of the roots | llmerrlint analysis | null analysis | llmerrlint − null | analysis ÷ type-check | allocated by the analysis |")
		fmt.Println("| --- | --- | --- | --- | --- | --- |")
		fmt.Printf("| %s | %s | %s | %s | %.2f | %.1f MB |\n", typed, lint, floor, ms(lint.median-floor.median), ratio, float64(allocated)/1e6)
		fmt.Printf("\nPer analyzer, on the roots (median wall time): %s\n", perAnalyzer(byAnalyzer))
	}
	return nil
}

// profiles names the files -cpuprofile and -memprofile write, empty for
// none. They are separate flags because sampling allocations finely
// slows every allocation and so skews the CPU profile.
type profiles struct{ cpu, mem string }

// startProfile starts the profiles of llmerrlint's analysis runs on the
// target name, in files suffixed with the name.
func startProfile(prof profiles, name string) (stop func(), err error) {
	var stops []func()
	stop = func() {
		for _, s := range stops {
			s()
		}
	}
	if prof.cpu != "" {
		f, err := os.Create(prof.cpu + "." + name)
		if err != nil {
			return nil, err
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			f.Close()
			return nil, err
		}
		stops = append(stops, func() {
			pprof.StopCPUProfile()
			f.Close()
		})
	}
	if prof.mem != "" {
		// The allocations of the runs, as the difference of two
		// allocation profiles (pprof -diff_base), since the loading
		// allocated far more; sampled finely, since the analysis
		// allocates little per package.
		base := prof.mem + "." + name
		runtime.MemProfileRate = 4096
		if err := writeAllocs(base + ".0"); err != nil {
			stop()
			return nil, err
		}
		stops = append(stops, func() {
			if err := writeAllocs(base + ".1"); err != nil {
				fmt.Fprintln(os.Stderr, err)
			}
		})
	}
	return stop, nil
}

func writeAllocs(file string) error {
	f, err := os.Create(file)
	if err != nil {
		return err
	}
	runtime.GC()
	err = pprof.Lookup("allocs").WriteTo(f, 0)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// loadTarget loads t's packages with syntax and types for every package,
// as the standalone driver does.
func loadTarget(t *target) ([]*packages.Package, error) {
	var patterns []string
	for _, a := range t.args {
		if !strings.HasPrefix(a, "-") {
			patterns = append(patterns, a)
		}
	}
	cfg := &packages.Config{
		Mode: packages.LoadAllSyntax,
		Dir:  t.dir,
		Env:  append(os.Environ(), t.env...),
	}
	pkgs, err := packages.Load(cfg, patterns...)
	if err != nil {
		return nil, err
	}
	if n := packages.PrintErrors(pkgs); n > 0 {
		return nil, fmt.Errorf("%d errors loading %v", n, patterns)
	}
	return pkgs, nil
}

// typeCheckAll type-checks each root again from its syntax, with every
// map of types.Info the loader fills, importing the loaded dependencies.
func typeCheckAll(pkgs []*packages.Package) error {
	for _, p := range pkgs {
		imp := importerFunc(func(path string) (*types.Package, error) {
			if dep := p.Imports[path]; dep != nil {
				return dep.Types, nil
			}
			return nil, fmt.Errorf("%s: no import %q", p.PkgPath, path)
		})
		info := &types.Info{
			Types:        map[ast.Expr]types.TypeAndValue{},
			Defs:         map[*ast.Ident]types.Object{},
			Uses:         map[*ast.Ident]types.Object{},
			Implicits:    map[ast.Node]types.Object{},
			Instances:    map[*ast.Ident]types.Instance{},
			Scopes:       map[ast.Node]*types.Scope{},
			Selections:   map[*ast.SelectorExpr]*types.Selection{},
			FileVersions: map[*ast.File]string{},
		}
		conf := types.Config{Importer: imp, Sizes: p.TypesSizes, GoVersion: goVersionOf(p)}
		if _, err := conf.Check(p.PkgPath, p.Fset, p.Syntax, info); err != nil {
			return fmt.Errorf("%s: %v", p.PkgPath, err)
		}
	}
	return nil
}

func goVersionOf(p *packages.Package) string {
	if p.Module != nil && p.Module.GoVersion != "" {
		return "go" + p.Module.GoVersion
	}
	return ""
}

type importerFunc func(string) (*types.Package, error)

func (f importerFunc) Import(path string) (*types.Package, error) { return f(path) }

// timing is a first run and the median of the runs after it.
type timing struct {
	first, median time.Duration
	err           error
}

func (t timing) String() string { return fmt.Sprintf("%s (%s)", ms(t.median), ms(t.first)) }

// cpuTime is the user and system time of this process so far.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func timeRuns(runs int, f func() error) timing {
	var ds []time.Duration
	for i := 0; i <= runs; i++ {
		d, err := timeOne(f)
		if err != nil {
			return timing{err: err}
		}
		ds = append(ds, d)
	}
	return timing{first: ds[0], median: median(ds[1:])}
}

// pairedRuns times a and b alternately, a first run of each and then
// runs pairs, and returns their timings and the median of the pairs'
// ratios b/a.
func pairedRuns(runs int, a, b func() error) (ta, tb timing, ratio float64) {
	var das, dbs []time.Duration
	var ratios []float64
	for i := 0; i <= runs; i++ {
		da, err := timeOne(a)
		if err != nil {
			return timing{err: err}, timing{err: err}, 0
		}
		db, err := timeOne(b)
		if err != nil {
			return timing{err: err}, timing{err: err}, 0
		}
		das, dbs = append(das, da), append(dbs, db)
		if i > 0 && da > 0 {
			ratios = append(ratios, float64(db)/float64(da))
		}
	}
	return timing{first: das[0], median: median(das[1:])}, timing{first: dbs[0], median: median(dbs[1:])}, median(ratios)
}

// totalAlloc is the number of bytes the process has allocated so far.
// Under the standalone driver the analysis runs on a heap the loader
// filled, and what it allocates decides whether one more collection of
// that whole heap falls into the run: a cost the CPU time of the runs
// here, each after a collection, does not show.
func totalAlloc() uint64 {
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.TotalAlloc
}

// timeOne runs f after a garbage collection and returns its CPU time.
func timeOne(f func() error) (time.Duration, error) {
	runtime.GC()
	start := cpuTime()
	err := f()
	return cpuTime() - start, err
}

// addDurations appends, per analyzer, its time on the root packages in
// one run of the graph g.
func addDurations(m map[string][]time.Duration, g *checker.Graph) map[string][]time.Duration {
	if m == nil {
		m = map[string][]time.Duration{}
	}
	roots := map[*packages.Package]bool{}
	for _, r := range g.Roots {
		roots[r.Package] = true
	}
	run := map[string]time.Duration{}
	for act := range g.All() {
		if roots[act.Package] {
			run[act.Analyzer.Name] += act.Duration
		}
	}
	for name, d := range run {
		m[name] = append(m[name], d)
	}
	return m
}

// perAnalyzer lists the analyzers by median time, the largest first
// (names break ties, so the order does not depend on the map).
func perAnalyzer(m map[string][]time.Duration) string {
	type entry struct {
		name string
		d    time.Duration
	}
	var es []entry
	for name, ds := range m {
		es = append(es, entry{name, median(ds[1:])})
	}
	slices.SortFunc(es, func(a, b entry) int {
		if a.d != b.d {
			return int(b.d - a.d)
		}
		return strings.Compare(a.name, b.name)
	})
	var parts []string
	for _, e := range es {
		parts = append(parts, fmt.Sprintf("%s %s", e.name, ms(e.d)))
	}
	return strings.Join(parts, ", ")
}

func ms(d time.Duration) string { return fmt.Sprintf("%.0f ms", float64(d)/float64(time.Millisecond)) }

func firstErr(errs ...error) error {
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}
