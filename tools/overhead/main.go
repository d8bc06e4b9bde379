// Command overhead measures what llmerrlint costs on top of the least a
// facts-using go/analysis suite costs: it times bin/llmerrlint against
// bin/nulllint (the same multichecker with one no-op analyzer declaring a
// fact type), interleaved, and prints the median ratios of wall time, CPU
// time and peak memory.
//
//	go run ./tools/overhead [-runs 9] [-targets std,adk,gen,langchaingo] [-standalone] [-vet] [-facts]
//	go run ./tools/overhead -inprocess [-runs 9] [-targets gen]
//
// Standalone, on three targets: the standard library, ADK Go (a large
// module that uses an LLM SDK, resolved from the module cache) and a
// generated package of thousands of functions full of model calls; on
// request, langchaingo too (a large framework calling several SDKs).
//
// Under go vet -vettool, on a writable copy of each real module and on the
// generated tree, with a warm build cache: after an edit of one file of a leaf
// package, and of one file of a package deep in the graph (the edit adds
// an exported function, so the package's export data changes and every
// package that imports it is compiled and vetted again).
//
// With -facts, the size of the facts (.vetx) each package writes under go
// vet, for both drivers. To see them, overhead runs go vet with itself as
// the vettool, wrapping the real one (see shim.go).
//
// With -inprocess, it instead loads each target once and times, in one
// thread, type-checking its root packages again and analysing them with
// llmerrlint's analyzers and with the null analyzer, per analyzer too:
// what an analyzer costs next to what type-checking the same code costs.
//
// `make overhead` builds both drivers and runs this. It is not shipped.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

func main() {
	if shimTool := os.Getenv(shimToolEnv); shimTool != "" {
		os.Exit(shim(shimTool, os.Args[1:]))
	}
	var (
		// Single pairs move by up to a tenth on a shared machine: fewer
		// than about nine make a median that moves by several percent.
		runs     = flag.Int("runs", 9, "interleaved pairs of runs per measurement (after one warm-up run each)")
		targets  = flag.String("targets", "std,adk,gen", "comma-separated targets: std, adk, gen, langchaingo")
		alone    = flag.Bool("standalone", true, "time the standalone command")
		vet      = flag.Bool("vet", true, "also time go vet -vettool after one-file edits (adk, gen, langchaingo)")
		facts    = flag.Bool("facts", true, "report the size of the facts (.vetx) per package under go vet (adk, gen, langchaingo)")
		genFuncs = flag.Int("genfuncs", 3000, "functions of the generated package gen/llm")
		lint     = flag.String("lint", "bin/llmerrlint", "the llmerrlint binary")
		null     = flag.String("null", "bin/nulllint", "the null driver binary")
		keep     = flag.Bool("keep", false, "keep the temporary directory")
		inproc   = flag.Bool("inprocess", false, "instead, time type-checking and analysis in process on the loaded targets")
		cpuProf  = flag.String("cpuprofile", "", "with -inprocess, write a CPU profile of llmerrlint's analysis runs to this file, suffixed with the target")
		memProf  = flag.String("memprofile", "", "with -inprocess, write allocation profiles before and after llmerrlint's analysis runs to this file, suffixed with the target and .0, .1")
	)
	flag.Parse()
	if *inproc {
		*alone, *vet, *facts = false, false, false
	}
	if err := mainErr(*runs, strings.Split(*targets, ","), *alone, *vet, *facts, *inproc, profiles{*cpuProf, *memProf}, *genFuncs, *lint, *null, *keep); err != nil {
		fmt.Fprintln(os.Stderr, "overhead:", err)
		os.Exit(1)
	}
}

func mainErr(runs int, names []string, alone, vet, facts, inproc bool, prof profiles, genFuncs int, lint, null string, keep bool) error {
	tools := map[string]string{"lint": lint, "null": null}
	for k, p := range tools {
		abs, err := filepath.Abs(p)
		if err != nil {
			return err
		}
		if _, err := os.Stat(abs); err != nil {
			return fmt.Errorf("%v (run make overhead, which builds it)", err)
		}
		tools[k] = abs
	}
	tmp, err := os.MkdirTemp("", "overhead-")
	if err != nil {
		return err
	}
	if keep {
		fmt.Fprintln(os.Stderr, "keeping", tmp)
	} else {
		defer os.RemoveAll(tmp)
	}
	repo, err := repoRoot()
	if err != nil {
		return err
	}
	var ts []*target
	for _, name := range names {
		t, err := setup(name, tmp, repo, genFuncs)
		if err != nil {
			return fmt.Errorf("%s: %v", name, err)
		}
		ts = append(ts, t)
	}
	printMachine()

	if inproc {
		return inProcessRows(max(runs, 1), ts, prof)
	}
	var rows []string
	if alone {
		if err := standaloneRows(runs, ts, tools); err != nil {
			return err
		}
	}

	vts := slices.DeleteFunc(slices.Clone(ts), func(t *target) bool { return t.vet == nil })
	if vet && len(vts) > 0 {
		for _, t := range vts {
			for _, where := range []string{"leaf", "deep"} {
				fmt.Fprintf(os.Stderr, "go vet %s, edit of a %s package (%s)\n", t.name, where, t.vet.file(where))
				r, err := vetEdits(runs, t.vet, where, tools["null"], tools["lint"])
				if err != nil {
					return fmt.Errorf("go vet %s (%s edit): %v", t.name, where, err)
				}
				rows = append(rows, r.row(fmt.Sprintf("%s, %s edit (%s)", t.name, where, t.vet.pkg(where))))
			}
		}
		fmt.Println("\n`go vet -vettool` on a warm build cache, after a one-file edit (each run edits anew):")
		fmt.Println()
		fmt.Println(tableHeader)
		fmt.Println(strings.Join(rows, "\n"))
	}
	if facts && len(vts) > 0 {
		fmt.Println("\nFacts (.vetx) written per package under `go vet` (the target's packages and every dependency go vet analyses):")
		fmt.Println()
		fmt.Println(factsHeader)
		for _, t := range vts {
			fmt.Fprintf(os.Stderr, "facts %s\n", t.name)
			for _, tool := range []string{"null", "lint"} {
				row, err := factSizes(t, tool, tools[tool], tmp)
				if err != nil {
					return fmt.Errorf("facts %s (%s): %v", t.name, tool, err)
				}
				fmt.Println(row)
			}
		}
	}
	return nil
}

// repoRoot is the directory of the repository's go.mod.
func repoRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if b, err := os.ReadFile(filepath.Join(dir, "go.mod")); err == nil && strings.Contains(string(b), "module github.com/llmerrlint/llmerrlint\n") {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", fmt.Errorf("run overhead inside the llmerrlint repository")
		}
		dir = parent
	}
}

func printMachine() {
	model := "unknown CPU"
	if b, err := os.ReadFile("/proc/cpuinfo"); err == nil {
		for _, line := range strings.Split(string(b), "\n") {
			if k, v, ok := strings.Cut(line, ":"); ok && strings.TrimSpace(k) == "model name" {
				model = strings.TrimSpace(v)
				break
			}
		}
	}
	load := ""
	if b, err := os.ReadFile("/proc/loadavg"); err == nil {
		load = ", load average " + strings.Join(strings.Fields(string(b))[:3], " ")
	}
	fmt.Printf("Machine: %s, %d CPUs, %s%s\n", model, numCPU(), goVersion(), load)
}

// standaloneRows times the standalone command of both drivers on each
// target and prints the table.
func standaloneRows(runs int, ts []*target, tools map[string]string) error {
	fmt.Println("\nStandalone (`llmerrlint` vs `nulllint` on the same packages; ratios are medians of interleaved pairs):")
	fmt.Println()
	var rows []string
	for _, t := range ts {
		fmt.Fprintf(os.Stderr, "standalone %s: %s\n", t.name, t.desc)
		r, err := interleave(runs,
			func() (sample, error) { return run(t.standalone(tools["null"]), 3) },
			func() (sample, error) { return run(t.standalone(tools["lint"]), 3) })
		if err != nil {
			return fmt.Errorf("standalone %s: %v", t.name, err)
		}
		rows = append(rows, r.row(t.name))
	}
	fmt.Println(tableHeader)
	fmt.Println(strings.Join(rows, "\n"))
	return nil
}
