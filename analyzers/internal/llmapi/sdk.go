package llmapi

// SDK is everything llmerrlint knows about one LLM SDK module. Each SDK
// declares one in a file of its own (genai.go, openai.go, ...) and
// registers it; the lists the lookups of this package read (calls,
// reasonFields, errorTypes, ...) are built from them (tables.go), and
// TestSDKShapes fails on an entry that lacks what its shape requires.
//
// Every ObjectRef of an SDK has an unversioned package path of its module.
type SDK struct {
	Name   string // as messages and tests name it: "genai", "openai-go"
	Module string // the module root, without major version
	// Majors are the major versions whose import paths Objects lists ("",
	// "/v2"); matching accepts any major.
	Majors []string
	// Pins are the versions of each major that the conformance helper
	// modules and tools/corpus build against.
	Pins []Pin
	// Providers are the llmerr packages that classify the SDK's errors
	// and responses, one per major they read.
	Providers []Provider

	// Calls are the model calls, each with its family (what to read, and
	// the stop that passes unnoticed when it is not).
	Calls []Call
	// Implemented are interface methods of Calls that also match any
	// concrete method of that name whose receiver implements the interface.
	Implemented []ObjectRef
	// Adapters are the interface methods of Calls whose implementations
	// are model adapters (adapterreason).
	Adapters []ObjectRef
	// ResponseLits are the framework response types adapters build.
	ResponseLits []ResponseLit
	// Streams are the calls of Calls that stream.
	Streams []StreamCall
	// CarrierInterfaces are interfaces whose values hold a response or a
	// stream event with a reason field their methods do not show.
	CarrierInterfaces []ObjectRef

	// ReasonFields are the fields whose read counts as reading the reason
	// (finish, stop or block reason, status, error code), most direct first.
	ReasonFields []Field
	// ReasonValues are the provider reasons' values that are failures.
	ReasonValues []ReasonValues
	// StopConstants are the framework's constants for a healthy stop.
	StopConstants []ObjectRef
	// TerminalEvents are the events that end a stream with its status.
	TerminalEvents TerminalEvents
	// Refusals are the reads of an answer that keeps its refusal apart
	// from its text, under a status that says success.
	Refusals Refusals

	// AnswerFields hold the answer in a response's content.
	AnswerFields []ObjectRef
	// MetadataFields hold what a response says about itself (usage, IDs).
	MetadataFields []ObjectRef
	// RawJSONMethods return the JSON a response or event was decoded from.
	RawJSONMethods []ObjectRef

	// ErrorTypes are the SDK's error types and the form calls return them in.
	ErrorTypes []ErrorType
	// ErrorMessageFields hold an error's human-readable message.
	ErrorMessageFields []ObjectRef
	// ErrorCodeFields hold an error's machine-readable code.
	ErrorCodeFields []ObjectRef
	// ErrorTextMethods return the whole text of an error (its raw JSON).
	ErrorTextMethods []ObjectRef

	// Callbacks is an agent framework's model-callback API (ADK's).
	Callbacks *ModelCallbacks
	// OnlyMajor restricts an entry to one major version of the module,
	// for Objects: the others lack the object.
	OnlyMajor map[ObjectRef]string
}

// Pin is the version of one major of an SDK that the project builds
// against.
type Pin struct {
	Major   string // "" or "/v2", one of the SDK's Majors
	Version string // "v2.17.0"
	// Module is the Go module that holds the SDK's packages when the SDK
	// is one package of a larger module (Ollama's api package of
	// github.com/ollama/ollama); empty, it is the SDK's Module and Major.
	Module string
	// Conformance is the helper module under testdata/conformance that
	// requires this version; "" is "sdks", the one for most SDKs.
	Conformance string
	// Corpus is the name of the module's tools/corpus target, and
	// Exclude the packages the corpus leaves out (dependencies the module
	// proxy does not serve).
	Corpus  string
	Exclude []string
}

// Provider is an llmerr package that classifies the thrown errors of one
// major of an SDK (it registers its classifier with llmerr in init, so
// importing it is enough for llmerr.Classify) and the responses of its
// families.
type Provider struct {
	Major string // "" or "/v3", one of the SDK's Majors
	Pkg   string // import path: llmerrMod + "/openai"
	Name  string // package name: "openaierr"
}

// TerminalEvents are the events that end a stream and tell its status:
// code that keeps only the successful one has told the statuses apart.
type TerminalEvents struct {
	Types      []ObjectRef // the event types
	Methods    []ObjectRef // methods that convert an event union into one
	TypeFields []ObjectRef // the union's field naming the event type
	Values     []string    // the type names of the terminal events
}

// Refusals are the reads of an answer whose refusal is an item of its
// own and whose status stays a success (the Responses API's): an adapter
// that reads only the text reports the refusal as a normal answer.
type Refusals struct {
	// TextReads read only the answer's text.
	TextReads []ObjectRef
	// Reads reach a refusal item: its field, its variant, or the whole
	// item (a union's AsAny, its raw JSON).
	Reads []ObjectRef
}

// ModelCallbacks is an agent framework's model-callback API: the callback
// types, the configs that install them and the plugins that compose them.
type ModelCallbacks struct {
	Types      []CallbackType
	Contexts   []ObjectRef // the context types of the first parameter
	ModelTypes []ObjectRef // the model types between context and error
	Configs    []ConfigLit
	// Composed are the configs whose callbacks compose with those of
	// other values of the same type per runner (plugins).
	Composed []ObjectRef
	// PluginLists are the fields that install plugins in a runner;
	// PluginConstructors build a plugin from a composed config.
	PluginLists        []ObjectRef
	PluginConstructors []ObjectRef
	// ContentFields are what an AfterModel callback consumes.
	ContentFields []ObjectRef
}

// CallbackType is a named model callback type. A function is a model
// callback when its signature has the shape of one (ModelCallbackKind).
type CallbackType struct {
	Kind   CallbackKind
	Ref    ObjectRef
	Params string // model type of the second parameter
	Err    bool   // a third parameter of type error
}

// llmerrMod is this repository's classifier library, whose packages the
// Providers name.
const llmerrMod = "github.com/llmerrlint/llmerrlint/llmerr"

// sdks are the registered SDKs, in registration order: the order of the
// files that declare them.
var sdks []*SDK

// register adds s to the SDKs the lookups of this package know. It runs
// while package variables are initialised; tables.go builds the lists in
// init, after every SDK is registered.
func register(s *SDK) *SDK {
	sdks = append(sdks, s)
	return s
}

// ConfigLit describes an ADK config struct whose literal must pair
// model-error callbacks with after-model callbacks.
type ConfigLit struct {
	Ref         ObjectRef // the struct type (Recv empty)
	Display     string
	BeforeModel string // field name of the before-model callback(s)
	OnError     string // field name of the on-model-error callback(s)
	AfterModel  string // field name of the after-model callback(s)
}

// fields names several fields of one struct type.
func fields(mod, sub, recv string, names ...string) []ObjectRef {
	refs := make([]ObjectRef, len(names))
	for i, n := range names {
		refs[i] = ref(mod, sub, recv, n)
	}
	return refs
}
