package llmapi

// vertexai.go holds what llmerrlint knows about Vertex AI's earlier Go
// SDK for Gemini, cloud.google.com/go/vertexai: deprecated for
// google.golang.org/genai too, with generative-ai-go's API.

const vertexGenaiMod = "cloud.google.com/go/vertexai"

// vertexGenaiFamily: the Vertex AI SDK turns a SAFETY stop and a
// blocked prompt into a *BlockedError; MAX_TOKENS, RECITATION,
// BLOCKLIST or PROHIBITED_CONTENT come back as a response.
var vertexGenaiFamily = &Family{
	Name:   "vertexai",
	Reason: "finish reason",
	Stop:   "a MAX_TOKENS stop",
}

var vertexGenaiSDK = register(&SDK{
	Name:   "vertexai",
	Module: vertexGenaiMod,
	Majors: []string{""},
	Pins:   []Pin{{Major: "", Version: "v0.15.0", Corpus: "vertexai"}},
	Calls: []Call{
		{Ref: ref(vertexGenaiMod, "genai", "GenerativeModel", "GenerateContent"), Display: "genai.GenerativeModel.GenerateContent", Family: vertexGenaiFamily},
		{Ref: ref(vertexGenaiMod, "genai", "GenerativeModel", "GenerateContentStream"), Display: "genai.GenerativeModel.GenerateContentStream", Family: vertexGenaiFamily},
		{Ref: ref(vertexGenaiMod, "genai", "ChatSession", "SendMessage"), Display: "genai.ChatSession.SendMessage", Family: vertexGenaiFamily},
		{Ref: ref(vertexGenaiMod, "genai", "ChatSession", "SendMessageStream"), Display: "genai.ChatSession.SendMessageStream", Family: vertexGenaiFamily},
	},
	Streams: []StreamCall{
		{Ref: ref(vertexGenaiMod, "genai", "GenerativeModel", "GenerateContentStream"), Reason: ref(vertexGenaiMod, "genai", "Candidate", "FinishReason")},
		{Ref: ref(vertexGenaiMod, "genai", "ChatSession", "SendMessageStream"), Reason: ref(vertexGenaiMod, "genai", "Candidate", "FinishReason")},
	},
	ReasonFields: []Field{
		{Ref: ref(vertexGenaiMod, "genai", "Candidate", "FinishReason")},
		{Ref: ref(vertexGenaiMod, "genai", "GenerateContentResponse", "PromptFeedback"), BlockOnly: true},
		{Ref: ref(vertexGenaiMod, "genai", "PromptFeedback", "BlockReason"), BlockOnly: true},
	},
	MetadataFields: []ObjectRef{ref(vertexGenaiMod, "genai", "GenerateContentResponse", "UsageMetadata")},
	ErrorTypes: []ErrorType{
		{Ref: ref(vertexGenaiMod, "genai", "", "BlockedError"), Display: "genai.BlockedError", Form: ByPointer,
			Built: []string{vertexGenaiMod + "/genai"}},
	},
})
