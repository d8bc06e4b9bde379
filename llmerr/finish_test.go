package llmerr_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/llmerrlint/llmerrlint/llmerr"
	"google.golang.org/genai"
)

// finishReasons is every genai.FinishReason of genai v1.77.0 with its class;
// ok false means "not a failure, look elsewhere".
var finishReasons = []struct {
	reason genai.FinishReason
	want   llmerr.ErrorClass
	ok     bool
}{
	{genai.FinishReasonUnspecified, 0, false},
	{genai.FinishReasonStop, 0, false},
	{genai.FinishReasonMaxTokens, llmerr.Truncated, true},
	{genai.FinishReasonSafety, llmerr.OutputBlocked, true},
	{genai.FinishReasonRecitation, llmerr.OutputBlocked, true},
	{genai.FinishReasonLanguage, llmerr.OutputBlocked, true},
	{genai.FinishReasonOther, llmerr.Unknown, true},
	{genai.FinishReasonBlocklist, llmerr.OutputBlocked, true},
	{genai.FinishReasonProhibitedContent, llmerr.OutputBlocked, true},
	{genai.FinishReasonSPII, llmerr.OutputBlocked, true},
	{genai.FinishReasonMalformedFunctionCall, llmerr.ToolProtocol, true},
	{genai.FinishReasonImageSafety, llmerr.OutputBlocked, true},
	{genai.FinishReasonUnexpectedToolCall, llmerr.ToolProtocol, true},
	{genai.FinishReasonTooManyToolCalls, llmerr.ToolProtocol, true},
	{genai.FinishReasonImageProhibitedContent, llmerr.OutputBlocked, true},
	{genai.FinishReasonNoImage, llmerr.Unknown, true},
	{genai.FinishReasonImageRecitation, llmerr.OutputBlocked, true},
	{genai.FinishReasonImageOther, llmerr.Unknown, true},
	{genai.FinishReasonContinuation, llmerr.Truncated, true},
}

// blockReasons is every genai.BlockedReason of genai v1.77.0 with its class.
var blockReasons = []struct {
	reason genai.BlockedReason
	want   llmerr.ErrorClass
}{
	{genai.BlockedReasonUnspecified, llmerr.Unknown},
	{genai.BlockedReasonSafety, llmerr.PromptBlocked},
	{genai.BlockedReasonOther, llmerr.PromptBlocked},
	{genai.BlockedReasonBlocklist, llmerr.PromptBlocked},
	{genai.BlockedReasonProhibitedContent, llmerr.PromptBlocked},
	{genai.BlockedReasonImageSafety, llmerr.PromptBlocked},
	{genai.BlockedReasonModelArmor, llmerr.PromptBlocked},
	{genai.BlockedReasonJailbreak, llmerr.PromptBlocked},
}

func TestClassifyFinishReason(t *testing.T) {
	if len(finishReasons) != 19 {
		t.Fatalf("genai v1.77.0 has 19 finish reasons, the table has %d", len(finishReasons))
	}
	for _, tt := range finishReasons {
		c, ok := llmerr.ClassifyFinishReason(tt.reason)
		if c != tt.want || ok != tt.ok {
			t.Errorf("ClassifyFinishReason(%s) = %v, %v; want %v, %v", tt.reason, c, ok, tt.want, tt.ok)
		}
	}
	for _, r := range []genai.FinishReason{"", "MISSING_THOUGHT_SIGNATURE", "stop", "SOMETHING_NEW"} {
		c, ok := llmerr.ClassifyFinishReason(r)
		want, wantOK := llmerr.Unknown, true
		if r == "" {
			want, wantOK = 0, false
		}
		if c != want || ok != wantOK {
			t.Errorf("ClassifyFinishReason(%q) = %v, %v; want %v, %v", r, c, ok, want, wantOK)
		}
	}
}

func TestClassifyBlockReason(t *testing.T) {
	if len(blockReasons) != 8 {
		t.Fatalf("genai v1.77.0 has 8 block reasons, the table has %d", len(blockReasons))
	}
	for _, tt := range blockReasons {
		c, ok := llmerr.ClassifyBlockReason(tt.reason)
		if c != tt.want || !ok {
			t.Errorf("ClassifyBlockReason(%s) = %v, %v; want %v, true", tt.reason, c, ok, tt.want)
		}
	}
	if c, ok := llmerr.ClassifyBlockReason(""); c != 0 || ok {
		t.Errorf(`ClassifyBlockReason("") = %v, %v; want NONE, false`, c, ok)
	}
	if c, ok := llmerr.ClassifyBlockReason("SOMETHING_NEW"); c != llmerr.Unknown || !ok {
		t.Errorf(`ClassifyBlockReason("SOMETHING_NEW") = %v, %v; want UNKNOWN, true`, c, ok)
	}
}

// TestEveryGenaiReasonIsMappedExplicitly reads the constants of
// genai.FinishReason and genai.BlockedReason from the genai source this
// module builds against, and fails when one of them is missing from the
// tables above or from the switch in finish.go. A genai upgrade that adds
// a value fails here until someone decides its class: without this test,
// the new value would silently fall into Unknown.
func TestEveryGenaiReasonIsMappedExplicitly(t *testing.T) {
	dir := genaiDir(t)
	sdk := constsOfTypes(t, dir, "FinishReason", "BlockedReason")
	ours := selectorsInFuncs(t, "finish.go", "ClassifyFinishReason", "ClassifyBlockReason")

	tested := map[string]bool{}
	for _, tt := range finishReasons {
		tested["FinishReason="+string(tt.reason)] = true
	}
	for _, tt := range blockReasons {
		tested["BlockedReason="+string(tt.reason)] = true
	}

	counts := map[string]int{}
	for _, c := range sdk {
		counts[c.typ]++
		if !ours[c.name] {
			t.Errorf("genai.%s (%s %q) is not mapped explicitly in finish.go", c.name, c.typ, c.value)
		}
		if !tested[c.typ+"="+c.value] {
			t.Errorf("genai.%s (%s %q) is missing from the test tables", c.name, c.typ, c.value)
		}
	}
	if counts["FinishReason"] != 19 || counts["BlockedReason"] != 8 {
		t.Errorf("genai in %s declares %d finish reasons and %d block reasons; want 19 and 8 (v1.77.0)",
			dir, counts["FinishReason"], counts["BlockedReason"])
	}
	for name := range ours {
		if !strings.HasPrefix(name, "FinishReason") && !strings.HasPrefix(name, "BlockedReason") {
			continue
		}
		found := false
		for _, c := range sdk {
			found = found || c.name == name
		}
		if !found {
			t.Errorf("finish.go maps genai.%s, which genai does not declare", name)
		}
	}
}

// genaiDir is the directory of the genai module this module builds with.
func genaiDir(t *testing.T) string {
	t.Helper()
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "google.golang.org/genai").Output()
	if err != nil {
		t.Fatalf("go list -m google.golang.org/genai: %v", err)
	}
	dir := strings.TrimSpace(string(out))
	if dir == "" {
		t.Fatal("go list gave no directory for google.golang.org/genai (module not downloaded?)")
	}
	return dir
}

type sdkConst struct{ typ, name, value string }

// constsOfTypes returns the package-level constants of package genai (in
// dir, test files excluded) whose declared type is one of types.
func constsOfTypes(t *testing.T, dir string, types ...string) []sdkConst {
	t.Helper()
	want := map[string]bool{}
	for _, ty := range types {
		want[ty] = true
	}
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	var out []sdkConst
	fset := token.NewFileSet()
	for _, file := range files {
		if strings.HasSuffix(file, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, file, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		if f.Name.Name != "genai" {
			continue
		}
		for _, decl := range f.Decls {
			gd, ok := decl.(*ast.GenDecl)
			if !ok || gd.Tok != token.CONST {
				continue
			}
			for _, spec := range gd.Specs {
				vs := spec.(*ast.ValueSpec)
				id, ok := vs.Type.(*ast.Ident)
				if !ok || !want[id.Name] {
					continue
				}
				for i, name := range vs.Names {
					value := ""
					if i < len(vs.Values) {
						if lit, ok := vs.Values[i].(*ast.BasicLit); ok {
							value, _ = strconv.Unquote(lit.Value)
						}
					}
					out = append(out, sdkConst{id.Name, name.Name, value})
				}
			}
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].name < out[j].name })
	return out
}

// selectorsInFuncs returns the names X of every genai.X in the case clauses
// of the named functions of file, a file of this package.
func selectorsInFuncs(t *testing.T, file string, funcs ...string) map[string]bool {
	t.Helper()
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	f, err := parser.ParseFile(token.NewFileSet(), file, src, parser.SkipObjectResolution)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{}
	for _, fn := range funcs {
		want[fn] = true
	}
	out := map[string]bool{}
	for _, decl := range f.Decls {
		fd, ok := decl.(*ast.FuncDecl)
		if !ok || !want[fd.Name.Name] {
			continue
		}
		delete(want, fd.Name.Name)
		ast.Inspect(fd.Body, func(n ast.Node) bool {
			cc, ok := n.(*ast.CaseClause)
			if !ok {
				return true
			}
			for _, e := range cc.List {
				if sel, ok := e.(*ast.SelectorExpr); ok {
					if x, ok := sel.X.(*ast.Ident); ok && x.Name == "genai" {
						out[sel.Sel.Name] = true
					}
				}
			}
			return true
		})
	}
	for fn := range want {
		t.Fatalf("%s has no function %s", file, fn)
	}
	return out
}
