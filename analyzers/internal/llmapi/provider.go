package llmapi

import (
	"go/types"
	"strings"
)

// Classifier is the llmerr function that reads the reason of a family's
// response. Passing a response to it counts as reading the reason
// (IsClassifier), and finishreason's diagnostics name it.
type Classifier struct {
	Func ObjectRef // the function; PkgPath is an llmerr package
	Pkg  string    // that package's name: "openaierr"
	// SDK is the module path, with its major version, of the SDK whose
	// response the function takes: a response of another major (ADK v1,
	// anthropic-sdk-go v1) cannot be passed to it.
	SDK string
	// Param is the type of its parameter, qualified by package path:
	// "*github.com/openai/openai-go/v3.ChatCompletion". The conformance
	// test checks it against the real provider package.
	Param string
}

// Name is the function as code calls it: "openaierr.ClassifyChatCompletion".
func (c *Classifier) Name() string { return c.Pkg + "." + c.Func.Name }

// QualifiedName is the function with its import path, for messages.
func (c *Classifier) QualifiedName() string { return c.Func.PkgPath + "." + c.Func.Name }

// provider is an llmerr package that classifies the thrown errors of one
// SDK (it registers its classifier with llmerr in init, so importing it
// is enough for llmerr.Classify) and the responses of its families.
type provider struct {
	sdk     string // module path with major version
	pkgPath string
	pkgName string
}

// classifier builds a family's Classifier: the function name in the
// provider package of the SDK module sdk (with its major version), taking
// a param (a type of that SDK, "*" prefix for a pointer, "sub.Name" for a
// subpackage's type, or a predeclared type such as string). Its package
// is resolved when the SDK is added to the lists (resolve).
func classifier(sdk, name, param string) *Classifier {
	c := &Classifier{Func: ObjectRef{Name: name}, SDK: sdk, Param: param}
	if types.Universe.Lookup(param) != nil {
		return c
	}
	ptr := strings.HasPrefix(param, "*")
	param = strings.TrimPrefix(param, "*")
	pkg := sdk
	if sub, typ, ok := strings.Cut(param, "."); ok {
		pkg, param = sdk+"/"+sub, typ
	}
	c.Param = pkg + "." + param
	if ptr {
		c.Param = "*" + c.Param
	}
	return c
}

// resolve sets c's package from the provider of s for c's major; it stays
// empty without one, which TestSDKShapes reports.
func (c *Classifier) resolve(s *SDK) {
	for _, p := range s.Providers {
		if s.Module+p.Major == c.SDK {
			c.Func.PkgPath, c.Pkg = p.Pkg, p.Name
		}
	}
}

func providerOf(sdk string) *provider {
	for i := range providers {
		if providers[i].sdk == sdk {
			return &providers[i]
		}
	}
	return nil
}

// VersionedSDKModule returns the module path, with its major version, of
// an SDK import path: "github.com/openai/openai-go/v3/responses" gives
// "github.com/openai/openai-go/v3". It is "" outside the table's SDKs.
// It names an error's provider.
func VersionedSDKModule(path string) string {
	m := moduleOfImport(path)
	if m == "" || m == llmerrMod || !strings.HasPrefix(path, m) {
		return ""
	}
	rest := path[len(m):]
	if rest != "" && rest[0] != '/' {
		return ""
	}
	if elem, _, _ := strings.Cut(strings.TrimPrefix(rest, "/"), "/"); isMajor(elem) {
		return m + "/" + elem
	}
	return m
}

// ProviderFor returns the llmerr package that classifies the thrown errors
// of the SDK package at path (any package of the module, with its major
// version), or "" when there is none. Importing it registers its
// classifier, so that llmerr.Classify reads those errors. For genai and
// ADK it is llmerr itself, which needs no import to register anything.
func ProviderFor(path string) (pkgPath, pkgName string) {
	if p := providerOf(VersionedSDKModule(path)); p != nil {
		return p.pkgPath, p.pkgName
	}
	return "", ""
}

// ClassifierFor returns the function that classifies a response of the
// family when that response comes from the SDK package at path, or nil:
// none exists for the family, or it takes another major version's type.
func ClassifierFor(f *Family, path string) *Classifier {
	if f == nil || f.Classify == nil || VersionedSDKModule(path) != f.Classify.SDK {
		return nil
	}
	return f.Classify
}

// Classifiers lists the classify functions the families name, in table
// order, for the conformance test.
func Classifiers() []*Classifier {
	var out []*Classifier
	seen := map[*Classifier]bool{}
	for _, c := range calls {
		if k := c.Family.Classify; k != nil && !seen[k] {
			seen[k] = true
			out = append(out, k)
		}
	}
	return out
}

// SDKPathOf returns the import path of the first SDK package that declares
// a named type within t: a pointer's element, a slice's, a generic type's
// arguments (iter.Seq2[*genai.GenerateContentResponse, error],
// *ssestream.Stream[openai.ChatCompletionChunk]). It is "" when t names
// no SDK type, as for an interface{} or a type parameter.
func SDKPathOf(t types.Type) string {
	var path string
	var visit func(t types.Type, depth int)
	visit = func(t types.Type, depth int) {
		if path != "" || depth > 4 {
			return
		}
		switch t := types.Unalias(t).(type) {
		case *types.Named:
			if pkg := t.Obj().Pkg(); pkg != nil && IsSDK(pkg.Path()) {
				path = pkg.Path()
				return
			}
			for i := 0; i < t.TypeArgs().Len(); i++ {
				visit(t.TypeArgs().At(i), depth+1)
			}
		case *types.Pointer:
			visit(t.Elem(), depth+1)
		case *types.Slice:
			visit(t.Elem(), depth+1)
		}
	}
	visit(t, 0)
	return path
}
