package llmapi

// openai.go holds what llmerrlint knows about OpenAI's official Go SDK,
// github.com/openai/openai-go (v3): chat completions, completions and the
// Responses API, with their streams.

const openaiMod = "github.com/openai/openai-go"

var (
	openaiChatFamily = &Family{
		Name:     "openai",
		Reason:   "finish reason",
		Stop:     "a length or filter stop",
		Classify: classifier(openaiMod+"/v3", "ClassifyChatCompletion", "*ChatCompletion"),
	}
	openaiResponsesFamily = &Family{
		Name:     "openai-responses",
		Reason:   "status",
		Stop:     "an incomplete or failed response",
		Classify: classifier(openaiMod+"/v3", "ClassifyResponse", "*responses.Response"),
	}
	openaiCompletionsFamily = &Family{
		Name:     "openai-completions",
		Reason:   "finish reason",
		Stop:     "a length or filter stop",
		Classify: classifier(openaiMod+"/v3", "ClassifyChatFinishReason", "string"),
	}
)

// The chat finish reasons, as llmerr/openai classifies them; go-openai
// shares them.
var (
	openaiSuccesses = []string{"stop", "tool_calls", "function_call", "null"}
	openaiFailures  = []string{"length", "content_filter"}
	openaiTools     = []string{"tool_calls", "function_call"}
	openaiNormal    = []string{"stop"}
)

var openaiSDK = register(&SDK{
	Name:      "openai-go",
	Module:    openaiMod,
	Majors:    []string{"/v3"},
	Pins:      []Pin{{Major: "/v3", Version: "v3.102.0", Corpus: "openai"}},
	Providers: []Provider{{Major: "/v3", Pkg: llmerrMod + "/openai", Name: "openaierr"}},
	Calls: []Call{
		{Ref: ref(openaiMod, "", "ChatCompletionService", "New"), Display: "openai.ChatCompletionService.New", Family: openaiChatFamily},
		{Ref: ref(openaiMod, "", "ChatCompletionService", "NewStreaming"), Display: "openai.ChatCompletionService.NewStreaming", Family: openaiChatFamily},
		{Ref: ref(openaiMod, "", "CompletionService", "New"), Display: "openai.CompletionService.New", Family: openaiCompletionsFamily},
		{Ref: ref(openaiMod, "", "CompletionService", "NewStreaming"), Display: "openai.CompletionService.NewStreaming", Family: openaiCompletionsFamily},
		{Ref: ref(openaiMod, "responses", "ResponseService", "New"), Display: "responses.ResponseService.New", Family: openaiResponsesFamily},
		{Ref: ref(openaiMod, "responses", "ResponseService", "NewStreaming"), Display: "responses.ResponseService.NewStreaming", Family: openaiResponsesFamily},
	},
	Streams: []StreamCall{
		{Ref: ref(openaiMod, "", "ChatCompletionService", "NewStreaming"), Reason: ref(openaiMod, "", "ChatCompletionChunkChoice", "FinishReason")},
		{Ref: ref(openaiMod, "", "CompletionService", "NewStreaming"), Reason: ref(openaiMod, "", "CompletionChoice", "FinishReason")},
		{Ref: ref(openaiMod, "responses", "ResponseService", "NewStreaming"), Reason: ref(openaiMod, "responses", "Response", "Status")},
	},
	ReasonFields: []Field{
		{Ref: ref(openaiMod, "", "ChatCompletionChoice", "FinishReason")},
		{Ref: ref(openaiMod, "", "ChatCompletionChunkChoice", "FinishReason")},
		{Ref: ref(openaiMod, "", "CompletionChoice", "FinishReason")},
		{Ref: ref(openaiMod, "responses", "Response", "Status")},
		{Ref: ref(openaiMod, "responses", "Response", "IncompleteDetails")},
		{Ref: ref(openaiMod, "responses", "Response", "Error")},
	},
	// The finish reasons are plain strings: the fields are named.
	ReasonValues: []ReasonValues{
		{Ref: ref(openaiMod, "", "ChatCompletionChoice", "FinishReason"), Display: "openai finish reason", Failures: openaiFailures, Tools: openaiTools, Normal: openaiNormal},
		{Ref: ref(openaiMod, "", "ChatCompletionChunkChoice", "FinishReason"), Display: "openai finish reason", Failures: openaiFailures, Tools: openaiTools, Normal: openaiNormal},
		// The Responses API's status: in_progress and queued are no end at
		// all, so no failure either.
		{Ref: ref(openaiMod, "responses", "", "ResponseStatus"), Display: "responses status",
			Failures: []string{"incomplete", "failed", "cancelled"}, Successes: []string{"completed", "in_progress", "queued"},
			Normal: []string{"completed"}},
	},
	// A Responses API stream ends with one event whose type is the
	// response's status: response.completed, response.incomplete or
	// response.failed. Code that keeps only the completed event's response
	// (ev.Type == "response.completed", ev.AsResponseCompleted(), a type
	// switch case ResponseCompletedEvent) has told the statuses apart, as
	// a read of Response.Status does.
	TerminalEvents: TerminalEvents{
		Types: []ObjectRef{
			ref(openaiMod, "responses", "", "ResponseCompletedEvent"),
			ref(openaiMod, "responses", "", "ResponseIncompleteEvent"),
			ref(openaiMod, "responses", "", "ResponseFailedEvent"),
		},
		Methods: []ObjectRef{
			ref(openaiMod, "responses", "ResponseStreamEventUnion", "AsResponseCompleted"),
			ref(openaiMod, "responses", "ResponseStreamEventUnion", "AsResponseIncomplete"),
			ref(openaiMod, "responses", "ResponseStreamEventUnion", "AsResponseFailed"),
		},
		TypeFields: []ObjectRef{ref(openaiMod, "responses", "ResponseStreamEventUnion", "Type")},
		Values:     []string{"response.completed", "response.incomplete", "response.failed"},
	},
	// A Responses API refusal is a content item of its own (type
	// "refusal"), and the response's status stays completed.
	Refusals: Refusals{
		TextReads: []ObjectRef{
			ref(openaiMod, "responses", "ResponseOutputMessageContentUnion", "Text"),
			ref(openaiMod, "responses", "ResponseOutputMessageContentUnion", "AsOutputText"),
			ref(openaiMod, "responses", "Response", "OutputText"),
		},
		Reads: []ObjectRef{
			ref(openaiMod, "responses", "ResponseOutputMessageContentUnion", "Refusal"),
			ref(openaiMod, "responses", "ResponseOutputMessageContentUnion", "AsRefusal"),
			ref(openaiMod, "responses", "ResponseOutputMessageContentUnion", "AsAny"),
			ref(openaiMod, "responses", "ResponseOutputMessageContentUnion", "RawJSON"),
			ref(openaiMod, "responses", "", "ResponseOutputRefusal"),
		},
	},
	MetadataFields: []ObjectRef{
		ref(openaiMod, "", "ChatCompletion", "Usage"),
		ref(openaiMod, "", "ChatCompletion", "ID"),
		ref(openaiMod, "", "ChatCompletion", "Model"),
		ref(openaiMod, "", "ChatCompletionChunk", "Usage"),
		ref(openaiMod, "responses", "Response", "Usage"),
	},
	RawJSONMethods: []ObjectRef{
		ref(openaiMod, "", "ChatCompletion", "RawJSON"),
		ref(openaiMod, "", "ChatCompletionChunk", "RawJSON"),
		ref(openaiMod, "", "Completion", "RawJSON"),
		ref(openaiMod, "responses", "Response", "RawJSON"),
		ref(openaiMod, "responses", "ResponseStreamEventUnion", "RawJSON"),
	},
	// openai.Error aliases the internal apierror.Error.
	ErrorTypes: []ErrorType{
		{Ref: ref(openaiMod, "internal/apierror", "", "Error"), Display: "openai.Error", Form: ByPointer,
			Built: []string{openaiMod + "/internal/requestconfig"}},
	},
	ErrorMessageFields: []ObjectRef{ref(openaiMod, "internal/apierror", "Error", "Message")},
	ErrorCodeFields:    []ObjectRef{ref(openaiMod, "internal/apierror", "Error", "Code")},
	// The raw JSON body of the error, message included.
	ErrorTextMethods: []ObjectRef{ref(openaiMod, "internal/apierror", "Error", "RawJSON")},
})
