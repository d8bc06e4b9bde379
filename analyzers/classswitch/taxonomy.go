// This file holds what classswitch knows of llmerr's taxonomy: which
// classes share one handling rule, so that a fix may handle a missing
// class as the switch already handles its twin.
package classswitch

// ruleOf names the handling rule of each llmerr class, by constant name:
// classes with the same name here have the same Owner, View, Retryable,
// Pages and Action in llmerr's rule table (llmerr.RuleFor). A class alone
// in its rule has no twin, so no fix guesses its handling.
// TestRuleGroupsMatchLlmerr keeps this table in step with llmerr/rules.go.
var ruleOf = map[string]string{
	"Transport":     "provider, retried, paged, degraded",
	"Timeout":       "provider, retried, paged, degraded",
	"RateLimited":   "provider, retried, paged, degraded",
	"Server":        "provider, retried, paged, degraded",
	"BadRequest":    "yours, correctness, re-raised",
	"CallBudget":    "yours, correctness, re-raised",
	"Unknown":       "yours, correctness, re-raised",
	"Auth":          "yours, correctness, paged, re-raised",
	"NotFound":      "yours, correctness, paged, re-raised",
	"PromptBlocked": "policy, refused",
	"OutputBlocked": "policy, refused",
	"Truncated":     "policy, passed through",
	"ToolProtocol":  "yours, correctness, passed through",
}

// isClassEnum reports whether e is llmerr.ErrorClass, whose rules
// ruleOf knows; the enums of -types have no taxonomy here.
func isClassEnum(e *enum) bool {
	obj := e.named.Obj()
	return obj.Pkg() != nil && obj.Pkg().Path()+"."+obj.Name() == classType
}

// sameRule reports whether two members of llmerr.ErrorClass have one
// handling rule.
func sameRule(a, b member) bool {
	ra, ok := ruleOf[a.name.Name()]
	return ok && ra == ruleOf[b.name.Name()]
}
