package llmapi

// Module roots and the major versions whose import paths the table lists
// (Objects expands every entry to each of them; matching accepts any major).
const (
	genaiMod = "google.golang.org/genai"
	// legacyGenaiMod is the Gemini API's earlier Go SDK, deprecated for
	// genaiMod but still in many applications. Its package is also genai.
	legacyGenaiMod = "github.com/google/generative-ai-go"
	// vertexGenaiMod is Vertex AI's earlier Go SDK for Gemini, deprecated
	// for genaiMod too, with generative-ai-go's API.
	vertexGenaiMod = "cloud.google.com/go/vertexai"
	adkMod         = "google.golang.org/adk"
	openaiMod      = "github.com/openai/openai-go"
	goOpenAIMod    = "github.com/sashabaranov/go-openai"
	anthropicMod   = "github.com/anthropics/anthropic-sdk-go"
	langchainMod   = "github.com/tmc/langchaingo"
	genkitMod      = "github.com/firebase/genkit/go"
	llmerrMod      = "github.com/llmerrlint/llmerrlint/llmerr"
	// bedrockMod is one service module of aws-sdk-go-v2, not the whole
	// SDK: another service (S3) is no LLM API and stays off the fast path.
	bedrockMod = "github.com/aws/aws-sdk-go-v2/service/bedrockruntime"
	// fantasyMod is Charm's multi-provider SDK (crush, mcphost): one
	// LanguageModel and Agent API over openai-go, anthropic-sdk-go, genai
	// and Bedrock, whose responses carry a FinishReason of its own.
	fantasyMod = "charm.land/fantasy"
)

var majors = map[string][]string{
	genaiMod:       {""},
	legacyGenaiMod: {""},
	vertexGenaiMod: {""},
	adkMod:         {"", "/v2"},
	openaiMod:      {"/v3"},
	goOpenAIMod:    {""},
	anthropicMod:   {"", "/v2"},
	langchainMod:   {""},
	genkitMod:      {""},
	llmerrMod:      {""},
	bedrockMod:     {""},
	fantasyMod:     {""},
}

// Families: what to read, and the stop that passes unnoticed when it is not.
var (
	genaiFamily = &Family{
		Name:     "genai",
		Reason:   "finish reason",
		Stop:     "a SAFETY or MAX_TOKENS stop",
		Classify: classifier(genaiMod, "ClassifyGenerateContent", "*GenerateContentResponse"),
	}
	// legacyGenaiFamily: generative-ai-go turns a SAFETY or RECITATION stop
	// and a blocked prompt into a *BlockedError; MAX_TOKENS (and OTHER)
	// still come back as a response. No llmerr package reads it.
	legacyGenaiFamily = &Family{
		Name:   "generative-ai-go",
		Reason: "finish reason",
		Stop:   "a MAX_TOKENS stop",
	}
	// vertexGenaiFamily: the Vertex AI SDK turns a SAFETY stop and a
	// blocked prompt into a *BlockedError; MAX_TOKENS, RECITATION,
	// BLOCKLIST or PROHIBITED_CONTENT come back as a response.
	vertexGenaiFamily = &Family{
		Name:   "vertexai",
		Reason: "finish reason",
		Stop:   "a MAX_TOKENS stop",
	}
	adkFamily = &Family{
		Name:     "adk",
		Reason:   "finish reason",
		Stop:     "a SAFETY or MAX_TOKENS stop",
		Classify: classifier(adkMod+"/v2", "ClassifyResponse", "*model.LLMResponse"),
	}
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
	anthropicFamily = &Family{
		Name:     "anthropic",
		Reason:   "stop reason",
		Stop:     "a max_tokens or refusal stop",
		Classify: classifier(anthropicMod+"/v2", "ClassifyMessage", "*Message"),
	}
	// anthropicBetaFamily: llmerr/anthropic takes a Message, not a BetaMessage.
	anthropicBetaFamily = &Family{
		Name:   "anthropic-beta",
		Reason: "stop reason",
		Stop:   "a max_tokens or refusal stop",
	}
	// anthropicToolRunnerFamily: the runner's display names are long; its
	// Stop is shorter so that its messages stay at go vet length.
	anthropicToolRunnerFamily = &Family{
		Name:   "anthropic-toolrunner",
		Reason: "stop reason",
		Stop:   "max_tokens or refusal",
	}
	langchainFamily = &Family{
		Name:     "langchaingo",
		Reason:   "stop reason",
		Stop:     "a length or safety stop",
		Classify: classifier(langchainMod, "ClassifyContentResponse", "*llms.ContentResponse"),
	}
	genkitFamily = &Family{
		Name:     "genkit",
		Reason:   "finish reason",
		Stop:     "a length or blocked stop",
		Classify: classifier(genkitMod, "ClassifyResponse", "*ai.ModelResponse"),
	}
	bedrockFamily = &Family{
		Name:     "bedrock",
		Reason:   "stop reason",
		Stop:     "a max_tokens or guardrail stop",
		Classify: classifier(bedrockMod, "ClassifyConverse", "*ConverseOutput"),
	}
	fantasyFamily = &Family{
		Name:     "fantasy",
		Reason:   "finish reason",
		Stop:     "a length or filter stop",
		Classify: classifier(fantasyMod, "ClassifyResponse", "*Response"),
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

// calls lists the model calls. Paths are unversioned module root + "/" + sub.
var calls = []Call{
	{Ref: ref(genaiMod, "", "Models", "GenerateContent"), Display: "genai.Models.GenerateContent", Family: genaiFamily},
	{Ref: ref(genaiMod, "", "Models", "GenerateContentStream"), Display: "genai.Models.GenerateContentStream", Family: genaiFamily},
	{Ref: ref(genaiMod, "", "Chat", "SendMessage"), Display: "genai.Chat.SendMessage", Family: genaiFamily},
	{Ref: ref(genaiMod, "", "Chat", "Send"), Display: "genai.Chat.Send", Family: genaiFamily},
	{Ref: ref(genaiMod, "", "Chat", "SendMessageStream"), Display: "genai.Chat.SendMessageStream", Family: genaiFamily},
	{Ref: ref(genaiMod, "", "Chat", "SendStream"), Display: "genai.Chat.SendStream", Family: genaiFamily},

	{Ref: ref(legacyGenaiMod, "genai", "GenerativeModel", "GenerateContent"), Display: "genai.GenerativeModel.GenerateContent", Family: legacyGenaiFamily},
	{Ref: ref(legacyGenaiMod, "genai", "GenerativeModel", "GenerateContentStream"), Display: "genai.GenerativeModel.GenerateContentStream", Family: legacyGenaiFamily},
	{Ref: ref(legacyGenaiMod, "genai", "ChatSession", "SendMessage"), Display: "genai.ChatSession.SendMessage", Family: legacyGenaiFamily},
	{Ref: ref(legacyGenaiMod, "genai", "ChatSession", "SendMessageStream"), Display: "genai.ChatSession.SendMessageStream", Family: legacyGenaiFamily},
	{Ref: ref(vertexGenaiMod, "genai", "GenerativeModel", "GenerateContent"), Display: "genai.GenerativeModel.GenerateContent", Family: vertexGenaiFamily},
	{Ref: ref(vertexGenaiMod, "genai", "GenerativeModel", "GenerateContentStream"), Display: "genai.GenerativeModel.GenerateContentStream", Family: vertexGenaiFamily},
	{Ref: ref(vertexGenaiMod, "genai", "ChatSession", "SendMessage"), Display: "genai.ChatSession.SendMessage", Family: vertexGenaiFamily},
	{Ref: ref(vertexGenaiMod, "genai", "ChatSession", "SendMessageStream"), Display: "genai.ChatSession.SendMessageStream", Family: vertexGenaiFamily},

	{Ref: ref(adkMod, "model", "LLM", "GenerateContent"), Display: "model.LLM.GenerateContent", Family: adkFamily},
	{Ref: ref(adkMod, "runner", "Runner", "Run"), Display: "runner.Runner.Run", Family: adkFamily},

	{Ref: ref(openaiMod, "", "ChatCompletionService", "New"), Display: "openai.ChatCompletionService.New", Family: openaiChatFamily},
	{Ref: ref(openaiMod, "", "ChatCompletionService", "NewStreaming"), Display: "openai.ChatCompletionService.NewStreaming", Family: openaiChatFamily},
	{Ref: ref(openaiMod, "", "CompletionService", "New"), Display: "openai.CompletionService.New", Family: openaiCompletionsFamily},
	{Ref: ref(openaiMod, "", "CompletionService", "NewStreaming"), Display: "openai.CompletionService.NewStreaming", Family: openaiCompletionsFamily},
	{Ref: ref(openaiMod, "responses", "ResponseService", "New"), Display: "responses.ResponseService.New", Family: openaiResponsesFamily},
	{Ref: ref(openaiMod, "responses", "ResponseService", "NewStreaming"), Display: "responses.ResponseService.NewStreaming", Family: openaiResponsesFamily},

	{Ref: ref(goOpenAIMod, "", "Client", "CreateChatCompletion"), Display: "openai.Client.CreateChatCompletion", Family: goOpenAIFamily},
	{Ref: ref(goOpenAIMod, "", "Client", "CreateChatCompletionStream"), Display: "openai.Client.CreateChatCompletionStream", Family: goOpenAIStreamFamily},
	{Ref: ref(goOpenAIMod, "", "Client", "CreateResponse"), Display: "openai.Client.CreateResponse", Family: goOpenAIResponsesFamily},
	{Ref: ref(goOpenAIMod, "", "Client", "CreateCompletion"), Display: "openai.Client.CreateCompletion", Family: goOpenAICompletionsFamily},
	{Ref: ref(goOpenAIMod, "", "Client", "CreateCompletionStream"), Display: "openai.Client.CreateCompletionStream", Family: goOpenAICompletionsFamily},

	{Ref: ref(anthropicMod, "", "MessageService", "New"), Display: "anthropic.MessageService.New", Family: anthropicFamily},
	{Ref: ref(anthropicMod, "", "MessageService", "NewStreaming"), Display: "anthropic.MessageService.NewStreaming", Family: anthropicFamily},
	{Ref: ref(anthropicMod, "", "BetaMessageService", "New"), Display: "anthropic.BetaMessageService.New", Family: anthropicBetaFamily},
	{Ref: ref(anthropicMod, "", "BetaMessageService", "NewStreaming"), Display: "anthropic.BetaMessageService.NewStreaming", Family: anthropicBetaFamily},
	// The tool runner loops until the model stops asking for tools; its
	// last message's stop reason can still be max_tokens or refusal, or
	// tool_use when MaxIterations ran out. The streaming runner's names
	// leave the package out, to keep its messages at go vet length.
	{Ref: ref(anthropicMod, "", "BetaToolRunner", "NextMessage"), Display: "anthropic.BetaToolRunner.NextMessage", Family: anthropicToolRunnerFamily, State: runnerLastMessage},
	{Ref: ref(anthropicMod, "", "BetaToolRunner", "RunToCompletion"), Display: "anthropic.BetaToolRunner.RunToCompletion", Family: anthropicToolRunnerFamily, State: runnerLastMessage},
	{Ref: ref(anthropicMod, "", "BetaToolRunner", "All"), Display: "anthropic.BetaToolRunner.All", Family: anthropicToolRunnerFamily, State: runnerLastMessage},
	{Ref: ref(anthropicMod, "", "BetaToolRunnerStreaming", "NextStreaming"), Display: "BetaToolRunnerStreaming.NextStreaming", Family: anthropicToolRunnerFamily, State: runnerLastMessage},
	{Ref: ref(anthropicMod, "", "BetaToolRunnerStreaming", "AllStreaming"), Display: "BetaToolRunnerStreaming.AllStreaming", Family: anthropicToolRunnerFamily, State: runnerLastMessage},

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

	// Bedrock's InvokeModel and InvokeModelWithResponseStream return the
	// provider's own JSON: the reason is inside a body the application
	// decodes, out of the table's reach.
	{Ref: ref(bedrockMod, "", "Client", "Converse"), Display: "bedrockruntime.Client.Converse", Family: bedrockFamily},
	// Its events come as an interface: see carrierInterfaces.
	{Ref: ref(bedrockMod, "", "Client", "ConverseStream"), Display: "bedrockruntime.Client.ConverseStream", Family: bedrockStreamFamily},

	// A model of any provider (openai.New(...).LanguageModel(ctx, id)), and
	// an agent that loops over tool calls with one: its result's Response
	// is the last step's, FinishReason included.
	{Ref: ref(fantasyMod, "", "LanguageModel", "Generate"), Display: "fantasy.LanguageModel.Generate", Family: fantasyFamily},
	{Ref: ref(fantasyMod, "", "LanguageModel", "Stream"), Display: "fantasy.LanguageModel.Stream", Family: fantasyFamily},
	{Ref: ref(fantasyMod, "", "LanguageModel", "GenerateObject"), Display: "fantasy.LanguageModel.GenerateObject", Family: fantasyFamily},
	{Ref: ref(fantasyMod, "", "LanguageModel", "StreamObject"), Display: "fantasy.LanguageModel.StreamObject", Family: fantasyFamily},
	{Ref: ref(fantasyMod, "", "Agent", "Generate"), Display: "fantasy.Agent.Generate", Family: fantasyFamily},
	{Ref: ref(fantasyMod, "", "Agent", "Stream"), Display: "fantasy.Agent.Stream", Family: fantasyFamily,
		CallbackArg: 1, ReasonCallbacks: fields(fantasyMod, "", "AgentStreamCall", "OnAgentFinish", "OnChunk", "OnFinish", "OnStepFinish", "OnStreamFinish"),
		AnswerCallbacks: fields(fantasyMod, "", "AgentStreamCall", "OnTextDelta")},
}

// fields names several fields of one struct type.
func fields(mod, sub, recv string, names ...string) []ObjectRef {
	refs := make([]ObjectRef, len(names))
	for i, n := range names {
		refs[i] = ref(mod, sub, recv, n)
	}
	return refs
}

// implementedBy lists interface methods that also match any concrete method
// with the same name whose receiver implements the interface.
var implementedBy = map[ObjectRef]bool{
	ref(adkMod, "model", "LLM", "GenerateContent"):         true,
	ref(langchainMod, "llms", "Model", "GenerateContent"):  true,
	ref(langchainMod, "llms", "Model", "Call"):             true,
	ref(fantasyMod, "", "LanguageModel", "Generate"):       true,
	ref(fantasyMod, "", "LanguageModel", "Stream"):         true,
	ref(fantasyMod, "", "LanguageModel", "GenerateObject"): true,
	ref(fantasyMod, "", "LanguageModel", "StreamObject"):   true,
	ref(fantasyMod, "", "Agent", "Generate"):               true,
	ref(fantasyMod, "", "Agent", "Stream"):                 true,
}

// reasonFields lists the fields whose read counts as reading the reason.
// Weak and BlockOnly fields count as a read but earn their own diagnostic
// when nothing else is read.
var reasonFields = []Field{
	{Ref: ref(genaiMod, "", "Candidate", "FinishReason")},
	{Ref: ref(genaiMod, "", "GenerateContentResponse", "PromptFeedback"), BlockOnly: true},
	{Ref: ref(genaiMod, "", "GenerateContentResponsePromptFeedback", "BlockReason"), BlockOnly: true},
	{Ref: ref(legacyGenaiMod, "genai", "Candidate", "FinishReason")},
	{Ref: ref(legacyGenaiMod, "genai", "GenerateContentResponse", "PromptFeedback"), BlockOnly: true},
	{Ref: ref(legacyGenaiMod, "genai", "PromptFeedback", "BlockReason"), BlockOnly: true},
	{Ref: ref(vertexGenaiMod, "genai", "Candidate", "FinishReason")},
	{Ref: ref(vertexGenaiMod, "genai", "GenerateContentResponse", "PromptFeedback"), BlockOnly: true},
	{Ref: ref(vertexGenaiMod, "genai", "PromptFeedback", "BlockReason"), BlockOnly: true},

	{Ref: ref(adkMod, "model", "LLMResponse", "FinishReason")},
	{Ref: ref(adkMod, "model", "LLMResponse", "ErrorCode"), Weak: true},

	{Ref: ref(openaiMod, "", "ChatCompletionChoice", "FinishReason")},
	{Ref: ref(openaiMod, "", "ChatCompletionChunkChoice", "FinishReason")},
	{Ref: ref(openaiMod, "", "CompletionChoice", "FinishReason")},
	{Ref: ref(openaiMod, "responses", "Response", "Status")},
	{Ref: ref(openaiMod, "responses", "Response", "IncompleteDetails")},
	{Ref: ref(goOpenAIMod, "", "CreateResponseResponse", "Status")},
	{Ref: ref(goOpenAIMod, "", "CreateResponseResponse", "IncompleteDetails")},
	{Ref: ref(openaiMod, "responses", "Response", "Error")},

	{Ref: ref(goOpenAIMod, "", "ChatCompletionChoice", "FinishReason")},
	{Ref: ref(goOpenAIMod, "", "ChatCompletionStreamChoice", "FinishReason")},
	{Ref: ref(goOpenAIMod, "", "CompletionChoice", "FinishReason")},

	{Ref: ref(anthropicMod, "", "Message", "StopReason")},
	{Ref: ref(anthropicMod, "", "MessageDeltaEventDelta", "StopReason")},
	{Ref: ref(anthropicMod, "", "MessageStreamEventUnionDelta", "StopReason")},
	{Ref: ref(anthropicMod, "", "BetaMessage", "StopReason")},
	{Ref: ref(anthropicMod, "", "BetaRawMessageDeltaEventDelta", "StopReason")},
	{Ref: ref(anthropicMod, "", "BetaRawMessageStreamEventUnionDelta", "StopReason")},

	{Ref: ref(langchainMod, "llms", "ContentChoice", "StopReason")},

	{Ref: ref(genkitMod, "ai", "ModelResponse", "FinishReason")},

	{Ref: ref(bedrockMod, "", "ConverseOutput", "StopReason")},
	{Ref: ref(bedrockMod, "types", "MessageStopEvent", "StopReason")},

	// Also promoted: StepResult embeds Response.
	{Ref: ref(fantasyMod, "", "Response", "FinishReason")},
	{Ref: ref(fantasyMod, "", "StreamPart", "FinishReason")},
	{Ref: ref(fantasyMod, "", "ObjectResponse", "FinishReason")},
	{Ref: ref(fantasyMod, "", "ObjectStreamPart", "FinishReason")},
}

// contentFields are what an ADK AfterModel callback consumes.
var contentFields = []ObjectRef{
	ref(adkMod, "model", "LLMResponse", "Content"),
}

// errorTextMethods return the text of an SDK error in another form: the
// raw JSON body of a Stainless SDK's error (openai-go, anthropic-sdk-go),
// message included. Searching it classifies the error by its text; the
// code and type it holds are fields of the error to match instead.
var errorTextMethods = []ObjectRef{
	ref(openaiMod, "internal/apierror", "Error", "RawJSON"),
	ref(anthropicMod, "internal/apierror", "Error", "RawJSON"),
}

// errorMessageFields hold the human-readable message of an SDK error type:
// searching one classifies the error by its text just as searching Error()
// does. Code and status fields are not listed: matching those is right.
var errorMessageFields = []ObjectRef{
	ref(genaiMod, "", "APIError", "Message"),
	ref(openaiMod, "internal/apierror", "Error", "Message"),
	ref(anthropicMod, "internal/apierror", "Error", "Message"), // v2 only: v1's Error has no message
	ref(goOpenAIMod, "", "APIError", "Message"),
	ref(langchainMod, "llms", "Error", "Message"),
	ref(genkitMod, "core", "GenkitError", "Message"),
	// fantasy's providers copy the provider's message into these.
	ref(fantasyMod, "", "Error", "Message"),
	ref(fantasyMod, "", "ProviderError", "Message"),
}

// errorCodeFields hold an SDK error's machine-readable code, finer than its
// HTTP status ("context_length_exceeded", "insufficient_quota"): once code
// compares one with a constant, the class is decided, and the message is
// read for details only it carries (the token counts of a context-length
// error). HTTP and gRPC status fields are coarser (a 400 holds both a
// context-length error and a malformed request) and are not listed.
var errorCodeFields = []ObjectRef{
	ref(openaiMod, "internal/apierror", "Error", "Code"),
	ref(goOpenAIMod, "", "APIError", "Code"),
	ref(langchainMod, "llms", "Error", "Code"),
}

// callbackTypes are ADK's model callback types. A function is a model
// callback when its signature has the shape of one of them (see
// ModelCallbackKind), so that one declared in a package that does not
// import llmagent is found too. Params names the ADK model types between
// the context and a final error; Context lists the context types (agent.Context
// exists only in v2, agent.CallbackContext only in v1).
var callbackTypes = []struct {
	Kind   CallbackKind
	Ref    ObjectRef
	Params string // model type of the second parameter
	Err    bool   // a third parameter of type error
}{
	{BeforeModel, ref(adkMod, "agent/llmagent", "", "BeforeModelCallback"), "LLMRequest", false},
	{AfterModel, ref(adkMod, "agent/llmagent", "", "AfterModelCallback"), "LLMResponse", true},
	{OnModelError, ref(adkMod, "agent/llmagent", "", "OnModelErrorCallback"), "LLMRequest", true},
}

var callbackContexts = []ObjectRef{
	ref(adkMod, "agent", "", "Context"),
	ref(adkMod, "agent", "", "CallbackContext"),
}

// callbackModelTypes are the ADK model types in callback signatures.
var callbackModelTypes = []ObjectRef{
	ref(adkMod, "model", "", "LLMRequest"),
	ref(adkMod, "model", "", "LLMResponse"),
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

var configLits = []ConfigLit{
	{Ref: ref(adkMod, "agent/llmagent", "", "Config"), Display: "llmagent.Config",
		BeforeModel: "BeforeModelCallbacks", OnError: "OnModelErrorCallbacks", AfterModel: "AfterModelCallbacks"},
	{Ref: ref(adkMod, "plugin", "", "Config"), Display: "plugin.Config",
		BeforeModel: "BeforeModelCallback", OnError: "OnModelErrorCallback", AfterModel: "AfterModelCallback"},
}

// runnerLastMessage is the tool runners' last message, whose stop reason
// is the run's.
var runnerLastMessage = ref(anthropicMod, "", "betaToolRunnerBase", "LastMessage")

// onlyMajor restricts an entry to one major version of its module, for
// Objects: the others lack the object.
var onlyMajor = map[ObjectRef]string{
	ref(adkMod, "agent", "", "Context"):                        "/v2",
	ref(adkMod, "agent", "", "CallbackContext"):                "",
	ref(anthropicMod, "internal/apierror", "Error", "Message"): "/v2",
	// The tool runner is v1.26 and later; the conformance test pins an
	// earlier v1. Matching accepts any major, so a v1 runner is still seen.
	ref(anthropicMod, "", "BetaToolRunner", "NextMessage"):            "/v2",
	ref(anthropicMod, "", "BetaToolRunner", "RunToCompletion"):        "/v2",
	ref(anthropicMod, "", "BetaToolRunner", "All"):                    "/v2",
	ref(anthropicMod, "", "BetaToolRunnerStreaming", "NextStreaming"): "/v2",
	ref(anthropicMod, "", "BetaToolRunnerStreaming", "AllStreaming"):  "/v2",
	runnerLastMessage: "/v2",
}

// errorTypes are the SDKs' HTTP error types and the form their calls
// return them in. A typed check for the other form never matches. Built
// lists the packages whose code constructs the errors: the conformance
// test proves Form there, from the SDK's source.
var errorTypes = []ErrorType{
	{Ref: ref(genaiMod, "", "", "APIError"), Display: "genai.APIError", Form: ByValue,
		Built: []string{genaiMod}},
	{Ref: ref(openaiMod, "internal/apierror", "", "Error"), Display: "openai.Error", Form: ByPointer,
		Built: []string{openaiMod + "/internal/requestconfig"}},
	{Ref: ref(anthropicMod, "internal/apierror", "", "Error"), Display: "anthropic.Error", Form: ByPointer,
		Built: []string{anthropicMod + "/internal/requestconfig", anthropicMod + "/packages/ssestream"}},
	{Ref: ref(legacyGenaiMod, "genai", "", "BlockedError"), Display: "genai.BlockedError", Form: ByPointer,
		Built: []string{legacyGenaiMod + "/genai"}},
	{Ref: ref(vertexGenaiMod, "genai", "", "BlockedError"), Display: "genai.BlockedError", Form: ByPointer,
		Built: []string{vertexGenaiMod + "/genai"}},
	{Ref: ref(goOpenAIMod, "", "", "APIError"), Display: "openai.APIError", Form: ByPointer,
		Built: []string{goOpenAIMod}},
	{Ref: ref(goOpenAIMod, "", "", "RequestError"), Display: "openai.RequestError", Form: ByPointer,
		Built: []string{goOpenAIMod}},
}
