package main

import (
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
)

// moduleTarget is a real module analysed from the module cache: every
// package of it standalone, and a writable copy of its source under go
// vet.
type moduleTarget struct {
	name, path, version string
}

// moduleTargets are the real modules: ADK Go, which builds on genai, and
// langchaingo, a large application framework that calls several SDKs.
var moduleTargets = []moduleTarget{
	{"adk", "google.golang.org/adk/v2", "v2.2.0"},
	{"langchaingo", "github.com/tmc/langchaingo", "v0.1.14"},
}

// target is a set of packages to analyse.
type target struct {
	name, desc string
	dir        string
	env        []string
	args       []string // driver flags and package patterns, standalone
	vet        *vetTarget
}

func (t *target) standalone(tool string) invocation {
	return invocation{dir: t.dir, env: t.env, argv: append([]string{tool}, t.args...)}
}

// vetTarget is a writable tree for go vet, with the files to edit.
type vetTarget struct {
	dir        string
	env        []string
	patterns   []string
	leaf, deep string // files
	leafPkg    string
	deepPkg    string
	edits      int
}

func (v *vetTarget) file(where string) string {
	if where == "leaf" {
		return v.leaf
	}
	return v.deep
}

func (v *vetTarget) pkg(where string) string {
	if where == "leaf" {
		return v.leafPkg
	}
	return v.deepPkg
}

func setup(name, tmp, repo string, genFuncs int) (*target, error) {
	switch name {
	case "std":
		return &target{
			name: "std", desc: "the standard library (without tests)",
			dir: tmp, env: []string{"GOFLAGS="},
			args: []string{"-test=false", "std"},
		}, nil
	case "gen":
		return setupGen(tmp, repo, genFuncs)
	}
	for _, m := range moduleTargets {
		if m.name == name {
			return setupModule(tmp, repo, m)
		}
	}
	return nil, fmt.Errorf("unknown target (want std, adk, langchaingo or gen)")
}

// setupModule analyses a real module from a consumer module (standalone)
// and vets a writable copy of its source as the main module.
func setupModule(tmp, repo string, m moduleTarget) (*target, error) {
	consumer := filepath.Join(tmp, m.name+"-consumer")
	if err := os.MkdirAll(consumer, 0o755); err != nil {
		return nil, err
	}
	gomod := fmt.Sprintf("module overhead.example/%s\n\ngo 1.26.0\n\nrequire %s %s\n", m.name, m.path, m.version)
	if err := os.WriteFile(filepath.Join(consumer, "go.mod"), []byte(gomod), 0o644); err != nil {
		return nil, err
	}
	// llmerr depends on the same ADK: its go.sum covers most of that
	// graph (-mod=mod adds what is missing, for any module).
	if sum, err := os.ReadFile(filepath.Join(repo, "llmerr", "go.sum")); err == nil {
		if err := os.WriteFile(filepath.Join(consumer, "go.sum"), sum, 0o644); err != nil {
			return nil, err
		}
	}
	env := []string{"GOFLAGS=-mod=mod"}
	if out, err := goCmd(consumer, env, "list", "-deps", m.path+"/..."); err != nil {
		return nil, fmt.Errorf("resolving %s@%s: %v\n%s", m.path, m.version, err, out)
	}
	t := &target{
		name: m.name, desc: m.path + "@" + m.version + " (every package, without tests)",
		dir: consumer, env: env,
		args: []string{"-test=false", m.path + "/..."},
	}
	modDir, err := goCmd(consumer, env, "list", "-m", "-f", "{{.Dir}}", m.path)
	if err != nil {
		return nil, fmt.Errorf("%v: %s", err, modDir)
	}
	src := filepath.Join(tmp, m.name+"-src")
	if err := copyTree(strings.TrimSpace(modDir), src); err != nil {
		return nil, err
	}
	v := &vetTarget{dir: src, env: env, patterns: []string{"./..."}}
	if err := pickEdits(v); err != nil {
		return nil, err
	}
	t.vet = v
	return t, nil
}

// setupGen generates the synthetic tree next to the repository's stubs.
func setupGen(tmp, repo string, n int) (*target, error) {
	gopath := filepath.Join(tmp, "gen")
	funcs, err := generate(gopath, n)
	if err != nil {
		return nil, err
	}
	env := []string{
		"GOPATH=" + gopath + string(os.PathListSeparator) + filepath.Join(repo, "testdata"),
		"GO111MODULE=off", "GOFLAGS=", "GOPROXY=off",
	}
	v := &vetTarget{dir: gopath, env: env, patterns: []string{"gen/..."}}
	if err := pickEdits(v); err != nil {
		return nil, err
	}
	return &target{
		name: "gen", desc: fmt.Sprintf("generated: %d functions in gen/llm, gen/app, gen/plain", funcs),
		dir: gopath, env: env, args: []string{"gen/..."}, vet: v,
	}, nil
}

// pickEdits chooses the leaf package (imported by no other package of the
// tree; of those, the one with the most dependencies) and the deep one
// (imported, directly or not, by the most packages of the tree).
func pickEdits(v *vetTarget) error {
	out, err := goCmd(v.dir, v.env, append([]string{"list", "-f", "{{.ImportPath}}\t{{.Dir}}\t{{join .GoFiles \",\"}}\t{{join .Deps \",\"}}"}, v.patterns...)...)
	if err != nil {
		return fmt.Errorf("%v: %s", err, out)
	}
	type pkg struct {
		path, dir string
		files     []string
		deps      []string
		users     int
	}
	var pkgs []*pkg
	byPath := map[string]*pkg{}
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		f := strings.Split(line, "\t")
		if len(f) != 4 || f[2] == "" {
			continue
		}
		p := &pkg{path: f[0], dir: f[1], files: strings.Split(f[2], ","), deps: strings.Split(f[3], ",")}
		pkgs = append(pkgs, p)
		byPath[p.path] = p
	}
	for _, p := range pkgs {
		for _, d := range p.deps {
			if q, ok := byPath[d]; ok {
				q.users++
			}
		}
	}
	if len(pkgs) == 0 {
		return fmt.Errorf("no packages in %s", v.dir)
	}
	slices.SortFunc(pkgs, func(a, b *pkg) int { return strings.Compare(a.path, b.path) })
	leaf, deep := pkgs[0], pkgs[0]
	for _, p := range pkgs {
		if p.users == 0 && (leaf.users > 0 || len(p.deps) > len(leaf.deps)) {
			leaf = p
		}
		if p.users > deep.users {
			deep = p
		}
	}
	v.leaf, v.leafPkg = filepath.Join(leaf.dir, leaf.files[0]), leaf.path
	v.deep, v.deepPkg = filepath.Join(deep.dir, deep.files[0]), deep.path
	return nil
}

func goCmd(dir string, env []string, args ...string) (string, error) {
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	out, err := cmd.CombinedOutput()
	return string(out), err
}

func goVersion() string {
	out, err := exec.Command("go", "env", "GOVERSION").Output()
	if err != nil {
		return runtime.Version()
	}
	return strings.TrimSpace(string(out)) + " " + runtime.GOOS + "/" + runtime.GOARCH
}

func numCPU() int { return runtime.NumCPU() }

// copyTree copies a module from the (read-only) module cache into a
// writable directory.
func copyTree(from, to string) error {
	return filepath.WalkDir(from, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(from, path)
		if err != nil {
			return err
		}
		dst := filepath.Join(to, rel)
		if d.IsDir() {
			return os.MkdirAll(dst, 0o755)
		}
		if !d.Type().IsRegular() {
			return nil
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(dst, b, 0o644)
	})
}
