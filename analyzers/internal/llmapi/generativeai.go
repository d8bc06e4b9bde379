package llmapi

// generativeai.go holds what llmerrlint knows about the Gemini API's
// earlier Go SDK, github.com/google/generative-ai-go: deprecated for
// google.golang.org/genai but still in many applications. Its package is
// also called genai.

const legacyGenaiMod = "github.com/google/generative-ai-go"

// legacyGenaiFamily: generative-ai-go turns a SAFETY or RECITATION stop
// and a blocked prompt into a *BlockedError; MAX_TOKENS (and OTHER)
// still come back as a response. No llmerr package reads it.
var legacyGenaiFamily = &Family{
	Name:   "generative-ai-go",
	Reason: "finish reason",
	Stop:   "a MAX_TOKENS stop",
}

var legacyGenaiSDK = register(&SDK{
	Name:   "generative-ai-go",
	Module: legacyGenaiMod,
	Majors: []string{""},
	Pins:   []Pin{{Major: "", Version: "v0.20.1", Corpus: "generative-ai-go"}},
	Calls: []Call{
		{Ref: ref(legacyGenaiMod, "genai", "GenerativeModel", "GenerateContent"), Display: "genai.GenerativeModel.GenerateContent", Family: legacyGenaiFamily},
		{Ref: ref(legacyGenaiMod, "genai", "GenerativeModel", "GenerateContentStream"), Display: "genai.GenerativeModel.GenerateContentStream", Family: legacyGenaiFamily},
		{Ref: ref(legacyGenaiMod, "genai", "ChatSession", "SendMessage"), Display: "genai.ChatSession.SendMessage", Family: legacyGenaiFamily},
		{Ref: ref(legacyGenaiMod, "genai", "ChatSession", "SendMessageStream"), Display: "genai.ChatSession.SendMessageStream", Family: legacyGenaiFamily},
	},
	Streams: []StreamCall{
		{Ref: ref(legacyGenaiMod, "genai", "GenerativeModel", "GenerateContentStream"), Reason: ref(legacyGenaiMod, "genai", "Candidate", "FinishReason")},
		{Ref: ref(legacyGenaiMod, "genai", "ChatSession", "SendMessageStream"), Reason: ref(legacyGenaiMod, "genai", "Candidate", "FinishReason")},
	},
	ReasonFields: []Field{
		{Ref: ref(legacyGenaiMod, "genai", "Candidate", "FinishReason")},
		{Ref: ref(legacyGenaiMod, "genai", "GenerateContentResponse", "PromptFeedback"), BlockOnly: true},
		{Ref: ref(legacyGenaiMod, "genai", "PromptFeedback", "BlockReason"), BlockOnly: true},
	},
	MetadataFields: []ObjectRef{ref(legacyGenaiMod, "genai", "GenerateContentResponse", "UsageMetadata")},
	ErrorTypes: []ErrorType{
		{Ref: ref(legacyGenaiMod, "genai", "", "BlockedError"), Display: "genai.BlockedError", Form: ByPointer,
			Built: []string{legacyGenaiMod + "/genai"}},
	},
})
