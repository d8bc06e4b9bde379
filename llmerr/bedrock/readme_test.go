package bedrockerr_test

import (
	"os"
	"strings"
	"testing"

	"github.com/aws/aws-sdk-go-v2/service/bedrockruntime/types"
	"github.com/llmerrlint/llmerrlint/llmerr"
	bedrockerr "github.com/llmerrlint/llmerrlint/llmerr/bedrock"
)

// readmeRows returns, per table of the llmerr README section name (keyed
// by the table's first header cell), the rows whose first cell starts with
// one backquoted value and whose last cell is one backquoted class name.
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
			if strings.HasPrefix(v, "`") && strings.Count(v, "`") == 2 &&
				strings.Count(c, "`") == 2 && strings.HasPrefix(c, "`") && strings.HasSuffix(c, "`") {
				v, _, _ = strings.Cut(v[1:], "`")
				tables[header] = append(tables[header], [2]string{v, strings.Trim(c, "`")})
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

// exceptionNamed returns a Bedrock exception by its type name.
func exceptionNamed(name string) error {
	for _, e := range []error{
		&types.AccessDeniedException{}, &types.ConflictException{}, &types.InternalServerException{},
		&types.ModelErrorException{}, &types.ModelNotReadyException{}, &types.ModelStreamErrorException{},
		&types.ModelTimeoutException{}, &types.ResourceNotFoundException{}, &types.ServiceQuotaExceededException{},
		&types.ServiceUnavailableException{}, &types.ThrottlingException{}, &types.ValidationException{},
	} {
		if c, ok := e.(interface{ ErrorCode() string }); ok && c.ErrorCode() == name {
			return e
		}
	}
	return nil
}

// TestReadme keeps the README's tables and the classifiers in step.
func TestReadme(t *testing.T) {
	tables := readmeRows(t, "provider-bedrock")
	exceptions, reasons := tables["exception"], tables["`StopReason`"]
	if len(exceptions) != 12 || len(reasons) != len(types.StopReason("").Values()) {
		t.Fatalf("README tables: %d exceptions, %d stop reasons", len(exceptions), len(reasons))
	}
	for _, row := range exceptions {
		e := exceptionNamed(row[0])
		if e == nil {
			t.Errorf("README names %s, which is no exception of the SDK", row[0])
			continue
		}
		if c, ok := bedrockerr.ClassifyException(e); !ok || c != parseClass(t, row[1]) {
			t.Errorf("README says %s is %s; ClassifyException = %v, %v", row[0], row[1], c, ok)
		}
	}
	for _, row := range reasons {
		if c, _ := bedrockerr.ClassifyStopReason(types.StopReason(row[0])); c != parseClass(t, row[1]) {
			t.Errorf("README says %s is %s; ClassifyStopReason = %v", row[0], row[1], c)
		}
	}
}
