package llmapi

import (
	"go/types"
	"slices"
)

// composedConfigs are the ADK config structs whose callbacks are composed
// with those of other values of the same type per runner (plugins): one
// that handles only model errors may rely on another's AfterModel
// callback. An llmagent.Config's callbacks are the agent's own.
var composedConfigs = []ObjectRef{
	ref(adkMod, "plugin", "", "Config"),
}

// pluginLists are the struct fields that install plugins in a runner
// (runner.PluginConfig.Plugins, which runner.Config and the launchers
// embed as PluginConfig).
var pluginLists = []ObjectRef{
	ref(adkMod, "runner", "PluginConfig", "Plugins"),
}

// pluginConstructors build a plugin from a composed config.
var pluginConstructors = []ObjectRef{
	ref(adkMod, "plugin", "", "New"),
}

// answerFields hold the answer itself in a response's content (genai.Part
// text and media). An AfterModel callback that passes the response through
// consumes the content only when it takes one of these out of it; the
// other parts (FunctionCall, FunctionResponse, Thought...) are structure.
var answerFields = []ObjectRef{
	ref(genaiMod, "", "Part", "Text"),
	ref(genaiMod, "", "Part", "InlineData"),
	ref(genaiMod, "", "Part", "FileData"),
}

// metadataFields hold what a response says about itself or what callers,
// model adapters or the SDK set on it (token usage, IDs, the model that
// served it, custom metadata), never the answer or its finish reason.
// Reading one is not using the answer: code that only counts a
// response's tokens or logs its ID ships nothing a SAFETY or MAX_TOKENS
// stop could spoil. And what is read from one, serialised or handed to a
// reader (llms.ExtractThinkingTokens) sends nothing of the response on.
// langchaingo's providers keep the stop reason in
// ContentChoice.StopReason, and put token counts, IDs, citations and
// safety ratings in GenerationInfo.
var metadataFields = []ObjectRef{
	ref(genaiMod, "", "GenerateContentResponse", "UsageMetadata"),
	ref(genaiMod, "", "GenerateContentResponse", "ResponseID"),
	ref(genaiMod, "", "GenerateContentResponse", "ModelVersion"),
	ref(legacyGenaiMod, "genai", "GenerateContentResponse", "UsageMetadata"),
	ref(vertexGenaiMod, "genai", "GenerateContentResponse", "UsageMetadata"),
	ref(adkMod, "model", "LLMResponse", "UsageMetadata"),
	ref(adkMod, "model", "LLMResponse", "CustomMetadata"),
	ref(openaiMod, "", "ChatCompletion", "Usage"),
	ref(openaiMod, "", "ChatCompletion", "ID"),
	ref(openaiMod, "", "ChatCompletion", "Model"),
	ref(openaiMod, "", "ChatCompletionChunk", "Usage"),
	ref(openaiMod, "responses", "Response", "Usage"),
	ref(anthropicMod, "", "Message", "Usage"),
	ref(anthropicMod, "", "Message", "ID"),
	ref(anthropicMod, "", "Message", "Model"),
	ref(anthropicMod, "", "BetaMessage", "Usage"),
	ref(anthropicMod, "", "BetaMessage", "ID"),
	ref(anthropicMod, "", "BetaMessage", "Model"),
	ref(goOpenAIMod, "", "ChatCompletionResponse", "Usage"),
	ref(goOpenAIMod, "", "ChatCompletionResponse", "ID"),
	ref(goOpenAIMod, "", "ChatCompletionResponse", "Model"),
	ref(langchainMod, "llms", "ContentChoice", "GenerationInfo"),
	ref(genkitMod, "ai", "ModelResponse", "Usage"),
	ref(bedrockMod, "", "ConverseOutput", "Usage"),
	ref(bedrockMod, "", "ConverseOutput", "Metrics"),
	ref(fantasyMod, "", "Response", "Usage"),
	ref(fantasyMod, "", "AgentResult", "TotalUsage"),
	ref(fantasyMod, "", "ObjectResponse", "Usage"),
	ref(fantasyMod, "", "ObjectStreamPart", "Usage"),
}

// rawJSONMethods return the JSON a response or stream event was decoded
// from, finish reason included: writing it out (a proxy relaying the
// upstream body) hands the reason on, as json.Marshal of the value does.
var rawJSONMethods = []ObjectRef{
	ref(openaiMod, "", "ChatCompletion", "RawJSON"),
	ref(openaiMod, "", "ChatCompletionChunk", "RawJSON"),
	ref(openaiMod, "", "Completion", "RawJSON"),
	ref(openaiMod, "responses", "Response", "RawJSON"),
	ref(openaiMod, "responses", "ResponseStreamEventUnion", "RawJSON"),
	ref(anthropicMod, "", "Message", "RawJSON"),
	ref(anthropicMod, "", "MessageStreamEventUnion", "RawJSON"),
	ref(anthropicMod, "", "BetaMessage", "RawJSON"),
	ref(anthropicMod, "", "BetaRawMessageStreamEventUnion", "RawJSON"),
}

// IsRawJSON reports whether fn is one of rawJSONMethods.
func IsRawJSON(fn *types.Func) bool {
	return fn != nil && fn.Name() == "RawJSON" && isFuncIn(fn, rawJSONMethods)
}

// isFuncIn reports whether fn is one of refs.
func isFuncIn(fn *types.Func, refs []ObjectRef) bool {
	return fn != nil && isObjectIn(fn, refs)
}

// isObjectIn reports whether obj, not nil, is one of refs.
func isObjectIn(obj types.Object, refs []ObjectRef) bool {
	return obj.Pkg() != nil && slices.Contains(refs, RefOf(obj))
}

// IsMetadataField reports whether v is one of metadataFields.
func IsMetadataField(v *types.Var) bool { return isFieldIn(v, metadataFields) }

// composeObjects are the objects above, for Objects.
func composeObjects() []ObjectRef {
	var out []ObjectRef
	out = append(out, composedConfigs...)
	out = append(out, pluginLists...)
	out = append(out, pluginConstructors...)
	out = append(out, answerFields...)
	out = append(out, metadataFields...)
	out = append(out, rawJSONMethods...)
	for _, f := range pluginLists {
		out = append(out, ObjectRef{PkgPath: f.PkgPath, Name: f.Recv})
	}
	return out
}

// IsComposed reports whether cfg's callbacks are composed per runner with
// those of other values of its type (a plugin.Config).
func (c *ConfigLit) IsComposed() bool {
	for _, r := range composedConfigs {
		if r == c.Ref {
			return true
		}
	}
	return false
}

// IsPluginList reports whether v is a field that installs plugins in a
// runner (runner.PluginConfig.Plugins).
func IsPluginList(v *types.Var) bool { return isFieldIn(v, pluginLists) }

// IsPluginConstructor reports whether fn builds a plugin from a config
// (plugin.New).
func IsPluginConstructor(fn *types.Func) bool { return isFuncIn(fn, pluginConstructors) }

// IsAnswerField reports whether v holds the answer in a content part
// (genai.Part.Text, InlineData, FileData).
func IsAnswerField(v *types.Var) bool { return isFieldIn(v, answerFields) }

func isFieldIn(v *types.Var, refs []ObjectRef) bool {
	if v == nil || !v.IsField() || v.Pkg() == nil {
		return false
	}
	path := NormalizePath(v.Pkg().Path())
	for _, r := range refs {
		if r.PkgPath == path && r.Name == v.Name() && ownerDeclares(v, r.Recv) {
			return true
		}
	}
	return false
}
