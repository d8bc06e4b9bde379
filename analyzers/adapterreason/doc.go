// Package adapterreason defines an Analyzer that reports model adapters
// that drop the provider's finish or stop reason.
//
// # Analyzer adapterreason
//
// adapterreason: report model adapters that drop the provider's finish reason
//
// Many services write their own model adapter: an ADK model.LLM (of
// google.golang.org/adk or google.golang.org/adk/v2) for Ollama, Anthropic
// or OpenAI, or a langchaingo llms.Model. The adapter converts the
// provider's response into the framework's: model.LLMResponse or
// llms.ContentChoice. When it fills Content but never FinishReason (or
// StopReason), or sets a constant STOP, every check downstream, llmerr's
// included, sees a truncated answer or a refusal as a success. One adapter
// silences the whole agent.
//
// The analyzer finds the types of the package whose methods implement
// model.LLM or llms.Model, and looks at their methods and at every
// function of the package those call. It reports the adapter when
//
//   - those functions build a model.LLMResponse or llms.ContentChoice
//     literal,
//   - they read data out of a provider response whose type has a reason
//     field of the SDK table of the reference ([SDKs]): anthropic.Message,
//     openai.ChatCompletionChoice, genai.Candidate, ...,
//   - no literal or assignment sets the response's reason from a value
//     (none at all, or only constants), and no provider reason field is
//     read anywhere in them.
//
// A reason set from a local variable that is only ever set to constants
// counts as constant: a streaming adapter that says STOP because the
// stream ended (finish := genai.FinishReasonStop, then OTHER when no text
// came) synthesises the reason instead of reading the one the stream's
// final chunk carries.
//
// An adapter over the Responses API that keeps only the output text of
// the answer (a content item's Text, AsOutputText, or Response.OutputText)
// and never reaches a refusal item (its Refusal field, AsRefusal, AsAny,
// the raw JSON, the ResponseOutputRefusal type, or the string "refusal")
// is reported too when it sets a reason: a refusal comes with a completed
// status, so the adapter reports it as a normal, empty answer:
//
//	adapter gptModel keeps only the Responses API's output text: a refusal passes as an answer
//
// All literals of one adapter are one finding, reported at the first and
// naming the adapter; the related position is where the provider's
// response is first used:
//
//	adapter claudeModel builds model.LLMResponse without anthropic.Message.StopReason
//	adapter ollamaModel sets a constant FinishReason, dropping openai.ChatCompletionChoice.FinishReason
//	adapter endedStream synthesises its FinishReason, dropping the provider's FinishReason
//
// It stays silent when the adapter maps the reason, even partially or
// through a helper of the package; when only streaming chunks leave it
// unset and the final response sets it; when a provider response is
// handed to a function of another package, an SDK's converter included
// (it may map the reason there); when the adapter only builds provider
// responses itself (a test double); and for adapters that talk to a
// provider through types of their own (an Ollama client decoding JSON
// into its own structs).
//
// For example
//
//	func (m *claudeModel) GenerateContent(ctx context.Context, req *model.LLMRequest, stream bool) iter.Seq2[*model.LLMResponse, error] {
//		return func(yield func(*model.LLMResponse, error) bool) {
//			msg, err := m.client.Messages.New(ctx, params(req))
//			...
//			yield(&model.LLMResponse{Content: toContent(msg)}, nil) // reported
//		}
//	}
//
// Instead, map the provider's reason onto the framework's, keeping the
// stops that are not successes apart:
//
//	resp := &model.LLMResponse{Content: toContent(msg), TurnComplete: true}
//	switch msg.StopReason {
//	case anthropic.StopReasonEndTurn, anthropic.StopReasonStopSequence, anthropic.StopReasonToolUse:
//		resp.FinishReason = genai.FinishReasonStop
//	case anthropic.StopReasonMaxTokens:
//		resp.FinishReason = genai.FinishReasonMaxTokens
//	case anthropic.StopReasonRefusal:
//		resp.FinishReason = genai.FinishReasonSafety
//	default:
//		resp.FinishReason = genai.FinishReasonOther
//	}
//
// # Reason maps that cover only some values
//
// A map from the provider's reason onto genai's FinishReason (or Genkit's
// ai.FinishReason, or the reason of an application's own provider
// interface) often lists the values its author knew of and sends
// everything else to STOP, or leaves it with no reason at all. Each
// failure it does not list then passes as a success: an Anthropic
// refusal, a Bedrock guardrail stop, an OpenAI content filter, a
// cancelled Responses API response. The analyzer reports a switch, in any
// function of a package that imports a provider, when
//
//   - it switches on a provider's reason, a type or field whose failures
//     the SDK table lists (anthropic.StopReason, openai-go's
//     ChatCompletionChoice.FinishReason, the Responses API's
//     responses.ResponseStatus, ...), directly, converted, through a
//     local copy, or as a parameter that a call of the package passes one;
//   - every case is a constant;
//   - the values no case lists end up with STOP or with no reason: the
//     default clause returns or assigns STOP, or the value the case of
//     the provider's normal stop (stop, end_turn, completed) yields; or,
//     without a default, that value is returned right after the switch
//     or assigned right before it to what the cases assign (also as a
//     field of the response literal built there: resp :=
//     &model.LLMResponse{FinishReason: genai.FinishReasonStop}); or an
//     empty string is returned after a switch whose every case returns a
//     constant; or every case assigns a constant to the same x.F (or
//     local x), x is built in the function without F, and nothing else
//     sets it (no other assignment, no function of the package handed x,
//     no call at all handed x before the switch);
//   - and a failure value of that provider is neither among the cases
//     nor named anywhere else in the function (a test of content_filter
//     before the switch handles it).
//
// The finding is at the default (or at that return or assignment, or at
// the switch) and names the first failure missing; the related position
// is where the reason comes from:
//
//	anthropicReason sends anthropic stop reason "refusal" (and 2 more) to FinishReasonStop
//	fromOpenAI leaves openai finish reason "content_filter" unmapped: out.StopReason stays empty
//
// The failure values are those llmerr's provider packages classify as
// failures, the SDK table's "failure reasons" (fantasy's other and
// unknown say nothing of a failure, and are none). A
// switch that lists them all may default to STOP, and one that sends the
// unlisted values to OTHER, to a failure of the application's own, or
// passes the provider's value through, is never reported. Instead, list the provider's successes and send the
// rest to OTHER, so that a stop reason the provider adds later is not a
// success either:
//
//	switch reason {
//	case anthropic.StopReasonEndTurn, anthropic.StopReasonStopSequence, anthropic.StopReasonToolUse:
//		return genai.FinishReasonStop
//	case anthropic.StopReasonMaxTokens, anthropic.StopReasonModelContextWindowExceeded:
//		return genai.FinishReasonMaxTokens
//	case anthropic.StopReasonRefusal:
//		return genai.FinishReasonSafety
//	default:
//		return genai.FinishReasonOther
//	}
//
// The analyzer has no options.
//
// [SDKs]: https://github.com/llmerrlint/llmerrlint/blob/main/docs/analyzers.md#sdks
package adapterreason
