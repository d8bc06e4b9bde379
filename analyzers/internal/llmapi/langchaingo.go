package llmapi

// langchaingo.go holds what llmerrlint knows about
// github.com/tmc/langchaingo: its llms.Model interface, which every
// provider implements, the helpers and chains that return text alone, and
// the response its adapters build.

const langchainMod = "github.com/tmc/langchaingo"

var langchainFamily = &Family{
	Name:     "langchaingo",
	Reason:   "stop reason",
	Stop:     "a length or safety stop",
	Classify: classifier(langchainMod, "ClassifyContentResponse", "*llms.ContentResponse"),
}

var langchainSDK = register(&SDK{
	Name:      "langchaingo",
	Module:    langchainMod,
	Majors:    []string{""},
	Pins:      []Pin{{Major: "", Version: "v0.1.14", Corpus: "langchaingo"}},
	Providers: []Provider{{Major: "", Pkg: llmerrMod + "/langchaingo", Name: "langchaingoerr"}},
	Calls: []Call{
		{Ref: ref(langchainMod, "llms", "Model", "GenerateContent"), Display: "llms.Model.GenerateContent", Family: langchainFamily},
		{Ref: ref(langchainMod, "llms", "Model", "Call"), Display: "llms.Model.Call", Family: langchainFamily,
			Discards: "call GenerateContent and read Choices[0].StopReason"},
		{Ref: ref(langchainMod, "llms", "", "GenerateFromSinglePrompt"), Display: "llms.GenerateFromSinglePrompt", Family: langchainFamily,
			Discards: "call GenerateContent and read Choices[0].StopReason"},
		// A chain's output is its LLM's text: the stop reason stays inside.
		{Ref: ref(langchainMod, "chains", "", "Run"), Display: "chains.Run", Family: langchainFamily,
			Discards: "call the chain's model with GenerateContent and read Choices[0].StopReason"},
		{Ref: ref(langchainMod, "chains", "", "Predict"), Display: "chains.Predict", Family: langchainFamily,
			Discards: "call the chain's model with GenerateContent and read Choices[0].StopReason"},
	},
	Implemented: []ObjectRef{
		ref(langchainMod, "llms", "Model", "GenerateContent"),
		ref(langchainMod, "llms", "Model", "Call"),
	},
	Adapters:     []ObjectRef{ref(langchainMod, "llms", "Model", "GenerateContent")},
	ResponseLits: []ResponseLit{{Ref: ref(langchainMod, "llms", "", "ContentChoice"), Reason: "StopReason", Display: "llms.ContentChoice"}},
	// GenerateContent streams when an llms.WithStreamingFunc option is
	// among its arguments.
	Streams: []StreamCall{
		{Ref: ref(langchainMod, "llms", "Model", "GenerateContent"), Option: ref(langchainMod, "llms", "", "WithStreamingFunc"),
			Reason: ref(langchainMod, "llms", "ContentChoice", "StopReason")},
	},
	ReasonFields: []Field{{Ref: ref(langchainMod, "llms", "ContentChoice", "StopReason")}},
	// The providers keep the stop reason in ContentChoice.StopReason, and
	// put token counts, IDs, citations and safety ratings in GenerationInfo.
	MetadataFields:     []ObjectRef{ref(langchainMod, "llms", "ContentChoice", "GenerationInfo")},
	ErrorMessageFields: []ObjectRef{ref(langchainMod, "llms", "Error", "Message")},
	ErrorCodeFields:    []ObjectRef{ref(langchainMod, "llms", "Error", "Code")},
})
