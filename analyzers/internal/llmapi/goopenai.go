package llmapi

// goopenai.go holds what llmerrlint knows about the community OpenAI
// client github.com/sashabaranov/go-openai.

const goOpenAIMod = "github.com/sashabaranov/go-openai"

var (
	goOpenAIFamily = &Family{
		Name:     "go-openai",
		Reason:   "finish reason",
		Stop:     "a length or filter stop",
		Classify: classifier(goOpenAIMod, "ClassifyChatCompletion", "*ChatCompletionResponse"),
	}
	goOpenAIResponsesFamily = &Family{
		Name:     "goopenai-responses",
		Reason:   "status",
		Stop:     "an incomplete or failed response",
		Classify: classifier(goOpenAIMod, "ClassifyResponse", "*CreateResponseResponse"),
	}
	goOpenAIStreamFamily = &Family{
		Name:     "go-openai-stream",
		Reason:   "finish reason",
		Stop:     "a length or filter stop",
		Classify: classifier(goOpenAIMod, "ClassifyChatStreamChoice", "ChatCompletionStreamChoice"),
	}
	goOpenAICompletionsFamily = &Family{
		Name:     "go-openai-completions",
		Reason:   "finish reason",
		Stop:     "a length or filter stop",
		Classify: classifier(goOpenAIMod, "ClassifyCompletionChoice", "CompletionChoice"),
	}
)

var goOpenAISDK = register(&SDK{
	Name:      "go-openai",
	Module:    goOpenAIMod,
	Majors:    []string{""},
	Pins:      []Pin{{Major: "", Version: "v1.43.0", Corpus: "go-openai"}},
	Providers: []Provider{{Major: "", Pkg: llmerrMod + "/goopenai", Name: "goopenaierr"}},
	Calls: []Call{
		{Ref: ref(goOpenAIMod, "", "Client", "CreateChatCompletion"), Display: "openai.Client.CreateChatCompletion", Family: goOpenAIFamily},
		{Ref: ref(goOpenAIMod, "", "Client", "CreateChatCompletionStream"), Display: "openai.Client.CreateChatCompletionStream", Family: goOpenAIStreamFamily},
		{Ref: ref(goOpenAIMod, "", "Client", "CreateResponse"), Display: "openai.Client.CreateResponse", Family: goOpenAIResponsesFamily},
		{Ref: ref(goOpenAIMod, "", "Client", "CreateCompletion"), Display: "openai.Client.CreateCompletion", Family: goOpenAICompletionsFamily},
		{Ref: ref(goOpenAIMod, "", "Client", "CreateCompletionStream"), Display: "openai.Client.CreateCompletionStream", Family: goOpenAICompletionsFamily},
	},
	Streams: []StreamCall{
		{Ref: ref(goOpenAIMod, "", "Client", "CreateChatCompletionStream"), Reason: ref(goOpenAIMod, "", "ChatCompletionStreamChoice", "FinishReason")},
		{Ref: ref(goOpenAIMod, "", "Client", "CreateCompletionStream"), Reason: ref(goOpenAIMod, "", "CompletionChoice", "FinishReason")},
	},
	ReasonFields: []Field{
		{Ref: ref(goOpenAIMod, "", "CreateResponseResponse", "Status")},
		{Ref: ref(goOpenAIMod, "", "CreateResponseResponse", "IncompleteDetails")},
		{Ref: ref(goOpenAIMod, "", "ChatCompletionChoice", "FinishReason")},
		{Ref: ref(goOpenAIMod, "", "ChatCompletionStreamChoice", "FinishReason")},
		{Ref: ref(goOpenAIMod, "", "CompletionChoice", "FinishReason")},
	},
	ReasonValues: []ReasonValues{
		{Ref: ref(goOpenAIMod, "", "", "FinishReason"), Display: "openai finish reason",
			Failures: openaiFailures, Successes: openaiSuccesses, Tools: openaiTools, Normal: openaiNormal},
	},
	MetadataFields: []ObjectRef{
		ref(goOpenAIMod, "", "ChatCompletionResponse", "Usage"),
		ref(goOpenAIMod, "", "ChatCompletionResponse", "ID"),
		ref(goOpenAIMod, "", "ChatCompletionResponse", "Model"),
	},
	ErrorTypes: []ErrorType{
		{Ref: ref(goOpenAIMod, "", "", "APIError"), Display: "openai.APIError", Form: ByPointer,
			Built: []string{goOpenAIMod}},
		{Ref: ref(goOpenAIMod, "", "", "RequestError"), Display: "openai.RequestError", Form: ByPointer,
			Built: []string{goOpenAIMod}},
	},
	ErrorMessageFields: []ObjectRef{ref(goOpenAIMod, "", "APIError", "Message")},
	ErrorCodeFields:    []ObjectRef{ref(goOpenAIMod, "", "APIError", "Code")},
})
