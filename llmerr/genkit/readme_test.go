package genkiterr_test

import (
	"os"
	"strings"
	"testing"

	"github.com/firebase/genkit/go/ai"
	"github.com/firebase/genkit/go/core"
	"github.com/llmerrlint/llmerrlint/llmerr"
	genkiterr "github.com/llmerrlint/llmerrlint/llmerr/genkit"
)

// readmeRows returns, per table of the llmerr README section name (keyed
// by the table's first header cell), the rows whose first cell is one
// backquoted value and whose last cell is one backquoted class name.
func readmeRows(t *testing.T, name string) map[string][][2]string {
	t.Helper()
	src, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	s := string(src)
	start, end := "<!-- section: "+name+" -->", "<!-- end: "+name+" -->"
	i, j := strings.Index(s, start), strings.Index(s, end)
	if i < 0 || j < i {
		t.Fatalf("llmerr/README.md has no %s ... %s section", start, end)
	}
	tables := map[string][][2]string{}
	header := ""
	for _, line := range strings.Split(s[i:j], "\n") {
		if !strings.HasPrefix(line, "|") {
			header = ""
			continue
		}
		cells := strings.Split(strings.Trim(line, "|"), "|")
		for k := range cells {
			cells[k] = strings.TrimSpace(cells[k])
		}
		switch {
		case header == "":
			header = cells[0]
		case strings.HasPrefix(cells[0], "---"):
		default:
			v, c := cells[0], cells[len(cells)-1]
			if strings.Count(v, "`") == 2 && strings.Count(c, "`") == 2 && strings.HasPrefix(c, "`") && strings.HasSuffix(c, "`") {
				tables[header] = append(tables[header], [2]string{strings.Trim(v, "`"), strings.Trim(c, "`")})
			}
		}
	}
	return tables
}

func parseClass(t *testing.T, s string) llmerr.ErrorClass {
	t.Helper()
	c, err := llmerr.ParseErrorClass(s)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// TestReadme keeps the README's tables and the classifiers in step.
func TestReadme(t *testing.T) {
	tables := readmeRows(t, "provider-genkit")
	names, reasons := tables["`core.StatusName`"], tables["`ai.FinishReason`"]
	if len(names) < 17 || len(reasons) < 6 {
		t.Fatalf("README tables: %d status names, %d finish reasons", len(names), len(reasons))
	}
	for _, row := range names {
		if c := genkiterr.ClassifyStatus(core.StatusName(row[0])); c != parseClass(t, row[1]) {
			t.Errorf("README says %s is %s; ClassifyStatus = %v", row[0], row[1], c)
		}
	}
	for _, row := range reasons {
		if c, _ := genkiterr.ClassifyFinishReason(ai.FinishReason(row[0])); c != parseClass(t, row[1]) {
			t.Errorf("README says %s is %s; ClassifyFinishReason = %v", row[0], row[1], c)
		}
	}
}
