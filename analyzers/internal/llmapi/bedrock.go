package llmapi

// bedrock.go holds what llmerrlint knows about Amazon Bedrock's runtime,
// github.com/aws/aws-sdk-go-v2/service/bedrockruntime: one service module
// of aws-sdk-go-v2, not the whole SDK, so that another service (S3) is no
// LLM API and stays off the fast path.

const bedrockMod = "github.com/aws/aws-sdk-go-v2/service/bedrockruntime"

var (
	bedrockFamily = &Family{
		Name:     "bedrock",
		Reason:   "stop reason",
		Stop:     "a max_tokens or guardrail stop",
		Classify: classifier(bedrockMod, "ClassifyConverse", "*ConverseOutput"),
	}
	// bedrockStreamFamily: a stream has no ConverseOutput to classify; its
	// messageStop event's reason is what llmerr/bedrock reads.
	bedrockStreamFamily = &Family{
		Name:     "bedrock-stream",
		Reason:   "stop reason",
		Stop:     "a max_tokens or guardrail stop",
		Classify: classifier(bedrockMod, "ClassifyStopReason", "types.StopReason"),
	}
)

var bedrockSDK = register(&SDK{
	Name:      "bedrock",
	Module:    bedrockMod,
	Majors:    []string{""},
	Pins:      []Pin{{Major: "", Version: "v1.63.13", Corpus: "bedrock"}},
	Providers: []Provider{{Major: "", Pkg: llmerrMod + "/bedrock", Name: "bedrockerr"}},
	// InvokeModel and InvokeModelWithResponseStream return the provider's
	// own JSON: the reason is inside a body the application decodes, out
	// of the table's reach.
	Calls: []Call{
		{Ref: ref(bedrockMod, "", "Client", "Converse"), Display: "bedrockruntime.Client.Converse", Family: bedrockFamily},
		// Its events come as an interface: see CarrierInterfaces.
		{Ref: ref(bedrockMod, "", "Client", "ConverseStream"), Display: "bedrockruntime.Client.ConverseStream", Family: bedrockStreamFamily},
	},
	// The stream is ConverseStreamOutput.GetStream(), then the Events
	// channel of the event stream it returns.
	Streams: []StreamCall{
		{Ref: ref(bedrockMod, "", "Client", "ConverseStream"), Via: []ObjectRef{
			ref(bedrockMod, "", "ConverseStreamOutput", "GetStream"),
			ref(bedrockMod, "", "ConverseStreamEventStream", "Events"),
		}, Reason: ref(bedrockMod, "types", "MessageStopEvent", "StopReason")},
	},
	// The ConverseStream event union (sealed by an unexported method; its
	// MessageStop member carries the stop reason) and the reader whose
	// Events channel yields it, which the stream that
	// ConverseStreamOutput.GetStream returns holds.
	CarrierInterfaces: []ObjectRef{
		ref(bedrockMod, "types", "", "ConverseStreamOutput"),
		ref(bedrockMod, "", "", "ConverseStreamOutputReader"),
	},
	ReasonFields: []Field{
		{Ref: ref(bedrockMod, "", "ConverseOutput", "StopReason")},
		{Ref: ref(bedrockMod, "types", "MessageStopEvent", "StopReason")},
	},
	ReasonValues: []ReasonValues{
		{Ref: ref(bedrockMod, "types", "", "StopReason"), Display: "bedrock stop reason",
			Failures: []string{"max_tokens", "guardrail_intervened", "content_filtered",
				"model_context_window_exceeded", "malformed_model_output", "malformed_tool_use"},
			Successes: anthropicSuccesses, Tools: anthropicTools, Normal: anthropicNormal},
	},
	MetadataFields: []ObjectRef{
		ref(bedrockMod, "", "ConverseOutput", "Usage"),
		ref(bedrockMod, "", "ConverseOutput", "Metrics"),
	},
})
