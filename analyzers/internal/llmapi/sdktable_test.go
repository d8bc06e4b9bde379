package llmapi

import (
	"strings"
	"testing"
)

// TestSDKTableRowPerSDK checks that the reference's table has one row per
// registered SDK, naming its module, its calls and its error types.
func TestSDKTableRowPerSDK(t *testing.T) {
	rows := strings.Split(strings.TrimSuffix(SDKTable(), "\n"), "\n")
	if got, want := len(rows), len(sdks)+2; got != want {
		t.Fatalf("%d lines, want a header, a rule and %d rows", got, len(sdks))
	}
	columns := strings.Count(rows[0], "|")
	for i, s := range sdks {
		row := rows[i+2]
		if strings.Count(row, "|") != columns {
			t.Errorf("%s: row has %d cell separators, the header %d: %s", s.Name, strings.Count(row, "|"), columns, row)
		}
		if !strings.HasPrefix(row, "| "+s.Name+" | `"+s.Module) {
			t.Errorf("%s: row does not start with its name and module: %s", s.Name, row)
		}
		for _, c := range s.Calls {
			if !strings.Contains(row, c.Display) {
				t.Errorf("%s: row lacks the call %s", s.Name, c.Display)
			}
		}
		for _, e := range s.ErrorTypes {
			if !strings.Contains(row, e.Display) {
				t.Errorf("%s: row lacks the error type %s", s.Name, e.Display)
			}
		}
	}
}
