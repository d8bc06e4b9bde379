package classswitch

import (
	"fmt"
	"go/constant"
	"go/token"
	"go/types"
	"strings"
	"testing"
)

func TestMissingMessage(t *testing.T) {
	pkg := types.NewPackage("example.com/llmerr", "llmerr")
	members := func(n int, name string) []member {
		var out []member
		for i := range n {
			name := fmt.Sprintf("%s%d", name, i+1)
			k := types.NewConst(token.Pos(i+1), pkg, name, types.Typ[types.Int], constant.MakeInt64(int64(i)))
			out = append(out, member{key: name, name: k})
		}
		return out
	}
	e := &enum{members: members(13, "C")}
	for _, tc := range []struct {
		missing    []member
		want       string
		wantListed bool
	}{
		{members(1, "C"), "switch on llmerr.ErrorClass misses C1", true},
		{members(3, "C"), "switch on llmerr.ErrorClass misses C1, C2, C3", true},
		// Every member that fits is named: no "and 1 more".
		{members(13, "C"), "switch on llmerr.ErrorClass misses C1, C2, C3, C4, C5, C6, C7, C8, C9, C10, C11, C12, C13", true},
		{members(9, "LongerName"), "switch on llmerr.ErrorClass misses 9 of its 13 values", false},
	} {
		got, listed := missingMessage("switch on llmerr.ErrorClass", e, tc.missing)
		if got != tc.want || listed != tc.wantListed {
			t.Errorf("missingMessage(%d members) = %q, %v; want %q, %v", len(tc.missing), got, listed, tc.want, tc.wantListed)
		}
		if len(got) > maxListed {
			t.Errorf("message of %d characters: %q", len(got), got)
		}
		if !listed {
			rel := missingRelated(tc.missing, "case", token.NoPos)
			if len(rel) != len(tc.missing) || rel[0].Pos != tc.missing[0].name.Pos() || !strings.HasPrefix(rel[0].Message, "no case for LongerName1") {
				t.Errorf("missingRelated = %+v, want one entry per member at its declaration", rel)
			}
		}
	}
}
