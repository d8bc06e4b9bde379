package llmapi

// genai.go holds what llmerrlint knows about the Gemini API's Go SDK,
// google.golang.org/genai (also the content types of ADK).

const genaiMod = "google.golang.org/genai"

var genaiFamily = &Family{
	Name:     "genai",
	Reason:   "finish reason",
	Stop:     "a SAFETY or MAX_TOKENS stop",
	Classify: classifier(genaiMod, "ClassifyGenerateContent", "*GenerateContentResponse"),
}

var genaiSDK = register(&SDK{
	Name:   "genai",
	Module: genaiMod,
	Majors: []string{""},
	Pins:   []Pin{{Major: "", Version: "v1.77.0", Corpus: "genai"}},
	// llmerr itself reads genai's errors and responses.
	Providers: []Provider{{Major: "", Pkg: llmerrMod, Name: "llmerr"}},
	Calls: []Call{
		{Ref: ref(genaiMod, "", "Models", "GenerateContent"), Display: "genai.Models.GenerateContent", Family: genaiFamily},
		{Ref: ref(genaiMod, "", "Models", "GenerateContentStream"), Display: "genai.Models.GenerateContentStream", Family: genaiFamily},
		{Ref: ref(genaiMod, "", "Chat", "SendMessage"), Display: "genai.Chat.SendMessage", Family: genaiFamily},
		{Ref: ref(genaiMod, "", "Chat", "Send"), Display: "genai.Chat.Send", Family: genaiFamily},
		{Ref: ref(genaiMod, "", "Chat", "SendMessageStream"), Display: "genai.Chat.SendMessageStream", Family: genaiFamily},
		{Ref: ref(genaiMod, "", "Chat", "SendStream"), Display: "genai.Chat.SendStream", Family: genaiFamily},
	},
	Streams: []StreamCall{
		{Ref: ref(genaiMod, "", "Models", "GenerateContentStream"), Reason: ref(genaiMod, "", "Candidate", "FinishReason")},
		{Ref: ref(genaiMod, "", "Chat", "SendMessageStream"), Reason: ref(genaiMod, "", "Candidate", "FinishReason")},
		{Ref: ref(genaiMod, "", "Chat", "SendStream"), Reason: ref(genaiMod, "", "Candidate", "FinishReason")},
	},
	ReasonFields: []Field{
		{Ref: ref(genaiMod, "", "Candidate", "FinishReason")},
		{Ref: ref(genaiMod, "", "GenerateContentResponse", "PromptFeedback"), BlockOnly: true},
		{Ref: ref(genaiMod, "", "GenerateContentResponsePromptFeedback", "BlockReason"), BlockOnly: true},
	},
	// The framework value for a healthy stop, which adapters map onto.
	StopConstants: []ObjectRef{ref(genaiMod, "", "", "FinishReasonStop")},
	// A response's content parts that hold the answer (text and media);
	// the other parts (FunctionCall, FunctionResponse, Thought...) are
	// structure.
	AnswerFields: []ObjectRef{
		ref(genaiMod, "", "Part", "Text"),
		ref(genaiMod, "", "Part", "InlineData"),
		ref(genaiMod, "", "Part", "FileData"),
	},
	MetadataFields: []ObjectRef{
		ref(genaiMod, "", "GenerateContentResponse", "UsageMetadata"),
		ref(genaiMod, "", "GenerateContentResponse", "ResponseID"),
		ref(genaiMod, "", "GenerateContentResponse", "ModelVersion"),
	},
	ErrorTypes: []ErrorType{
		{Ref: ref(genaiMod, "", "", "APIError"), Display: "genai.APIError", Form: ByValue,
			Built: []string{genaiMod}},
	},
	ErrorMessageFields: []ObjectRef{ref(genaiMod, "", "APIError", "Message")},
})
