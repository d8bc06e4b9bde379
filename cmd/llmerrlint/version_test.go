package main

import (
	"os"
	"os/exec"
	"runtime"
	"strings"
	"testing"
)

// TestELFBuildID checks the build ID read from the test binary against
// the one go tool buildid reads.
func TestELFBuildID(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the build ID is read from ELF executables only")
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("go", "tool", "buildid", exe).Output()
	if err != nil {
		t.Skipf("go tool buildid: %v", err)
	}
	want := strings.TrimSpace(string(out))
	if got := elfBuildID(exe); got != want || got == "" {
		t.Errorf("elfBuildID = %q, want %q", got, want)
	}
}

// TestELFBuildIDNotELF checks that a file that is not ELF has none, so
// that executableID hashes it instead.
func TestELFBuildIDNotELF(t *testing.T) {
	p := t.TempDir() + "/script"
	if err := os.WriteFile(p, []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	if id := elfBuildID(p); id != "" {
		t.Errorf("elfBuildID of a script = %q, want none", id)
	}
}
