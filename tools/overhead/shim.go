package main

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"
)

// Under go vet, overhead can stand in as the vettool: with shimToolEnv
// set it runs the real tool, then appends the size of the facts file the
// real tool wrote to the log named by shimLogEnv. It reports a tool ID of
// its own to go vet, so that go vet runs it on every package instead of
// reusing the real tool's cached results.
const (
	shimToolEnv  = "OVERHEAD_SHIM_TOOL"
	shimLogEnv   = "OVERHEAD_SHIM_LOG"
	shimNonceEnv = "OVERHEAD_SHIM_NONCE"
)

func shim(tool string, args []string) int {
	cmd := exec.Command(tool, args...)
	cmd.Stdin, cmd.Stderr = os.Stdin, os.Stderr
	var stdout bytes.Buffer
	cmd.Stdout = &stdout
	err := cmd.Run()
	out := stdout.Bytes()
	if len(args) == 1 && args[0] == "-V=full" {
		// "<name> version devel ... buildID=<hex>": go vet keys its cache
		// on the last field.
		// A nonce per measurement: nothing cached by an earlier one counts.
		out = bytes.Replace(out, []byte("buildID="), []byte("buildID=facts"+os.Getenv(shimNonceEnv)), 1)
	}
	os.Stdout.Write(out)
	if len(args) > 0 && strings.HasSuffix(args[len(args)-1], ".cfg") {
		logVetx(args[len(args)-1])
	}
	if err != nil {
		if cmd.ProcessState != nil {
			return cmd.ProcessState.ExitCode()
		}
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	return 0
}

// logVetx appends "<import path> <vetx bytes> <facts bytes>" for one package.
func logVetx(cfgFile string) {
	var cfg struct {
		ImportPath string
		VetxOutput string
	}
	b, err := os.ReadFile(cfgFile)
	if err != nil || json.Unmarshal(b, &cfg) != nil || cfg.VetxOutput == "" {
		return
	}
	data, err := os.ReadFile(cfg.VetxOutput)
	if err != nil {
		return
	}
	// Since x/tools v0.52 a vetx file is "vetx", the lengths of the types
	// and of the facts (little-endian uint32), then both; only the facts
	// are the analyzers' doing.
	facts := int64(len(data))
	if len(data) >= 12 && string(data[:4]) == "vetx" {
		facts = int64(binary.LittleEndian.Uint32(data[8:12]))
	}
	f, err := os.OpenFile(os.Getenv(shimLogEnv), os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		return
	}
	defer f.Close()
	fmt.Fprintf(f, "%s %d %d\n", cfg.ImportPath, len(data), facts)
}

const factsHeader = "| target | driver | packages | facts total | facts median | largest facts | packages with facts | vetx total (types + facts) |\n| --- | --- | --- | --- | --- | --- | --- | --- |"

// factSizes runs go vet once through the shim on the target and
// summarises the facts files.
func factSizes(t *target, name, tool, tmp string) (string, error) {
	self, err := os.Executable()
	if err != nil {
		return "", err
	}
	logFile := filepath.Join(tmp, "vetx-"+t.name+"-"+name+".log")
	os.Remove(logFile)
	nonce := strconv.FormatInt(time.Now().UnixNano(), 36)
	inv := t.vet.vet(self, shimToolEnv+"="+tool, shimLogEnv+"="+logFile, shimNonceEnv+"="+nonce)
	if _, err := run(inv, 1); err != nil {
		return "", err
	}
	b, err := os.ReadFile(logFile)
	if err != nil {
		return "", fmt.Errorf("no facts logged: %v", err)
	}
	// A package vetted twice (with its tests) counts once, largest.
	type size struct{ vetx, facts int64 }
	sizes := map[string]size{}
	for _, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		f := strings.Fields(line)
		if len(f) != 3 {
			continue
		}
		vetx, _ := strconv.ParseInt(f[1], 10, 64)
		facts, _ := strconv.ParseInt(f[2], 10, 64)
		old := sizes[f[0]]
		sizes[f[0]] = size{max(old.vetx, vetx), max(old.facts, facts)}
	}
	var facts []int64
	var total, vetx, largest int64
	largestPkg := ""
	withFacts := 0
	for pkg, n := range sizes {
		facts = append(facts, n.facts)
		total += n.facts
		vetx += n.vetx
		if n.facts > largest || n.facts == largest && pkg < largestPkg {
			largest, largestPkg = n.facts, pkg
		}
		if n.facts > emptyFacts {
			withFacts++
		}
	}
	driver := map[string]string{"null": "nulllint", "lint": "llmerrlint"}[name]
	var with []string
	for pkg, n := range sizes {
		if n.facts > emptyFacts {
			with = append(with, fmt.Sprintf("%s (%s)", pkg, bytesize(n.facts)))
		}
	}
	slices.Sort(with)
	fmt.Fprintf(os.Stderr, "  %s: packages with facts: %s\n", driver, strings.Join(with, ", "))
	return fmt.Sprintf("| %s | %s | %d | %s | %s | %s (%s) | %d | %s |",
		t.name, driver, len(sizes), bytesize(total), bytesize(median(facts)), bytesize(largest), largestPkg, withFacts, bytesize(vetx)), nil
}

// emptyFacts is the size of an encoded empty set of facts (a gob of an
// empty slice, or nothing).
const emptyFacts = 0

func bytesize(n int64) string {
	switch {
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.1f kB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%d B", n)
}
