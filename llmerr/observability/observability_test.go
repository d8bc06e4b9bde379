package observability_test

import (
	"bytes"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/llmerrlint/llmerrlint/llmerr"
	"github.com/llmerrlint/llmerrlint/llmerr/observability"
)

// TestGeneratedFilesAreFresh fails when the rule table changed and the
// files were not regenerated (make test, hence make ci, runs it).
func TestGeneratedFilesAreFresh(t *testing.T) {
	for name, want := range map[string][]byte{
		observability.AlertsFile:    observability.AlertRules(),
		observability.DashboardFile: observability.Dashboard(),
	} {
		got, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s is stale: run go generate ./observability in the llmerr module", name)
		}
	}
}

// selector matches a series name in front of its label matchers, the only
// way the generated queries name a series.
var selector = regexp.MustCompile(`([A-Za-z_:][A-Za-z0-9_:]*)\{`)

// Every query names only series llmerr emits, and every expression
// selects at least one.
func TestQueriesNameOnlyEmittedSeries(t *testing.T) {
	exprs := observability.Queries()
	for _, a := range observability.Alerts() {
		exprs = append(exprs, a.Expr)
	}
	emitted := observability.PrometheusNames()
	for _, e := range exprs {
		m := selector.FindAllStringSubmatch(e, -1)
		if len(m) == 0 {
			t.Errorf("%s selects no series by name", e)
		}
		for _, s := range m {
			if !slices.Contains(emitted, s[1]) {
				t.Errorf("%s names %s, which llmerr does not emit (%v)", e, s[1], emitted)
			}
		}
	}
}

// One alert per paging class, none for the others.
func TestAlertsFollowTheRuleTable(t *testing.T) {
	byClass := map[string]observability.Alert{}
	for _, a := range observability.Alerts() {
		for _, kv := range a.Labels {
			if kv[0] == observability.LabelClass {
				byClass[kv[1]] = a
			}
		}
	}
	for _, c := range llmerr.Classes() {
		a, ok := byClass[c.String()]
		if ok != llmerr.RuleFor(c).Pages {
			t.Errorf("%s: alert %v, but its rule pages=%v", c, ok, llmerr.RuleFor(c).Pages)
		}
		if ok && llmerr.RuleFor(c).View == llmerr.ViewCorrectness && (!strings.HasSuffix(a.Expr, ") > 0") || a.For != "") {
			t.Errorf("%s: a correctness class alerts at once on any error, got %s for %q", c, a.Expr, a.For)
		}
	}
}
