package adkcallback

import (
	"os"
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/packages"
)

var testdata, _ = filepath.Abs(filepath.Join("..", "..", "..", "testdata"))

// callbackFixtures are fixture packages that declare and register ADK
// model callbacks, under both module paths.
var callbackFixtures = []string{
	"finishreason/adk", "finishreason/adkv1", "finishreason/passthrough",
	"callbackretry/a", "callbackretry/v1", "callbackretry/waits",
	"swallowedconfig/flag", "swallowedconfig/user", "swallowedconfig/v1",
}

// loadFixtures loads patterns from testdata/src in GOPATH mode, with the
// module proxy off; with all, every fixture package and SDK stub, tests
// included.
func loadFixtures(tb testing.TB, all bool, patterns ...string) []*packages.Package {
	tb.Helper()
	if all {
		entries, err := os.ReadDir(filepath.Join(testdata, "src"))
		if err != nil {
			tb.Fatal(err)
		}
		for _, e := range entries {
			if e.IsDir() {
				patterns = append(patterns, e.Name()+"/...")
			}
		}
	}
	pkgs, err := packages.Load(&packages.Config{
		Mode:  packages.LoadAllSyntax,
		Dir:   testdata,
		Tests: all,
		Env:   append(os.Environ(), "GOPATH="+testdata, "GO111MODULE=off", "GOPROXY=off", "GOFLAGS="),
	}, patterns...)
	if err != nil {
		tb.Fatal(err)
	}
	return pkgs
}
