package main

import (
	"crypto/sha256"
	"debug/elf"
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
// whole, so the executable's ID (see executableID) keeps two builds of one
// version apart.
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
	id, err := executableID()
	if err != nil {
		return err
	}
	fmt.Printf("llmerrlint version %s buildID=%s\n", strings.ReplaceAll(buildVersion(), " ", "_"), id)
	os.Exit(0)
	return nil
}

// executableID returns the key go vet and go fix file this binary's
// results under: a hash of the Go build ID the linker stored in the
// executable, which changes whenever the executable's content does; or,
// for an executable without one (not ELF, or linked with -buildid=), the
// hash of the whole file. Reading the build ID reads a few kilobytes;
// hashing the 11 MB file cost about 10 ms of every go vet run.
func executableID() (string, error) {
	exe, err := os.Executable()
	if err != nil {
		return "", err
	}
	if id := elfBuildID(exe); id != "" {
		return fmt.Sprintf("%x", sha256.Sum256([]byte(id))), nil
	}
	return fileHash(exe)
}

// elfBuildID returns the Go build ID of an ELF executable, from its
// .note.go.buildid section, or "" when there is none.
func elfBuildID(path string) string {
	f, err := elf.Open(path)
	if err != nil {
		return ""
	}
	defer f.Close()
	s := f.Section(".note.go.buildid")
	if s == nil {
		return ""
	}
	data, err := s.Data()
	if err != nil || len(data) < 16 {
		return ""
	}
	// One note: name size, description size, type, the name ("Go", NUL
	// padded to four bytes), then the description: the build ID.
	nameSize, descSize, typ := f.ByteOrder.Uint32(data), f.ByteOrder.Uint32(data[4:]), f.ByteOrder.Uint32(data[8:])
	const goBuildIDNote = 4
	desc := 12 + (uint64(nameSize)+3)&^3
	if typ != goBuildIDNote || nameSize != 4 || string(data[12:16]) != "Go\x00\x00" || uint64(len(data)) < desc+uint64(descSize) {
		return ""
	}
	return string(data[desc : desc+uint64(descSize)])
}

func fileHash(path string) (string, error) {
	f, err := os.Open(path)
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
