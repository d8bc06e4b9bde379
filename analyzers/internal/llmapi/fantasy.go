package llmapi

// fantasy.go holds what llmerrlint knows about Charm's multi-provider SDK
// charm.land/fantasy (crush, mcphost): one LanguageModel and Agent API
// over openai-go, anthropic-sdk-go, genai and Bedrock, whose responses
// carry a FinishReason of its own.

const fantasyMod = "charm.land/fantasy"

var fantasyFamily = &Family{
	Name:     "fantasy",
	Reason:   "finish reason",
	Stop:     "a length or filter stop",
	Classify: classifier(fantasyMod, "ClassifyResponse", "*Response"),
}

var fantasySDK = register(&SDK{
	Name:   "fantasy",
	Module: fantasyMod,
	Majors: []string{""},
	// Its own conformance module, with the SDK versions it requires;
	// providers/kronk needs github.com/ardanlabs/kronk, which the proxy
	// refuses.
	Pins: []Pin{{Major: "", Version: "v0.41.2", Conformance: "fantasy", Corpus: "fantasy",
		Exclude: []string{fantasyMod + "/providers/kronk"}}},
	Providers: []Provider{{Major: "", Pkg: llmerrMod + "/fantasy", Name: "fantasyerr"}},
	// A model of any provider (openai.New(...).LanguageModel(ctx, id)), and
	// an agent that loops over tool calls with one: its result's Response
	// is the last step's, FinishReason included.
	Calls: []Call{
		{Ref: ref(fantasyMod, "", "LanguageModel", "Generate"), Display: "fantasy.LanguageModel.Generate", Family: fantasyFamily},
		{Ref: ref(fantasyMod, "", "LanguageModel", "Stream"), Display: "fantasy.LanguageModel.Stream", Family: fantasyFamily},
		{Ref: ref(fantasyMod, "", "LanguageModel", "GenerateObject"), Display: "fantasy.LanguageModel.GenerateObject", Family: fantasyFamily},
		{Ref: ref(fantasyMod, "", "LanguageModel", "StreamObject"), Display: "fantasy.LanguageModel.StreamObject", Family: fantasyFamily},
		{Ref: ref(fantasyMod, "", "Agent", "Generate"), Display: "fantasy.Agent.Generate", Family: fantasyFamily},
		{Ref: ref(fantasyMod, "", "Agent", "Stream"), Display: "fantasy.Agent.Stream", Family: fantasyFamily,
			CallbackArg: 1, ReasonCallbacks: fields(fantasyMod, "", "AgentStreamCall", "OnAgentFinish", "OnChunk", "OnFinish", "OnStepFinish", "OnStreamFinish"),
			AnswerCallbacks: fields(fantasyMod, "", "AgentStreamCall", "OnTextDelta")},
	},
	Implemented: []ObjectRef{
		ref(fantasyMod, "", "LanguageModel", "Generate"),
		ref(fantasyMod, "", "LanguageModel", "Stream"),
		ref(fantasyMod, "", "LanguageModel", "GenerateObject"),
		ref(fantasyMod, "", "LanguageModel", "StreamObject"),
		ref(fantasyMod, "", "Agent", "Generate"),
		ref(fantasyMod, "", "Agent", "Stream"),
	},
	Streams: []StreamCall{
		{Ref: ref(fantasyMod, "", "LanguageModel", "Stream"), Reason: ref(fantasyMod, "", "StreamPart", "FinishReason")},
		{Ref: ref(fantasyMod, "", "LanguageModel", "StreamObject"), Reason: ref(fantasyMod, "", "ObjectStreamPart", "FinishReason")},
	},
	// Also promoted: StepResult embeds Response.
	ReasonFields: []Field{
		{Ref: ref(fantasyMod, "", "Response", "FinishReason")},
		{Ref: ref(fantasyMod, "", "StreamPart", "FinishReason")},
		{Ref: ref(fantasyMod, "", "ObjectResponse", "FinishReason")},
		{Ref: ref(fantasyMod, "", "ObjectStreamPart", "FinishReason")},
	},
	// other and unknown say nothing of a failure: a map that sends them
	// to STOP is not reported.
	ReasonValues: []ReasonValues{
		{Ref: ref(fantasyMod, "", "", "FinishReason"), Display: "fantasy finish reason",
			Failures: []string{"length", "content-filter", "error"}, Successes: []string{"stop", "tool-calls", "other", "unknown"},
			Tools: []string{"tool-calls"}, Normal: []string{"stop"}},
	},
	MetadataFields: []ObjectRef{
		ref(fantasyMod, "", "Response", "Usage"),
		ref(fantasyMod, "", "AgentResult", "TotalUsage"),
		ref(fantasyMod, "", "ObjectResponse", "Usage"),
		ref(fantasyMod, "", "ObjectStreamPart", "Usage"),
	},
	// Its providers copy the provider's message into these.
	ErrorMessageFields: []ObjectRef{
		ref(fantasyMod, "", "Error", "Message"),
		ref(fantasyMod, "", "ProviderError", "Message"),
	},
})
