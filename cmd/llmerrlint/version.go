package main

import (
	"crypto/sha256"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"strings"
)

// version is set by the release and install targets of the Makefile
// (-ldflags "-X main.version=v0.1.0"); otherwise it comes from the build
// info: the module version for `go install ...@v0.1.0`, the VCS revision
// for a build in a clone.
var version string

// buildVersion returns the version of this binary without spaces, e.g.
// "v0.1.0", "v0.1.1-0.20260101120000-0123456789ab+dirty" or
// "devel-0123456789ab".
func buildVersion() string {
	if version != "" {
		return version
	}
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "devel"
	}
	if v := bi.Main.Version; v != "" && v != "(devel)" {
		return v
	}
	var rev, modified string
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			modified = s.Value
		}
	}
	v := "devel"
	if rev != "" {
		v += "-" + rev[:min(12, len(rev))]
	}
	if modified == "true" {
		v += "+dirty"
	}
	return v
}

// printVersion answers `llmerrlint version`, for people.
func printVersion(w io.Writer) {
	fmt.Fprintf(w, "llmerrlint %s (%s, %s/%s)\n", buildVersion(), runtime.Version(), runtime.GOOS, runtime.GOARCH)
}

// versionFlag is -V. With -V=full it prints the line go vet and go fix
// read to key their caches: "llmerrlint version <version> buildID=<hash>".
// The go command takes a line whose third field is not "devel" as the key
// whole, so the hash of the executable keeps two builds of one version
// apart.
type versionFlag struct{}

func (versionFlag) IsBoolFlag() bool { return true }
func (versionFlag) Get() any         { return nil }
func (versionFlag) String() string   { return "" }
func (versionFlag) Set(s string) error {
	if s != "full" && s != "true" {
		return fmt.Errorf("want -V=full")
	}
	if s == "true" {
		printVersion(os.Stdout)
		os.Exit(0)
	}
	id, err := executableHash()
	if err != nil {
		return err
	}
	fmt.Printf("llmerrlint version %s buildID=%s\n", strings.ReplaceAll(buildVersion(), " ", "_"), id)
	os.Exit(0)
	return nil
}

func executableHash() (string, error) {
	exe, err := os.Executable()
	if err != nil {
		return "", err
	}
	f, err := os.Open(exe)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", err
	}
	return fmt.Sprintf("%x", h.Sum(nil)), nil
}
