package llmapi

// genkit.go holds what llmerrlint knows about Firebase Genkit for Go,
// github.com/firebase/genkit/go: its generate functions and prompts.

const genkitMod = "github.com/firebase/genkit/go"

var genkitFamily = &Family{
	Name:     "genkit",
	Reason:   "finish reason",
	Stop:     "a length or blocked stop",
	Classify: classifier(genkitMod, "ClassifyResponse", "*ai.ModelResponse"),
}

var genkitSDK = register(&SDK{
	Name:   "genkit",
	Module: genkitMod,
	Majors: []string{""},
	// Genkit v1.4.0 and anthropic-sdk-go/v2 do not compile together.
	Pins:      []Pin{{Major: "", Version: "v1.4.0", Conformance: "genkit", Corpus: "genkit"}},
	Providers: []Provider{{Major: "", Pkg: llmerrMod + "/genkit", Name: "genkiterr"}},
	Calls: []Call{
		{Ref: ref(genkitMod, "genkit", "", "Generate"), Display: "genkit.Generate", Family: genkitFamily},
		{Ref: ref(genkitMod, "genkit", "", "GenerateWithRequest"), Display: "genkit.GenerateWithRequest", Family: genkitFamily},
		{Ref: ref(genkitMod, "genkit", "", "GenerateStream"), Display: "genkit.GenerateStream", Family: genkitFamily},
		{Ref: ref(genkitMod, "genkit", "", "GenerateData"), Display: "genkit.GenerateData", Family: genkitFamily, Result: 1},
		{Ref: ref(genkitMod, "genkit", "", "GenerateDataStream"), Display: "genkit.GenerateDataStream", Family: genkitFamily},
		{Ref: ref(genkitMod, "genkit", "", "GenerateText"), Display: "genkit.GenerateText", Family: genkitFamily,
			Discards: "call genkit.Generate and read FinishReason"},
		// Prompts (genkit.DefinePrompt, LookupPrompt, DefineDataPrompt) call
		// the model with their own template.
		{Ref: ref(genkitMod, "ai", "Prompt", "Execute"), Display: "ai.Prompt.Execute", Family: genkitFamily},
		{Ref: ref(genkitMod, "ai", "Prompt", "ExecuteStream"), Display: "ai.Prompt.ExecuteStream", Family: genkitFamily},
		{Ref: ref(genkitMod, "ai", "DataPrompt", "Execute"), Display: "ai.DataPrompt.Execute", Family: genkitFamily, Result: 1},
		{Ref: ref(genkitMod, "ai", "DataPrompt", "ExecuteStream"), Display: "ai.DataPrompt.ExecuteStream", Family: genkitFamily},
	},
	Streams: []StreamCall{
		{Ref: ref(genkitMod, "genkit", "", "GenerateStream"), Reason: ref(genkitMod, "ai", "ModelResponse", "FinishReason")},
		{Ref: ref(genkitMod, "genkit", "", "GenerateDataStream"), Reason: ref(genkitMod, "ai", "ModelResponse", "FinishReason")},
		{Ref: ref(genkitMod, "ai", "Prompt", "ExecuteStream"), Reason: ref(genkitMod, "ai", "ModelResponse", "FinishReason")},
		{Ref: ref(genkitMod, "ai", "DataPrompt", "ExecuteStream"), Reason: ref(genkitMod, "ai", "ModelResponse", "FinishReason")},
	},
	ReasonFields: []Field{{Ref: ref(genkitMod, "ai", "ModelResponse", "FinishReason")}},
	// interrupted: a tool asked to stop the turn (a person to confirm);
	// other and unknown say nothing of a failure.
	ReasonValues: []ReasonValues{
		{Ref: ref(genkitMod, "ai", "", "FinishReason"), Display: "genkit finish reason",
			Failures: []string{"length", "blocked"}, Successes: []string{"stop", "interrupted", "other", "unknown"},
			Tools: []string{"interrupted"}, Normal: []string{"stop"}},
	},
	StopConstants:      []ObjectRef{ref(genkitMod, "ai", "", "FinishReasonStop")},
	MetadataFields:     []ObjectRef{ref(genkitMod, "ai", "ModelResponse", "Usage")},
	ErrorMessageFields: []ObjectRef{ref(genkitMod, "core", "GenkitError", "Message")},
})
