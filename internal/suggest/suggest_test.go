package suggest

import "testing"

func TestClosest(t *testing.T) {
	analyzers := []string{"finishreason", "errtext", "classswitch", "callbackretry", "apierrptr"}
	for _, tc := range []struct {
		word       string
		candidates []string
		want       string
	}{
		{"apierptr", analyzers, "apierrptr"},
		{"finishreasn", analyzers, "finishreason"},
		{"ErrText", analyzers, "errtext"},
		{"nosuch", analyzers, ""},
		{"x", analyzers, ""},
		{"FinishReasn", []string{"BlockedReason", "FinishReason", "Part"}, "FinishReason"},
		{"strictly", []string{"strict"}, "strict"},
		{"scopes", []string{"scope"}, "scope"},
		{"errtext", analyzers, ""},          // itself is no suggestion
		{"ab", []string{"ac", "ab2"}, "ac"}, // a tie goes to the first listed
	} {
		if got := Closest(tc.word, tc.candidates); got != tc.want {
			t.Errorf("Closest(%q) = %q, want %q", tc.word, got, tc.want)
		}
	}
	if got := DidYouMean("apierptr", analyzers); got != `; did you mean "apierrptr"?` {
		t.Errorf("DidYouMean = %q", got)
	}
	if got := DidYouMean("nosuch", analyzers); got != "" {
		t.Errorf("DidYouMean(nosuch) = %q, want none", got)
	}
}
