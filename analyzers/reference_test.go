package analyzers_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/llmerrlint/llmerrlint/analyzers"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/analysisdoc"
)

// TestReferenceUpToDate keeps docs/analyzers.md equal to what the
// analyzers' Doc and flags render: the reference is written once, in each
// doc.go.
func TestReferenceUpToDate(t *testing.T) {
	path := filepath.Join("..", filepath.FromSlash(analysisdoc.ReferencePath))
	got, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if want := analysisdoc.Reference(analyzers.Default()); !bytes.Equal(got, want) {
		t.Errorf("%s is stale: run `go generate ./analyzers` and commit the result", analysisdoc.ReferencePath)
	}
}

// TestURLsPointAtReference checks that every analyzer documented in the
// reference links to its own section there.
func TestURLsPointAtReference(t *testing.T) {
	ref := string(analysisdoc.Reference(analyzers.Default()))
	const base = "https://github.com/llmerrlint/llmerrlint/blob/main/"
	for _, a := range analyzers.Default() {
		rest, ok := strings.CutPrefix(a.URL, base)
		if !ok {
			t.Errorf("%s: URL %q is not a file of the repository on main", a.Name, a.URL)
			continue
		}
		file, anchor, _ := strings.Cut(rest, "#")
		if _, err := os.Stat(filepath.Join("..", filepath.FromSlash(file))); err != nil {
			t.Errorf("%s: URL %q names a missing file: %v", a.Name, a.URL, err)
		}
		if file == analysisdoc.ReferencePath && !strings.Contains(ref, "\n## "+anchor+"\n") {
			t.Errorf("%s: URL %q names no section of the reference", a.Name, a.URL)
		}
	}
}

// TestDocsLinkSDKTable holds the analyzers whose Doc refers to the SDK
// table ([SDKs]) to its one address: they list no SDKs of their own.
func TestDocsLinkSDKTable(t *testing.T) {
	ref := string(analysisdoc.Reference(analyzers.Default()))
	if !strings.Contains(ref, "\n## SDKs\n") || !strings.Contains(analysisdoc.SDKsURL, "#"+analysisdoc.SDKsAnchor) {
		t.Fatalf("the reference has no SDKs section for %s", analysisdoc.SDKsURL)
	}
	linked := 0
	for _, a := range analyzers.Default() {
		if !strings.Contains(a.Doc, "[SDKs]") {
			continue
		}
		linked++
		if !strings.Contains(a.Doc, "\n[SDKs]: "+analysisdoc.SDKsURL) {
			t.Errorf("%s: Doc names [SDKs] without the link definition [SDKs]: %s", a.Name, analysisdoc.SDKsURL)
		}
	}
	if linked == 0 {
		t.Error("no analyzer's Doc refers to the SDK table")
	}
}
