package conformance

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"strings"
	"testing"
)

// The comparison itself, on two versions of one small package: every kind
// of drift a stub can have must be reported, and what a stub may leave out
// (fields, parameter names) must not.
func TestComparePackageReportsDrift(t *testing.T) {
	const real = `package p
type Reason string
const ReasonStop Reason = "stop"
type Response struct {
	Meta
	FinishReason Reason
	Text string
	Usage int
}
type Meta struct{ ID string }
type Model interface {
	Generate(prompt string) (*Response, error)
	Name() string
}
type Stream[T any] struct{ cur T }
func (s *Stream[T]) Next() bool { return false }
func (s *Stream[T]) Current() T { return s.cur }
func (r *Response) Content() string { return "" }
func (r Response) Raw() string { return "" }
func New(apiKey string, retries int) *Response { return nil }
`
	cases := []struct {
		name, stub, want string
	}{
		{"matching subset", `package p
type Reason string
const ReasonStop Reason = "stop"
type Response struct {
	FinishReason Reason
	Meta
}
type Meta struct{}
type Model interface{ Generate(p string) (*Response, error) }
type Stream[T any] struct{}
func (s *Stream[T]) Next() bool { return false }
func (r *Response) Content() string { return "" }
func New(key string, n int) *Response { return nil }
`, ""},
		{"field type", `package p
type Response struct{ FinishReason string }
`, "field Response.FinishReason: type string, real example.com/p.Reason"},
		{"missing field", `package p
type Response struct{ StopReason string }
`, "field Response.StopReason does not exist in the real struct"},
		{"embedded", `package p
type Meta struct{}
type Response struct{ Meta Meta }
`, "field Response.Meta: embedded false, real embedded true"},
		{"const value", `package p
type Reason string
const ReasonStop Reason = "STOP"
`, `const ReasonStop: value "STOP", real "stop"`},
		{"missing object", `package p
func NewClient() {}
`, "func NewClient does not exist in the real package"},
		{"kind", `package p
var New func(string, int) int
`, "New is a var in the stub but a func in the real package"},
		{"signature", `package p
type Response struct{}
func New(apiKey string, retries int64) *Response { return nil }
`, "func New: signature\n\tfunc(string, int64) (*example.com/p.Response)\nreal\n\tfunc(string, int) (*example.com/p.Response)"},
		{"value receiver that is a pointer one", `package p
type Response struct{}
func (r Response) Content() string { return "" }
`, "method Response.Content is not in the real method set of Response (receiver example.com/p.Response)"},
		{"interface method", `package p
type Response struct{}
type Model interface{ Generate(prompt string) (Response, error) }
`, "method Model.Generate: signature\n\tfunc(string) (example.com/p.Response, error)\nreal\n\tfunc(string) (*example.com/p.Response, error)"},
		{"type parameters", `package p
type Stream[T comparable] struct{}
`, `type Stream: type parameters "[T comparable]", real "[T any]"`},
		{"alias", `package p
type Reason = string
`, "Reason is an alias in the stub but a defined type in the real package"},
	}
	realPkg := check(t, real)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var got []string
			comparePackage(check(t, c.stub), realPkg, func(_ types.Object, format string, args ...any) {
				got = append(got, fmt.Sprintf(format, args...))
			})
			if c.want == "" {
				if len(got) > 0 {
					t.Errorf("unexpected reports:\n%s", strings.Join(got, "\n"))
				}
				return
			}
			for _, g := range got {
				if g == c.want {
					return
				}
			}
			t.Errorf("want report\n%s\ngot\n%s", c.want, strings.Join(got, "\n"))
		})
	}
}

func check(t *testing.T, src string) *types.Package {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	pkg, err := new(types.Config).Check("example.com/p", fset, []*ast.File{f}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return pkg
}
