// This file keeps the README's Go snippets and the example files they
// show in step, and checks that its provider imports name packages.
package llmerr_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// exampleBlock matches a README code block marked with the example file
// it shows: <!-- example: example_genai_test.go --> then ```go ... ```.
var exampleBlock = regexp.MustCompile("(?s)<!-- example: (\\S+) -->\n```go\n(.*?)\n```")

// packageClause matches an example file's package clause, after its comment.
var packageClause = regexp.MustCompile(`(?m)^package \w+\n`)

// TestReadmeExamples checks that every Go block of README.md is either an
// example file of this package or of a provider package (its path relative
// to this directory), shown from its imports on (the files are
// compiled by go test and vetted by go vet, so the README shows code that
// builds), or a blank import of a provider package that exists.
func TestReadmeExamples(t *testing.T) {
	src, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	readme := string(src)
	marked := exampleBlock.FindAllStringSubmatch(readme, -1)
	if len(marked) == 0 {
		t.Fatal("README.md marks no example")
	}
	for _, m := range marked {
		file, shown := m[1], m[2]
		code, err := os.ReadFile(file)
		if err != nil {
			t.Errorf("README.md shows %s: %v", file, err)
			continue
		}
		loc := packageClause.FindIndex(code)
		if loc == nil {
			t.Errorf("%s has no package clause", file)
			continue
		}
		if want := strings.Trim(string(code[loc[1]:]), "\n"); shown != want {
			t.Errorf("README.md's block of %s differs from the file; it should read:\n\n%s", file, want)
		}
	}
	// The other Go blocks: blank imports of provider packages.
	rest := exampleBlock.ReplaceAllString(readme, "")
	importPath := regexp.MustCompile(`_ "github.com/llmerrlint/llmerrlint/llmerr/([^"]+)"`)
	for _, block := range regexp.MustCompile("(?s)```go\n(.*?)```").FindAllStringSubmatch(rest, -1) {
		paths := importPath.FindAllStringSubmatch(block[1], -1)
		if len(paths) == 0 {
			t.Errorf("README.md has a Go block that is neither an example file nor a provider import:\n%s", block[1])
		}
		for _, p := range paths {
			if _, err := os.Stat(filepath.FromSlash(p[1])); err != nil {
				t.Errorf("README.md imports llmerr/%s, which is no package here", p[1])
			}
		}
	}
}
