package llmerr_test

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/llmerrlint/llmerrlint/llmerr"
)

// markdownTable renders the rule table as the README shows it.
func markdownTable() string {
	yesNo := func(b bool) string {
		if b {
			return "yes"
		}
		return "no"
	}
	var b strings.Builder
	b.WriteString("| class | owner | view | retry | pages | action | why |\n")
	b.WriteString("| --- | --- | --- | --- | --- | --- | --- |\n")
	for _, c := range llmerr.Classes() {
		r := llmerr.RuleFor(c)
		fmt.Fprintf(&b, "| `%s` | %s | %s | %s | %s | %s | %s |\n",
			c, r.Owner, r.View, yesNo(r.Retryable), yesNo(r.Pages), r.Action, r.Why)
	}
	return b.String()
}

// readmes are the files that show the taxonomy table: the repository
// README, for a first look, and this module's guide.
var readmes = []string{"../README.md", "README.md"}

// readmeSection returns the text between <!-- section: name --> and
// <!-- end: name --> in the README at path.
func readmeSection(t *testing.T, path, name string) string {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("reading %s: %v", path, err)
	}
	s := string(src)
	start := "<!-- section: " + name + " -->"
	end := "<!-- end: " + name + " -->"
	i := strings.Index(s, start)
	j := strings.Index(s, end)
	if i < 0 || j < i {
		t.Fatalf("%s has no %s ... %s section", path, start, end)
	}
	return s[i+len(start) : j]
}

// TestReadmeTaxonomyTable keeps each README's taxonomy table and RuleFor
// in step. To update a README after changing a rule, paste the table this
// test prints.
func TestReadmeTaxonomyTable(t *testing.T) {
	want := markdownTable()
	for _, path := range readmes {
		var table []string
		for _, line := range strings.Split(readmeSection(t, path, "taxonomy"), "\n") {
			if strings.HasPrefix(line, "|") {
				table = append(table, line)
			} else if len(table) > 0 {
				break // the first table only
			}
		}
		if got := strings.Join(table, "\n") + "\n"; got != want {
			t.Errorf("the taxonomy table of %s differs from RuleFor; it should read:\n\n%s", path, want)
		}
	}
}
