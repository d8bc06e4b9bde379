package errtext

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/code"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
)

// originKind says where an error comes from.
type originKind uint8

const (
	notLLM   originKind = iota // a non-LLM call, or nothing traceable to an LLM API
	llm                        // an LLM API, directly or through functions
	untraced                   // a parameter of a function nobody in the package calls
)

// origin is where an error comes from. Providers, for llm, are the
// module paths (with major version) of the SDKs, sorted.
type origin struct {
	kind originKind
	// lost: on some path the error was rebuilt from an LLM error's text
	// (fmt.Errorf("%s", err.Error()), errors.New(msg)): the text is the
	// LLM error's, its type is gone, so llmerr.Classify cannot stand in
	// for the search. lostAt is that call, when it is in this package.
	// (lost sits beside kind: origins fill the walk's maps.)
	lost      bool
	providers []string
	lostAt    token.Pos
	// others: every LLM path of the error is a call that also fails for
	// reasons of its own (ADK's runner.Run yields its session service's
	// errors, llmapi.OtherErrors), so a search for words outside the LLM
	// vocabulary classifies those, not a model's.
	others bool
}

func llmOrigin(providers ...string) origin {
	return origin{kind: llm, providers: providers}
}

// join merges two origins: LLM wins, then untraced.
func join(a, b origin) origin {
	switch {
	case a.kind == llm && b.kind == llm:
		p := append(slices.Clone(a.providers), b.providers...)
		slices.Sort(p)
		o := llmOrigin(slices.Compact(p)...)
		o.lost, o.lostAt = a.lost || b.lost, a.lostAt
		o.others = a.others && b.others
		if !o.lostAt.IsValid() {
			o.lostAt = b.lostAt
		}
		return o
	case a.kind == llm:
		return a
	case b.kind == llm:
		return b
	case a.kind == untraced || b.kind == untraced:
		return origin{kind: untraced}
	}
	return origin{}
}

// sdkTypeOrigin returns the origin of a value whose type is declared by an
// SDK (*openai.Error, genai.APIError): its text is an LLM error's text.
func sdkTypeOrigin(t types.Type) (origin, bool) {
	n := code.NamedOf(t)
	if n == nil || n.Obj().Pkg() == nil {
		return origin{}, false
	}
	if m := llmapi.VersionedSDKModule(n.Obj().Pkg().Path()); m != "" {
		return llmOrigin(m), true
	}
	return origin{}, false
}

// errOrigin returns where the error e comes from, as far as w has seen.
func (w *walker) errOrigin(e ast.Expr) origin {
	e = ast.Unparen(e)
	if o, ok := sdkTypeOrigin(w.info().TypeOf(e)); ok {
		return o
	}
	switch e := e.(type) {
	case *ast.Ident:
		obj := w.info().Uses[e]
		if obj == nil {
			return origin{}
		}
		if o, ok := w.errs[obj]; ok {
			return o
		}
		if v, ok := obj.(*types.Var); ok {
			return w.a.paramOrigin(v)
		}
	case *ast.TypeAssertExpr:
		return w.errOrigin(e.X)
	case *ast.CallExpr:
		return w.callOrigin(e)
	}
	return origin{}
}

// callOrigin returns the origin of the error that call returns (its only
// error result).
func (w *walker) callOrigin(call *ast.CallExpr) origin {
	if o, ok := w.closureOrigin(call); ok {
		return o
	}
	fn, _ := typeutil.Callee(w.info(), call).(*types.Func)
	if fn == nil || fn.Pkg() == nil {
		return origin{}
	}
	switch path := fn.Pkg().Path(); {
	case path == "fmt" && fn.Name() == "Errorf", path == "errors" && (fn.Name() == "Join" || fn.Name() == "New"):
		// Wrapping keeps the error what it was; %w or not, its text
		// still holds the cause's.
		o := origin{}
		for _, arg := range call.Args {
			if code.ImplementsError(w.info().TypeOf(arg)) {
				o = join(o, w.errOrigin(arg))
			}
		}
		if o.kind == llm {
			return o
		}
		// Rebuilt from an LLM error's text: the same text, another type.
		for _, arg := range call.Args {
			if src, ok := w.rebuiltText(arg); ok {
				t := src.org
				t.lost = true
				if !t.lostAt.IsValid() {
					t.lostAt = call.Pos()
				}
				o = join(o, t)
			}
		}
		if o.kind == untraced {
			return origin{}
		}
		return o
	}
	if m := llmapi.VersionedSDKModule(fn.Pkg().Path()); m != "" {
		// Inside an SDK module (ADK's own code, say) its other functions
		// are followed like the application's: a session service's error
		// is no model's. Its model calls still are.
		if m != llmapi.VersionedSDKModule(w.a.pass.Pkg.Path()) {
			return sdkCallOrigin(m, fn)
		}
		if _, ok := llmapi.CallOf(fn); ok {
			return sdkCallOrigin(m, fn)
		}
	}
	return w.a.returnsOrigin(fn)
}

// sdkCallOrigin is the origin of the error of fn, a function of the SDK
// module m.
func sdkCallOrigin(m string, fn *types.Func) origin {
	o := llmOrigin(m)
	o.others = llmapi.OtherErrors(fn)
	return o
}

// rebuiltText returns the LLM error whose text e holds, alone or joined
// with + to other strings ("chat: " + err.Error()).
func (w *walker) rebuiltText(e ast.Expr) (textSrc, bool) {
	if b, ok := ast.Unparen(e).(*ast.BinaryExpr); ok && b.Op == token.ADD {
		if src, ok := w.rebuiltText(b.X); ok {
			return src, true
		}
		return w.rebuiltText(b.Y)
	}
	src, ok := w.textOf(e)
	return src, ok && src.errExpr != nil && src.org.kind == llm
}

// sameSummary reports whether two origins summarise alike: the rounds
// walk a function's readers again when one changes.
func sameSummary(a, b origin) bool {
	return slices.Equal(a.providers, b.providers) && a.lost == b.lost && a.others == b.others
}
