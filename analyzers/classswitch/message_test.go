package classswitch

import (
	"fmt"
	"go/constant"
	"go/token"
	"go/types"
	"testing"
)

func TestMemberList(t *testing.T) {
	pkg := types.NewPackage("example.com/llmerr", "llmerr")
	members := func(n int) []member {
		var out []member
		for i := range n {
			name := fmt.Sprintf("C%d", i+1)
			k := types.NewConst(token.NoPos, pkg, name, types.Typ[types.Int], constant.MakeInt64(int64(i)))
			out = append(out, member{key: name, name: k})
		}
		return out
	}
	for _, tc := range []struct {
		n    int
		want string
	}{
		{1, "C1"},
		{3, "C1, C2, C3"},
		{8, "C1, C2, C3, C4, C5, C6, C7, C8"},
		{9, "C1, C2, C3, C4, C5, C6, C7, C8 and 1 more"},
		{13, "C1, C2, C3, C4, C5, C6, C7, C8 and 5 more"},
	} {
		if got := memberList(members(tc.n)); got != tc.want {
			t.Errorf("memberList(%d members) = %q, want %q", tc.n, got, tc.want)
		}
	}
}
