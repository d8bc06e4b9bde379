package code_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"slices"
	"testing"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/code"
)

func TestTypesByMethod(t *testing.T) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "sdk.go", `package sdk

type Client struct{ base }

func (c *Client) Generate() string { return "" }
func (c Client) Close() error     { return nil }

type base struct{}

func (base) Generate() string { return "" }
func (base) Embedded()        {}

type Model interface{ Generate() string }

type Alias = Client

type Box[T any] struct{}

func (Box[T]) Generate() string { return "" }
`, 0)
	if err != nil {
		t.Fatal(err)
	}
	pkg, err := (&types.Config{}).Check("sdk", fset, []*ast.File{f}, nil)
	if err != nil {
		t.Fatal(err)
	}
	names := func(ts []*types.Named) []string {
		var out []string
		for _, n := range ts {
			out = append(out, n.Obj().Name())
		}
		return out
	}
	concrete := code.TypesByMethod([]*types.Package{pkg}, code.ConcreteOwners)
	exported := code.TypesByMethod([]*types.Package{pkg}, code.ExportedOwners)
	for _, c := range []struct {
		index  map[string][]*types.Named
		method string
		want   []string
	}{
		// Declared methods only: Client's promoted Embedded is base's.
		{concrete, "Generate", []string{"Client", "base"}},
		{concrete, "Embedded", []string{"base"}},
		{concrete, "Close", []string{"Client"}},
		{exported, "Generate", []string{"Client", "Model"}},
		{exported, "Embedded", nil},
	} {
		if got := names(c.index[c.method]); !slices.Equal(got, c.want) {
			t.Errorf("%s: got %v, want %v", c.method, got, c.want)
		}
	}
	if code.TypesByMethod(nil, code.ConcreteOwners) != nil {
		t.Error("TypesByMethod(nil) is not nil")
	}
	client := pkg.Scope().Lookup("Client").Type().(*types.Named)
	if m := code.DeclaredMethod(client, "Close"); m == nil || m.Name() != "Close" {
		t.Errorf("DeclaredMethod(Client, Close) = %v", m)
	}
	if m := code.DeclaredMethod(client, "Embedded"); m != nil {
		t.Errorf("DeclaredMethod(Client, Embedded) = %v, want nil: it is promoted", m)
	}
}
