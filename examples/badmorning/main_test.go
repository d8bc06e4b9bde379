package main

import (
	"strings"
	"testing"
)

// The README shows this output; the test keeps the two honest about what
// each scenario does.
func TestBadMorning(t *testing.T) {
	var out strings.Builder
	if err := run(t.Context(), &out); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	for _, want := range []string{
		"1. A quota spike",
		"   model requests:  3\n   user sees:       \"The assistant is busy right now. Please try again in a minute.\"\n   recorded class:  RATE_LIMITED",
		"2. A truncated tool argument",
		"charged twice because the\"\n   recorded class:  TRUNCATED",
		"   app reads:       final event is TRUNCATED",
		"3. A safety stop",
		"   user sees:       \"I can't help with that request. A person can follow up if needed.\"\n   recorded class:  OUTPUT_BLOCKED",
		"4. A deprecated model",
		"   caller's error:  HTTP 404 NOT_FOUND\n   recorded class:  NOT_FOUND",
		"Dashboard: gen_ai.client.operation.duration count = 4, llmerr.client.attempts = 6",
		"   reliability  1  RATE_LIMITED=1\n",
		"   correctness  1  NOT_FOUND=1\n",
		"   policy       2  OUTPUT_BLOCKED=1 TRUNCATED=1\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q\n--- output ---\n%s", want, got)
		}
	}
}
