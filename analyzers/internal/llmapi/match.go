package llmapi

import (
	"go/types"
	"sort"
	"strings"
	"sync"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/code"
)

// ObjectRef names an object of the table. Recv is "" for package-level
// functions, types and variables; for a method it is the receiver's type
// name, for a field the name of the struct type that declares it.
// PkgPath carries no major-version element ("/v2", "/v3").
type ObjectRef struct{ PkgPath, Recv, Name string }

// Family groups the calls whose responses are read the same way.
type Family struct {
	Name   string
	Reason string // what goes unread, for messages: "finish reason", "status"
	Stop   string // the stop that passes unnoticed: "a SAFETY or MAX_TOKENS stop"
	// Classify is the llmerr function that reads the reason of a response
	// (provider.go); nil when there is none.
	Classify *Classifier
}

// Call is a model call of the table.
type Call struct {
	Ref     ObjectRef
	Display string // "genai.Models.GenerateContent"
	Family  *Family
	Result  int // index of the result that carries the response
	// Handler is the 1-based index of the argument, a function, that the
	// call hands each response to when it returns none (Ollama's
	// Client.Chat and Generate return only an error): the response is
	// that function's parameter, and Result means nothing. 0: the call
	// returns its response.
	Handler int
	// Discards is set for calls that return only text, so the reason is
	// lost whatever the caller does; it says what to use instead.
	Discards string
	// ReasonCallbacks are the fields of the struct argument at CallbackArg
	// that hold functions the call hands the reason to (fantasy's
	// AgentStreamCall.OnStepFinish, ...): one set may read it there.
	ReasonCallbacks []ObjectRef
	CallbackArg     int
	// AnswerCallbacks are the fields of that argument that hold functions
	// the call hands the answer to (AgentStreamCall.OnTextDelta): one set
	// uses the response, whatever becomes of the call's result.
	AnswerCallbacks []ObjectRef
	// State is a method of the call's receiver whose result holds the
	// reason of the run (a tool runner's LastMessage): a function that
	// calls it on the same receiver may read the reason there.
	State ObjectRef
}

// IsState reports whether fn is c's State method.
func (c *Call) IsState(fn *types.Func) bool {
	return c.State != (ObjectRef{}) && fn != nil && fn.Pkg() != nil && RefOf(fn) == c.State
}

// Field is a field whose read counts as reading the finish reason.
type Field struct {
	Ref  ObjectRef
	Weak bool // ADK's ErrorCode: read alone it misses partial-content stops
	// BlockOnly: the Gemini SDKs' prompt block reason. Read alone, it
	// misses every stop of a candidate (MAX_TOKENS, SAFETY, RECITATION).
	BlockOnly bool
}

func ref(mod, sub, recv, name string) ObjectRef {
	p := mod
	if sub != "" {
		p += "/" + sub
	}
	return ObjectRef{PkgPath: p, Recv: recv, Name: name}
}

// NormalizePath drops a major-version element (v2, v3, ...) from an import
// path, so every major version of an SDK matches one table entry.
func NormalizePath(path string) string {
	if !strings.Contains(path, "/v") {
		return path
	}
	if n, ok := normalized.Load(path); ok {
		return n.(string)
	}
	n := normalizePath(path)
	normalized.Store(path, n)
	return n
}

// normalized remembers NormalizePath's results: RefOf asks it for every
// callee and field, and a process sees few distinct paths.
var normalized sync.Map

func normalizePath(path string) string {
	elems := strings.Split(path, "/")
	out := elems[:1]
	for _, e := range elems[1:] {
		if isMajor(e) {
			continue
		}
		out = append(out, e)
	}
	return strings.Join(out, "/")
}

func isMajor(e string) bool {
	if len(e) < 2 || e[0] != 'v' || e[1] == '0' || e[1] == '1' && len(e) == 2 {
		return false
	}
	for _, r := range e[1:] {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// moduleOfImport is moduleOf(NormalizePath(path)), remembered: analyzers
// ask it for the package of every object they meet, and a process sees
// few distinct paths.
func moduleOfImport(path string) string {
	if m, ok := importModules.Load(path); ok {
		return m.(string)
	}
	m := moduleOf(NormalizePath(path))
	importModules.Store(path, m)
	return m
}

var importModules sync.Map // import path -> module root or ""

// moduleOf returns the module root of an unversioned table path.
func moduleOf(path string) string {
	best := ""
	for m := range majors {
		// No m+"/": every package of a build asks, on the fast path.
		if strings.HasPrefix(path, m) && (len(path) == len(m) || path[len(m)] == '/') && len(m) > len(best) {
			best = m
		}
	}
	return best
}

// versioned expands an unversioned table path to each listed major.
func versioned(path string) []string {
	m := moduleOf(path)
	var out []string
	for _, v := range majors[m] {
		out = append(out, m+v+path[len(m):])
	}
	return out
}

// Objects lists every object the table names, once per listed import path
// variant, sorted. The conformance test checks each against the real SDKs.
func Objects() []ObjectRef {
	var refs []ObjectRef
	for _, c := range calls {
		refs = append(refs, c.Ref)
		refs = append(refs, c.ReasonCallbacks...)
		refs = append(refs, c.AnswerCallbacks...)
		if c.State != (ObjectRef{}) {
			refs = append(refs, c.State)
		}
	}
	for _, f := range reasonFields {
		refs = append(refs, f.Ref)
	}
	refs = append(refs, contentFields...)
	refs = append(refs, errorMessageFields...)
	refs = append(refs, errorTextMethods...)
	refs = append(refs, errorCodeFields...)
	for _, e := range errorTypes {
		refs = append(refs, e.Ref)
	}
	for _, c := range callbackTypes {
		refs = append(refs, c.Ref)
	}
	refs = append(refs, callbackContexts...)
	refs = append(refs, callbackModelTypes...)
	refs = append(refs, adapterRefs()...)
	refs = append(refs, composeObjects()...)
	refs = append(refs, carrierInterfaces...)
	refs = append(refs, StreamModeRefs()...)
	refs = append(refs, refusalRefs()...)
	refs = append(refs, reasonValueRefs()...)
	refs = append(refs, terminalEventRefs()...)
	for _, c := range configLits {
		refs = append(refs, c.Ref,
			ObjectRef{PkgPath: c.Ref.PkgPath, Recv: c.Ref.Name, Name: c.BeforeModel},
			ObjectRef{PkgPath: c.Ref.PkgPath, Recv: c.Ref.Name, Name: c.OnError},
			ObjectRef{PkgPath: c.Ref.PkgPath, Recv: c.Ref.Name, Name: c.AfterModel})
	}
	seen := map[ObjectRef]bool{}
	var out []ObjectRef
	for _, r := range refs {
		only, restricted := onlyMajor[r]
		m := moduleOf(r.PkgPath)
		for _, p := range versioned(r.PkgPath) {
			if restricted && p != m+only+r.PkgPath[len(m):] {
				continue
			}
			v := ObjectRef{PkgPath: p, Recv: r.Recv, Name: r.Name}
			if !seen[v] {
				seen[v] = true
				out = append(out, v)
			}
		}
	}
	sortRefs(out)
	return out
}

// IsTablePackage reports whether an import path (any major version) is a
// package the table names: importing one makes a package worth analysing.
func IsTablePackage(path string) bool {
	_, ok := tablePackages()[NormalizePath(path)]
	return ok
}

var tablePackages = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{}
	for _, r := range Objects() {
		m[NormalizePath(r.PkgPath)] = true
	}
	return m
})

// RefOf returns the unversioned reference of a function, method, type or
// package-level object. Methods of generic types use the origin.
func RefOf(obj types.Object) ObjectRef {
	if obj == nil || obj.Pkg() == nil {
		return ObjectRef{}
	}
	r := ObjectRef{PkgPath: NormalizePath(obj.Pkg().Path()), Name: obj.Name()}
	if fn, ok := obj.(*types.Func); ok {
		if recv := fn.Origin().Signature().Recv(); recv != nil {
			r.Recv = typeName(recv.Type())
		}
	}
	return r
}

// typeName returns the name of a (pointer to a) named type.
func typeName(t types.Type) string {
	if n := code.NamedOf(t); n != nil {
		return n.Obj().Name()
	}
	return ""
}

var callsByRef = sync.OnceValue(func() map[ObjectRef]*Call {
	m := map[ObjectRef]*Call{}
	for i := range calls {
		m[calls[i].Ref] = &calls[i]
	}
	return m
})

// implementedNames holds the names of the methods of implementedBy.
var implementedNames = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{}
	for r := range implementedBy {
		m[r.Name] = true
	}
	return m
})

// CallOf reports whether fn is a model call of the table: the method or
// function itself, or a concrete method implementing one of the interface
// methods that cover every implementation (ADK's model.LLM,
// langchaingo's llms.Model).
func CallOf(fn *types.Func) (*Call, bool) {
	if fn == nil || fn.Pkg() == nil {
		return nil, false
	}
	fn = fn.Origin()
	// Every call of an analysed function body comes here: the package and
	// the name rule most out before a reference is built and looked up.
	if IsTablePackage(fn.Pkg().Path()) {
		if c, ok := callsByRef()[RefOf(fn)]; ok {
			return c, true
		}
	}
	recv := fn.Signature().Recv()
	if recv == nil || !implementedNames()[fn.Name()] {
		return nil, false
	}
	for iref := range implementedBy {
		if iref.Name != fn.Name() {
			continue
		}
		iface := findInterface(fn.Signature(), iref)
		if iface != nil && (types.Implements(recv.Type(), iface) ||
			types.Implements(types.NewPointer(recv.Type()), iface)) {
			return callsByRef()[iref], true
		}
	}
	return nil, false
}

// findInterface looks for the interface named by iref in the packages of
// the types that sig mentions: an implementation's signature names the
// SDK package (model.LLMRequest, llms.CallOption), even when the current
// package does not import it.
func findInterface(sig *types.Signature, iref ObjectRef) *types.Interface {
	var found *types.Interface
	var visit func(t types.Type, depth int)
	visit = func(t types.Type, depth int) {
		if found != nil || depth > 4 {
			return
		}
		switch t := types.Unalias(t).(type) {
		case *types.Named:
			obj := t.Obj()
			if obj.Pkg() != nil && NormalizePath(obj.Pkg().Path()) == iref.PkgPath {
				if tn, ok := obj.Pkg().Scope().Lookup(iref.Recv).(*types.TypeName); ok {
					if it, ok := tn.Type().Underlying().(*types.Interface); ok {
						found = it
						return
					}
				}
			}
			for i := 0; i < t.TypeArgs().Len(); i++ {
				visit(t.TypeArgs().At(i), depth+1)
			}
		case *types.Pointer:
			visit(t.Elem(), depth+1)
		case *types.Slice:
			visit(t.Elem(), depth+1)
		case *types.Signature:
			for _, tup := range []*types.Tuple{t.Params(), t.Results()} {
				for i := 0; i < tup.Len(); i++ {
					visit(tup.At(i).Type(), depth+1)
				}
			}
		}
	}
	visit(sig, 0)
	return found
}

var fieldsByKey = sync.OnceValue(func() map[[2]string][]Field {
	m := map[[2]string][]Field{}
	for _, f := range reasonFields {
		k := [2]string{f.Ref.PkgPath, f.Ref.Name}
		m[k] = append(m[k], f)
	}
	return m
})

// FieldOf reports whether v is a reason field. The owner is resolved
// through the declaring package's scope, so a promoted field (ev.FinishReason
// on an ADK session.Event, which embeds model.LLMResponse) matches too.
func FieldOf(v *types.Var) (Field, bool) {
	if v == nil || !v.IsField() || v.Pkg() == nil {
		return Field{}, false
	}
	for _, f := range fieldsByKey()[[2]string{NormalizePath(v.Pkg().Path()), v.Name()}] {
		if ownerDeclares(v, f.Ref.Recv) {
			return f, true
		}
	}
	return Field{}, false
}

// IsContentField reports whether v is the content an AfterModel callback
// consumes (ADK LLMResponse.Content).
func IsContentField(v *types.Var) bool {
	if v == nil || !v.IsField() || v.Pkg() == nil {
		return false
	}
	for _, r := range contentFields {
		if r.PkgPath == NormalizePath(v.Pkg().Path()) && r.Name == v.Name() && ownerDeclares(v, r.Recv) {
			return true
		}
	}
	return false
}

func ownerDeclares(v *types.Var, owner string) bool {
	tn, ok := v.Pkg().Scope().Lookup(owner).(*types.TypeName)
	if !ok {
		return false
	}
	st, ok := tn.Type().Underlying().(*types.Struct)
	if !ok {
		return false
	}
	origin := v.Origin()
	for i := 0; i < st.NumFields(); i++ {
		if st.Field(i) == origin {
			return true
		}
	}
	return false
}

// IsClassifier reports whether fn is an llmerr function: passing a
// response to one counts as reading its reason.
func IsClassifier(fn *types.Func) bool {
	if fn == nil || fn.Pkg() == nil {
		return false
	}
	p := NormalizePath(fn.Pkg().Path())
	return p == llmerrMod || strings.HasPrefix(p, llmerrMod+"/")
}

// CallbackKind is the kind of an ADK model callback.
type CallbackKind uint8

// The model callback kinds; NotCallback is the zero value.
const (
	NotCallback CallbackKind = iota
	BeforeModel
	AfterModel
	OnModelError
)

func (k CallbackKind) String() string {
	switch k {
	case BeforeModel:
		return "BeforeModel"
	case AfterModel:
		return "AfterModel"
	case OnModelError:
		return "OnModelError"
	}
	return "not a callback"
}

// ModelCallbackKind reports which of ADK's model callback types
// (callbackTypes) sig has the shape of, of either module path and either
// context type (v1 agent.CallbackContext, v2 agent.Context):
//
//	func(ctx, *model.LLMRequest) (*model.LLMResponse, error)         // BeforeModel
//	func(ctx, *model.LLMResponse, error) (*model.LLMResponse, error) // AfterModel
//	func(ctx, *model.LLMRequest, error) (*model.LLMResponse, error)  // OnModelError
//
// It matches by shape so that a callback declared in a package that does
// not import llmagent is found too.
func ModelCallbackKind(sig *types.Signature) CallbackKind {
	if sig == nil || sig.Variadic() {
		return NotCallback
	}
	// Every function of a package is asked: the cheap tests go first.
	p, r := sig.Params(), sig.Results()
	if p.Len() < 2 || p.Len() > 3 || r.Len() != 2 || !code.IsError(r.At(1).Type()) ||
		!isADKModelPtr(r.At(0).Type(), "LLMResponse") || !isCallbackContext(p.At(0).Type()) {
		return NotCallback
	}
	for _, c := range callbackTypes {
		want := 2
		if c.Err {
			want = 3
		}
		if p.Len() == want && isADKModelPtr(p.At(1).Type(), c.Params) && (!c.Err || code.IsError(p.At(2).Type())) {
			return c.Kind
		}
	}
	return NotCallback
}

// CallbackTypeKind reports which of ADK's named model callback types t is
// (llmagent.AfterModelCallback...), or NotCallback.
func CallbackTypeKind(t types.Type) CallbackKind {
	n, ok := types.Unalias(t).(*types.Named)
	if !ok {
		return NotCallback
	}
	r := RefOf(n.Obj())
	for _, c := range callbackTypes {
		if c.Ref == r {
			return c.Kind
		}
	}
	return NotCallback
}

// CallbackField returns the kind of callback the field of an ADK config
// struct holds, by its name, or NotCallback.
func (c *ConfigLit) CallbackField(name string) CallbackKind {
	switch name {
	case c.BeforeModel:
		return BeforeModel
	case c.AfterModel:
		return AfterModel
	case c.OnError:
		return OnModelError
	}
	return NotCallback
}

func isCallbackContext(t types.Type) bool {
	n, ok := types.Unalias(t).(*types.Named)
	if !ok {
		return false
	}
	r := RefOf(n.Obj())
	for _, c := range callbackContexts {
		if c == r {
			return true
		}
	}
	return false
}

// isADKModelPtr reports whether t is a pointer to the named type of ADK's
// model package (callbackModelTypes).
func isADKModelPtr(t types.Type, name string) bool {
	ptr, ok := types.Unalias(t).(*types.Pointer)
	if !ok {
		return false
	}
	n, ok := types.Unalias(ptr.Elem()).(*types.Named)
	if !ok {
		return false
	}
	r := RefOf(n.Obj())
	for _, m := range callbackModelTypes {
		if m == r && m.Name == name {
			return true
		}
	}
	return false
}

// IsErrorMessageField reports whether v is the message-text field of an SDK
// error type, such as genai.APIError.Message.
func IsErrorMessageField(v *types.Var) bool { return isErrorField(v, errorMessageFields) }

// IsErrorTextMethod reports whether fn returns the whole text of an SDK
// error type, such as openai-go's and anthropic-sdk-go's Error.RawJSON.
func IsErrorTextMethod(fn *types.Func) bool {
	if fn == nil || fn.Pkg() == nil {
		return false
	}
	r := RefOf(fn)
	for _, m := range errorTextMethods {
		if m == r {
			return true
		}
	}
	return false
}

// IsErrorCodeField reports whether v is the machine-readable code field of
// an SDK error type, such as openai-go's Error.Code.
func IsErrorCodeField(v *types.Var) bool { return isErrorField(v, errorCodeFields) }

func isErrorField(v *types.Var, fields []ObjectRef) bool {
	if v == nil || !v.IsField() || v.Pkg() == nil {
		return false
	}
	path := NormalizePath(v.Pkg().Path())
	for _, r := range fields {
		if r.PkgPath == path && r.Name == v.Name() && ownerDeclares(v, r.Recv) {
			return true
		}
	}
	return false
}

// IsLLMPackage reports whether an import path belongs to one of the
// modules the table knows, llmerr included: code that refers to one deals
// with LLM calls.
func IsLLMPackage(path string) bool { return moduleOfImport(path) != "" }

// IsSDK reports whether an import path belongs to one of the SDK modules
// of the table (any package of the module, e.g. a stream package). Their
// methods are trusted not to keep a response they are handed.
func IsSDK(path string) bool {
	m := moduleOfImport(path)
	return m != "" && m != llmerrMod
}

// SDKImports returns the packages of SDK modules (IsSDK) that pkg
// imports directly, in the order of its imports.
func SDKImports(pkg *types.Package) []*types.Package {
	var out []*types.Package
	for _, imp := range pkg.Imports() {
		if IsSDK(imp.Path()) {
			out = append(out, imp)
		}
	}
	return out
}

// SDKModule returns the root of the SDK module an import path belongs
// to, without its major version ("google.golang.org/adk" for
// google.golang.org/adk/v2/model), or "" for a package of no SDK.
func SDKModule(path string) string {
	if m := moduleOfImport(path); m != llmerrMod {
		return m
	}
	return ""
}

// ConfigOf reports whether t is an ADK config struct whose literals must
// pair model-error callbacks with after-model callbacks.
func ConfigOf(t types.Type) (*ConfigLit, bool) {
	n, ok := types.Unalias(t).(*types.Named)
	if !ok {
		return nil, false
	}
	r := RefOf(n.Obj())
	for i := range configLits {
		if configLits[i].Ref == r {
			return &configLits[i], true
		}
	}
	return nil, false
}

// FamilyByName returns the family with the given Name, for facts that
// carry it across packages.
func FamilyByName(name string) *Family {
	for _, c := range calls {
		if c.Family.Name == name {
			return c.Family
		}
	}
	return nil
}

// sortRefs orders refs by package, receiver and name, so that the lists
// the conformance test walks come out the same on every run.
func sortRefs(refs []ObjectRef) {
	sort.Slice(refs, func(i, j int) bool {
		a, b := refs[i], refs[j]
		if a.PkgPath != b.PkgPath {
			return a.PkgPath < b.PkgPath
		}
		if a.Recv != b.Recv {
			return a.Recv < b.Recv
		}
		return a.Name < b.Name
	})
}
