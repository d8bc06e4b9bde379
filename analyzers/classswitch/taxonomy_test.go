package classswitch

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"path/filepath"
	"strings"
	"testing"
)

// TestRuleGroupsMatchLlmerr reads llmerr's rule table from its source and
// checks that ruleOf groups exactly the classes whose rules are equal
// (all fields but Class and Why), so the fix follows llmerr's taxonomy.
func TestRuleGroupsMatchLlmerr(t *testing.T) {
	path := filepath.Join("..", "..", "llmerr", "rules.go")
	f, err := parser.ParseFile(token.NewFileSet(), path, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	rules := map[string]string{} // class → its rule's fields
	ast.Inspect(f, func(n ast.Node) bool {
		vs, ok := n.(*ast.ValueSpec)
		if !ok || len(vs.Names) != 1 || vs.Names[0].Name != "rules" {
			return true
		}
		for _, elt := range vs.Values[0].(*ast.CompositeLit).Elts {
			kv := elt.(*ast.KeyValueExpr)
			fields := kv.Value.(*ast.CompositeLit).Elts
			if len(fields) != 7 {
				t.Fatalf("rule of %s has %d fields, want 7 (Class ... Why)", types.ExprString(kv.Key), len(fields))
			}
			var rule []string
			for _, e := range fields[1:6] {
				rule = append(rule, types.ExprString(e))
			}
			rules[types.ExprString(kv.Key)] = strings.Join(rule, ",")
		}
		return false
	})
	if len(rules) != len(ruleOf) {
		t.Fatalf("llmerr has %d rules, ruleOf %d classes", len(rules), len(ruleOf))
	}
	for a := range rules {
		if _, ok := ruleOf[a]; !ok {
			t.Errorf("ruleOf lacks %s", a)
		}
		for b := range rules {
			if (rules[a] == rules[b]) != (ruleOf[a] == ruleOf[b]) {
				t.Errorf("%s and %s: same rule in llmerr %v, in ruleOf %v", a, b, rules[a] == rules[b], ruleOf[a] == ruleOf[b])
			}
		}
	}
}
