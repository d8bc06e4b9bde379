package main

import (
	"strings"
	"testing"
)

// TestRun runs the example: every scenario must land in its class, and the
// table must show all thirteen.
func TestRun(t *testing.T) {
	var out strings.Builder
	if err := run(&out); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 14 {
		t.Fatalf("want a header and 13 rows, got %d lines:\n%s", len(lines), out.String())
	}
}
