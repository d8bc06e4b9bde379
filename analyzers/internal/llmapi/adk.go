package llmapi

// adk.go holds what llmerrlint knows about the Agent Development Kit for
// Go, google.golang.org/adk (v1) and google.golang.org/adk/v2: its model
// and runner calls, the response adapters build, and its model-callback
// API (callbacks, configs, plugins).

const adkMod = "google.golang.org/adk"

var adkFamily = &Family{
	Name:     "adk",
	Reason:   "finish reason",
	Stop:     "a SAFETY or MAX_TOKENS stop",
	Classify: classifier(adkMod+"/v2", "ClassifyResponse", "*model.LLMResponse"),
}

var adkSDK = register(&SDK{
	Name:   "adk",
	Module: adkMod,
	Majors: []string{"", "/v2"},
	Pins: []Pin{
		{Major: "", Version: "v1.6.0", Corpus: "adk-v1"},
		{Major: "/v2", Version: "v2.2.0", Corpus: "adk"},
	},
	// llmerr itself reads ADK's errors (genai's, in v1) and responses.
	Providers: []Provider{
		{Major: "", Pkg: llmerrMod, Name: "llmerr"},
		{Major: "/v2", Pkg: llmerrMod, Name: "llmerr"},
	},
	Calls: []Call{
		{Ref: ref(adkMod, "model", "LLM", "GenerateContent"), Display: "model.LLM.GenerateContent", Family: adkFamily},
		{Ref: ref(adkMod, "runner", "Runner", "Run"), Display: "runner.Runner.Run", Family: adkFamily},
	},
	Implemented:  []ObjectRef{ref(adkMod, "model", "LLM", "GenerateContent")},
	Adapters:     []ObjectRef{ref(adkMod, "model", "LLM", "GenerateContent")},
	ResponseLits: []ResponseLit{{Ref: ref(adkMod, "model", "", "LLMResponse"), Reason: "FinishReason", Display: "model.LLMResponse"}},
	// GenerateContent(ctx, req, stream) streams when its third argument is true.
	Streams: []StreamCall{
		{Ref: ref(adkMod, "model", "LLM", "GenerateContent"), Flag: 3, Reason: ref(adkMod, "model", "LLMResponse", "FinishReason")},
		// runner.Run streams with agent.RunConfig{StreamingMode:
		// agent.StreamingModeSSE}; without it the call yields whole events.
		{Ref: ref(adkMod, "runner", "Runner", "Run"), Config: 5, Mode: ref(adkMod, "agent", "", "StreamingModeSSE"),
			Reason: ref(adkMod, "model", "LLMResponse", "FinishReason")},
	},
	ReasonFields: []Field{
		{Ref: ref(adkMod, "model", "LLMResponse", "FinishReason")},
		{Ref: ref(adkMod, "model", "LLMResponse", "ErrorCode"), Weak: true},
	},
	MetadataFields: []ObjectRef{
		ref(adkMod, "model", "LLMResponse", "UsageMetadata"),
		ref(adkMod, "model", "LLMResponse", "CustomMetadata"),
	},
	Callbacks: &ModelCallbacks{
		// A function is a model callback when its signature has the shape
		// of one of these types (see ModelCallbackKind), so that one
		// declared in a package that does not import llmagent is found too.
		Types: []CallbackType{
			{BeforeModel, ref(adkMod, "agent/llmagent", "", "BeforeModelCallback"), "LLMRequest", false},
			{AfterModel, ref(adkMod, "agent/llmagent", "", "AfterModelCallback"), "LLMResponse", true},
			{OnModelError, ref(adkMod, "agent/llmagent", "", "OnModelErrorCallback"), "LLMRequest", true},
		},
		// agent.Context exists only in v2, agent.CallbackContext only in v1.
		Contexts: []ObjectRef{
			ref(adkMod, "agent", "", "Context"),
			ref(adkMod, "agent", "", "CallbackContext"),
		},
		ModelTypes: []ObjectRef{
			ref(adkMod, "model", "", "LLMRequest"),
			ref(adkMod, "model", "", "LLMResponse"),
		},
		Configs: []ConfigLit{
			{Ref: ref(adkMod, "agent/llmagent", "", "Config"), Display: "llmagent.Config",
				BeforeModel: "BeforeModelCallbacks", OnError: "OnModelErrorCallbacks", AfterModel: "AfterModelCallbacks"},
			{Ref: ref(adkMod, "plugin", "", "Config"), Display: "plugin.Config",
				BeforeModel: "BeforeModelCallback", OnError: "OnModelErrorCallback", AfterModel: "AfterModelCallback"},
		},
		// A plugin that handles only model errors may rely on another's
		// AfterModel callback; an llmagent.Config's callbacks are the
		// agent's own.
		Composed: []ObjectRef{ref(adkMod, "plugin", "", "Config")},
		// runner.Config and the launchers embed PluginConfig.
		PluginLists:        []ObjectRef{ref(adkMod, "runner", "PluginConfig", "Plugins")},
		PluginConstructors: []ObjectRef{ref(adkMod, "plugin", "", "New")},
		ContentFields:      []ObjectRef{ref(adkMod, "model", "LLMResponse", "Content")},
	},
	OnlyMajor: map[ObjectRef]string{
		ref(adkMod, "agent", "", "Context"):         "/v2",
		ref(adkMod, "agent", "", "CallbackContext"): "",
	},
})
