package fantasyerr_test

import (
	"os"
	"strings"
	"testing"

	"charm.land/fantasy"
	"github.com/llmerrlint/llmerrlint/llmerr"
	fantasyerr "github.com/llmerrlint/llmerrlint/llmerr/fantasy"
)

// TestReadme keeps the README's finish-reason table and
// ClassifyFinishReason in step.
func TestReadme(t *testing.T) {
	src, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	s := string(src)
	i := strings.Index(s, "<!-- section: provider-fantasy -->")
	j := strings.Index(s, "<!-- end: provider-fantasy -->")
	if i < 0 || j < i {
		t.Fatal("llmerr/README.md has no provider-fantasy section")
	}
	table := s[i:j]
	k := strings.Index(table, "| `FinishReason` | class |")
	if k < 0 {
		t.Fatal("the provider-fantasy section has no FinishReason table")
	}
	rows := 0
	for _, line := range strings.Split(table[k:], "\n")[2:] {
		if !strings.HasPrefix(line, "|") {
			break
		}
		cells := strings.Split(strings.Trim(line, "|"), "|")
		v := strings.Trim(strings.TrimSpace(cells[0]), "`")
		want, err := llmerr.ParseErrorClass(strings.Trim(strings.TrimSpace(cells[1]), "`"))
		if err != nil {
			t.Fatal(err)
		}
		rows++
		if got, _ := fantasyerr.ClassifyFinishReason(fantasy.FinishReason(v)); got != want {
			t.Errorf("README says %s is %v; ClassifyFinishReason = %v", v, want, got)
		}
	}
	if rows != 7 {
		t.Errorf("README lists %d finish reasons, want the 7 of fantasy v0.41.2", rows)
	}
}
