package finishreason_test

import (
	"go/ast"
	"go/token"
	"os"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/llmerrlint/llmerrlint/analyzers/finishreason"
)

// TestRelatedPointsAtOrigin checks that a diagnostic on a wrapper's call
// carries related information pointing at where the response comes from:
// the model call itself in this package, the wrapper in another.
func TestRelatedPointsAtOrigin(t *testing.T) {
	results := analysistest.Run(t, testdata(t), finishreason.Analyzer, "finishreason/usehelpers")
	want := map[string]string{
		"usehelpers.ask":  "the response comes from genai.Models.GenerateContent here",
		"helpers.Ask:":    "helpers.Ask returns the unread response of genai.Models.GenerateContent",
		"helpers.Second:": "helpers.Second returns the unread response of genai.Models.GenerateContent",
	}
	found := map[string]bool{}
	for _, res := range results {
		fset := res.Pass.Fset
		for _, d := range res.Diagnostics {
			for key, rel := range want {
				if !strings.Contains(d.Message, key) {
					continue
				}
				// A second position names the llmerr classifier (TestRelatedNamesClassifier).
				if len(d.Related) == 0 || d.Related[0].Message != rel {
					t.Errorf("%s: related = %+v, want %q", fset.Position(d.Pos), d.Related, rel)
					continue
				}
				if !d.Related[0].Pos.IsValid() {
					t.Errorf("%s: related has no position", fset.Position(d.Pos))
				}
				found[key] = true
			}
		}
	}
	for key := range want {
		if !found[key] {
			t.Errorf("no diagnostic mentioning %q", key)
		}
	}
}

// TestRelatedNamesClassifier checks that a diagnostic's related information
// names the llmerr function that reads the reason of the call's response,
// and names none where no provider function takes it (anthropic-sdk-go v1,
// beta messages). Passing the response to one reads the reason: the
// fixture's *Classified functions have no diagnostic.
func TestRelatedNamesClassifier(t *testing.T) {
	const llmerr = "github.com/llmerrlint/llmerrlint/llmerr"
	want := map[string]string{ // enclosing function -> classifier, "" for none
		"openaiUnread":        llmerr + "/openai.ClassifyChatCompletion",
		"responsesUnread":     llmerr + "/openai.ClassifyResponse",
		"legacyUnread":        llmerr + "/openai.ClassifyChatFinishReason",
		"anthropicUnread":     llmerr + "/anthropic.ClassifyMessage",
		"anthropicV1Unread":   "",
		"anthropicBetaUnread": "",
		"goopenaiUnread":      llmerr + "/goopenai.ClassifyChatCompletion",
		"langchainUnread":     llmerr + "/langchaingo.ClassifyContentResponse",
		"genkitUnread":        llmerr + "/genkit.ClassifyResponse",
		"genaiUnread":         llmerr + ".ClassifyGenerateContent",
		"bedrockUnread":       llmerr + "/bedrock.ClassifyConverse",
		"bedrockStreamUnread": llmerr + "/bedrock.ClassifyStopReason",
	}
	results := analysistest.Run(t, testdata(t), finishreason.Analyzer, "finishreason/providers")
	seen := map[string]bool{}
	for _, res := range results {
		for _, d := range res.Diagnostics {
			fn := enclosingFunc(res.Pass.Files, d.Pos)
			cls, ok := want[fn]
			if !ok {
				t.Errorf("%s: diagnostic in %s, not in the table", res.Pass.Fset.Position(d.Pos), fn)
				continue
			}
			seen[fn] = true
			var got []string
			for _, rel := range d.Related {
				got = append(got, rel.Message)
			}
			switch {
			case cls == "" && len(got) != 0:
				t.Errorf("%s: related %q, want none", fn, got)
			case cls != "" && (len(got) != 1 || got[0] != "classify it with "+cls):
				t.Errorf("%s: related %q, want %q", fn, got, "classify it with "+cls)
			}
		}
	}
	for fn := range want {
		if !seen[fn] {
			t.Errorf("no diagnostic in %s", fn)
		}
	}
}

func enclosingFunc(files []*ast.File, pos token.Pos) string {
	for _, f := range files {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Pos() <= pos && pos < fd.End() {
				return fd.Name.Name
			}
		}
	}
	return ""
}

// TestRelatedPointsAtToolComparison checks that a read which only tells
// tool calls apart is named, with the value, at the comparison.
func TestRelatedPointsAtToolComparison(t *testing.T) {
	results := analysistest.Run(t, testdata(t), finishreason.Analyzer, "finishreason/toolonly")
	n := 0
	for _, res := range results {
		fset := res.Pass.Fset
		for _, d := range res.Diagnostics {
			n++
			if len(d.Related) == 0 || !strings.HasSuffix(d.Related[0].Message, ` is only compared with "tool_use" here`) &&
				!strings.HasSuffix(d.Related[0].Message, ` is only compared with "tool_calls" here`) &&
				!strings.HasSuffix(d.Related[0].Message, ` is only compared with "interrupted" here`) {
				t.Errorf("%s: related = %+v, want the comparison", fset.Position(d.Pos), d.Related)
				continue
			}
			if call, cmp := fset.Position(d.Pos), fset.Position(d.Related[0].Pos); cmp.Line <= call.Line {
				t.Errorf("%s: comparison at %s, want after the call", call, cmp)
			}
		}
	}
	if n == 0 {
		t.Fatal("no diagnostics")
	}
}

// TestRelatedPointsAtBlockReason: a finding on a response of which only
// the prompt's block reason is read points at that read, the first one in
// the function, which comes after the call. A package with tests is
// analysed twice (with and without them): positions are counted once.
func TestRelatedPointsAtBlockReason(t *testing.T) {
	results := analysistest.Run(t, testdata(t), finishreason.Analyzer, "finishreason/genai", "finishreason/legacygenai")
	seen := map[token.Position]bool{}
	for _, res := range results {
		fset := res.Pass.Fset
		for _, d := range res.Diagnostics {
			if !strings.Contains(d.Message, "only the prompt's block reason read") {
				continue
			}
			seen[fset.Position(d.Pos)] = true
			if len(d.Related) == 0 || d.Related[0].Message != "the block reason is read here, no candidate's finish reason" {
				t.Errorf("%s: related = %+v, want the read of the block reason", fset.Position(d.Pos), d.Related)
				continue
			}
			read := fset.Position(d.Related[0].Pos)
			if call := fset.Position(d.Pos); read.Line <= call.Line {
				t.Errorf("%s: block reason read at %s, want after the call", call, read)
			}
			if src := lineAt(t, read); !strings.Contains(src[read.Column-1:], "PromptFeedback") {
				t.Errorf("%s: related points at %q, want the PromptFeedback read", read, src)
			}
		}
	}
	if len(seen) != 3 {
		t.Fatalf("%d block-only findings, want 3", len(seen))
	}
}

// lineAt returns the source line at pos.
func lineAt(t *testing.T, pos token.Position) string {
	t.Helper()
	src, err := os.ReadFile(pos.Filename)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(src), "\n")
	if pos.Line < 1 || pos.Line > len(lines) {
		t.Fatalf("%s: no such line", pos)
	}
	return lines[pos.Line-1]
}

// TestRelatedPointsAtStrictRead: under -strict, a finding whose only read
// of the reason logs it, or tests it for presence, says so and points at
// that read, after the call.
func TestRelatedPointsAtStrictRead(t *testing.T) {
	a := finishreason.New(finishreason.Config{Strict: true})
	results := analysistest.Run(t, testdata(t), a, "finishreason/strict")
	kinds := map[string]string{
		"only logged":              "is only logged here",
		"only tested for presence": "is only compared with its zero value here",
	}
	seen := map[string]int{}
	for _, res := range results {
		fset := res.Pass.Fset
		for _, d := range res.Diagnostics {
			for kind, rel := range kinds {
				if !strings.Contains(d.Message, " reason "+kind+";") {
					continue
				}
				seen[kind]++
				if len(d.Related) == 0 || !strings.HasSuffix(d.Related[0].Message, rel) {
					t.Errorf("%s: related = %+v, want the read (%q)", fset.Position(d.Pos), d.Related, rel)
					continue
				}
				if call, read := fset.Position(d.Pos), fset.Position(d.Related[0].Pos); read.Line < call.Line {
					t.Errorf("%s: read at %s, want after the call", call, read)
				}
			}
		}
	}
	for kind := range kinds {
		if seen[kind] == 0 {
			t.Errorf("no %q finding", kind)
		}
	}
}

// TestRelatedPointsAtDecode: a finding on a reply whose text is only
// decoded as JSON points at the decode, after the call.
func TestRelatedPointsAtDecode(t *testing.T) {
	results := analysistest.Run(t, testdata(t), finishreason.Analyzer, "finishreason/decoded")
	const rel = "the text is only decoded here; a stop fails the decode, not the call"
	n := 0
	for _, res := range results {
		fset := res.Pass.Fset
		for _, d := range res.Diagnostics {
			if !strings.HasSuffix(d.Message, "surfaces as a JSON error") {
				continue
			}
			n++
			i := slices.IndexFunc(d.Related, func(r analysis.RelatedInformation) bool { return r.Message == rel })
			if i < 0 {
				t.Errorf("%s: related = %+v, want the decode", fset.Position(d.Pos), d.Related)
				continue
			}
			call, dec := fset.Position(d.Pos), fset.Position(d.Related[i].Pos)
			if dec.Line <= call.Line {
				t.Errorf("%s: decode at %s, want after the call", call, dec)
			}
			if src := lineAt(t, dec); !strings.HasPrefix(src[dec.Column-1:], "json.") {
				t.Errorf("%s: related points at %q, want the decode", dec, src)
			}
		}
	}
	if n != 7 {
		t.Fatalf("%d decode findings, want 7", n)
	}
}
