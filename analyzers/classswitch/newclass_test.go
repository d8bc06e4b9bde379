package classswitch_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/llmerrlint/llmerrlint/analyzers/classswitch"
)

const llmerrPath = "github.com/llmerrlint/llmerrlint/llmerr"

// policySrc switches over every class of the stub, from a client package
// and from inside llmerr; %s is where a // want comment goes.
const (
	clientSrc = `package client

import "github.com/llmerrlint/llmerrlint/llmerr"

func retry(c llmerr.ErrorClass) bool {
	switch c { %s
	case llmerr.Transport, llmerr.Timeout, llmerr.RateLimited, llmerr.Server:
		return true
	case llmerr.BadRequest, llmerr.Auth, llmerr.NotFound, llmerr.PromptBlocked, llmerr.OutputBlocked,
		llmerr.Truncated, llmerr.ToolProtocol, llmerr.CallBudget, llmerr.Unknown:
		return false
	default:
		return false
	}
}
`
	insideSrc = `package llmerr

func page(c ErrorClass) bool {
	switch c { %s
	case Transport, Timeout, RateLimited, Server, BadRequest, NotFound, PromptBlocked, OutputBlocked,
		Truncated, ToolProtocol, CallBudget, Unknown:
		return false
	case Auth:
		return true
	}
	return false
}
`
)

// TestNewClassBreaksOldSwitch proves that the classes are read from llmerr,
// not hard-coded: a switch that lists every class of a copy of the stub is
// clean, and fails once a class is appended to that copy.
func TestNewClassBreaksOldSwitch(t *testing.T) {
	stub, err := os.ReadFile(filepath.Join(testdata, "src", filepath.FromSlash(llmerrPath), "class.go"))
	if err != nil {
		t.Fatal(err)
	}
	const last = "\tUnknown\n)\n"
	if !strings.Contains(string(stub), last) {
		t.Fatalf("the stub's const block no longer ends with Unknown: %q not found", last)
	}
	grown := strings.Replace(string(stub), last, "\tUnknown\n\t// Quota: a class promoted from Unknown.\n\tQuota\n)\n", 1)

	tree := func(classes, clientWant, insideWant string) string {
		dir, cleanup, err := analysistest.WriteFiles(map[string]string{
			llmerrPath + "/class.go":  classes,
			llmerrPath + "/policy.go": strings.Replace(insideSrc, "%s", insideWant, 1),
			"client/client.go":        strings.Replace(clientSrc, "%s", clientWant, 1),
		})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(cleanup)
		return dir
	}

	before := tree(string(stub), "", "")
	analysistest.Run(t, before, classswitch.Analyzer, "client", llmerrPath)

	after := tree(grown,
		"// want `^switch on llmerr.ErrorClass misses Quota$`",
		"// want `^switch on ErrorClass misses Quota$`")
	analysistest.Run(t, after, classswitch.Analyzer, "client", llmerrPath)
}
