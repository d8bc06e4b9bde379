package llmerr_test

import (
	"testing"

	"github.com/llmerrlint/llmerrlint/llmerr"
)

func TestRuleFor(t *testing.T) {
	type want struct {
		owner   llmerr.Owner
		view    llmerr.View
		retry   bool
		pages   bool
		action  llmerr.Action
		classes []llmerr.ErrorClass
	}
	const (
		yours, provider, policy         = llmerr.OwnerYours, llmerr.OwnerProvider, llmerr.OwnerPolicy
		reliability, correctness, polic = llmerr.ViewReliability, llmerr.ViewCorrectness, llmerr.ViewPolicy
	)
	table := []want{
		{provider, reliability, true, true, llmerr.ActionDegrade, []llmerr.ErrorClass{llmerr.Transport, llmerr.Timeout, llmerr.RateLimited, llmerr.Server}},
		{yours, correctness, false, false, llmerr.ActionReraise, []llmerr.ErrorClass{llmerr.BadRequest, llmerr.CallBudget, llmerr.Unknown}},
		{yours, correctness, false, true, llmerr.ActionReraise, []llmerr.ErrorClass{llmerr.Auth, llmerr.NotFound}},
		{policy, polic, false, false, llmerr.ActionRefuse, []llmerr.ErrorClass{llmerr.PromptBlocked, llmerr.OutputBlocked}},
		{policy, polic, false, false, llmerr.ActionPassThrough, []llmerr.ErrorClass{llmerr.Truncated}},
		{yours, correctness, false, false, llmerr.ActionPassThrough, []llmerr.ErrorClass{llmerr.ToolProtocol}},
	}
	seen := map[llmerr.ErrorClass]bool{}
	for _, w := range table {
		for _, c := range w.classes {
			seen[c] = true
			r := llmerr.RuleFor(c)
			if r.Class != c || r.Owner != w.owner || r.View != w.view || r.Retryable != w.retry ||
				r.Pages != w.pages || r.Action != w.action {
				t.Errorf("RuleFor(%v) = %+v, want %+v", c, r, w)
			}
			if r.Why == "" {
				t.Errorf("RuleFor(%v) has no Why", c)
			}
		}
	}
	for _, c := range llmerr.Classes() {
		if !seen[c] {
			t.Errorf("class %v has no expected rule in this test", c)
		}
		// The article's invariants, independent of the table above.
		r := llmerr.RuleFor(c)
		if r.Retryable != (r.Owner == llmerr.OwnerProvider) {
			t.Errorf("%v: only transient provider classes may be retried", c)
		}
		if r.Owner == llmerr.OwnerPolicy && r.Pages {
			t.Errorf("%v: a policy outcome must not page", c)
		}
	}
	if llmerr.RuleFor(llmerr.Unknown).Retryable {
		t.Error("Unknown must never be retried")
	}
	if r := llmerr.RuleFor(0); r != (llmerr.Rule{}) || r.Class.IsFailure() {
		t.Errorf("RuleFor(NONE) = %+v, want the zero Rule", r)
	}
}

func TestRuleStrings(t *testing.T) {
	for _, tt := range []struct{ got, want string }{
		{llmerr.OwnerYours.String(), "yours"},
		{llmerr.OwnerProvider.String(), "provider"},
		{llmerr.OwnerPolicy.String(), "policy"},
		{llmerr.Owner(0).String(), "none"},
		{llmerr.ViewReliability.String(), "reliability"},
		{llmerr.ViewCorrectness.String(), "correctness"},
		{llmerr.ViewPolicy.String(), "policy"},
		{llmerr.View(9).String(), "none"},
		{llmerr.ActionDegrade.String(), "degrade"},
		{llmerr.ActionRefuse.String(), "refuse"},
		{llmerr.ActionPassThrough.String(), "pass through"},
		{llmerr.ActionReraise.String(), "re-raise"},
		{llmerr.Action(0).String(), "none"},
	} {
		if tt.got != tt.want {
			t.Errorf("String() = %q, want %q", tt.got, tt.want)
		}
	}
}
