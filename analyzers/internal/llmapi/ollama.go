package llmapi

// ollama.go holds what llmerrlint knows about Ollama's Go client,
// github.com/ollama/ollama/api: the package of the ollama module that
// applications import to talk to a local or remote Ollama server (the
// rest of the module is the server itself, and no LLM API).
//
// Client.Chat and Client.Generate return only an error: each response
// goes to the callback they are given (their Handler), the last one (Done
// set) with the reason in DoneReason, so finishreason follows the
// response from the callback's parameter. The table also holds the
// reason fields for adapters built on Ollama (adapterreason), the done
// reasons a reason map must not send to STOP, and the error types,
// returned as values (apierrptr), with their message field (errtext).

const ollamaMod = "github.com/ollama/ollama/api"

var (
	ollamaChatFamily = &Family{
		Name:     "ollama-chat",
		Reason:   "done reason",
		Stop:     "a length stop",
		Classify: classifier(ollamaMod, "ClassifyChatResponse", "ChatResponse"),
	}
	ollamaGenerateFamily = &Family{
		Name:     "ollama-generate",
		Reason:   "done reason",
		Stop:     "a length stop",
		Classify: classifier(ollamaMod, "ClassifyGenerateResponse", "GenerateResponse"),
	}
)

var ollamaSDK = register(&SDK{
	Name:      "ollama",
	Module:    ollamaMod,
	Majors:    []string{""},
	Pins:      []Pin{{Major: "", Version: "v0.17.7", Module: "github.com/ollama/ollama", Corpus: "ollama"}},
	Providers: []Provider{{Major: "", Pkg: llmerrMod + "/ollama", Name: "ollamaerr"}},
	// The third argument is the callback, func(ChatResponse) error or
	// func(GenerateResponse) error.
	Calls: []Call{
		{Ref: ref(ollamaMod, "", "Client", "Chat"), Display: "api.Client.Chat", Family: ollamaChatFamily, Handler: 3},
		{Ref: ref(ollamaMod, "", "Client", "Generate"), Display: "api.Client.Generate", Family: ollamaGenerateFamily, Handler: 3},
	},
	ReasonFields: []Field{
		{Ref: ref(ollamaMod, "", "ChatResponse", "DoneReason")},
		{Ref: ref(ollamaMod, "", "GenerateResponse", "DoneReason")},
	},
	// DoneReason is a plain string: "stop", "length", "load" and "unload"
	// (a request that only loads or unloads a model), or none when the
	// server cut the generation off.
	ReasonValues: []ReasonValues{
		{Ref: ref(ollamaMod, "", "ChatResponse", "DoneReason"), Display: "ollama done reason", Failures: []string{"length"}, Normal: []string{"stop"}},
		{Ref: ref(ollamaMod, "", "GenerateResponse", "DoneReason"), Display: "ollama done reason", Failures: []string{"length"}, Normal: []string{"stop"}},
	},
	MetadataFields: []ObjectRef{
		ref(ollamaMod, "", "ChatResponse", "Model"),
		ref(ollamaMod, "", "ChatResponse", "Metrics"),
		ref(ollamaMod, "", "GenerateResponse", "Model"),
		ref(ollamaMod, "", "GenerateResponse", "Metrics"),
	},
	// Client.Chat and Client.Generate return both as values, never as
	// pointers (the client's stream method).
	ErrorTypes: []ErrorType{
		{Ref: ref(ollamaMod, "", "", "StatusError"), Display: "api.StatusError", Form: ByValue, Built: []string{ollamaMod}},
		{Ref: ref(ollamaMod, "", "", "AuthorizationError"), Display: "api.AuthorizationError", Form: ByValue, Built: []string{ollamaMod}},
	},
	ErrorMessageFields: []ObjectRef{ref(ollamaMod, "", "StatusError", "ErrorMessage")},
})
