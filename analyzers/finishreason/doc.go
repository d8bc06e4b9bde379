// Package finishreason defines an Analyzer that reports model calls whose
// finish reason is never read.
//
// # Analyzer finishreason
//
// finishreason: report model calls whose finish reason or error code is never read
//
// An LLM call fails in two ways. Some failures come back as a Go error;
// others come back as an ordinary response whose finish reason, stop
// reason or block reason is the bad news: a SAFETY stop, a MAX_TOKENS
// truncation, a blocked prompt. Code that checks only err ships half a
// sentence, or an empty string, as the answer.
//
// The analyzer reports a model call whose response is used, when nothing
// in the enclosing function reads its reason. The model calls are those
// of the SDK table of the reference ([SDKs]), which lists for each SDK its
// calls, its reason fields and its streams, and any function, in this
// package or another, that returns the response of one of them without
// reading it (it is then itself a model call for its callers; the
// diagnostic names both, and its related information points at the
// origin). A call the table marks "and its implementations" is an
// interface method (ADK's model.LLM.GenerateContent, langchaingo's
// llms.Model.GenerateContent, fantasy's LanguageModel and Agent): a call
// on the interface or on any type that implements it counts.
//
// Some SDKs turn part of the stops into errors, and some calls hand the
// reason elsewhere:
//
//   - github.com/google/generative-ai-go/genai, the Gemini API's earlier
//     SDK, returns a SAFETY or RECITATION stop and a blocked prompt as a
//     *BlockedError, but a MAX_TOKENS stop as a response.
//     cloud.google.com/go/vertexai/genai, Vertex AI's earlier SDK for
//     Gemini, with the same API, returns only a SAFETY stop and a blocked
//     prompt as a *BlockedError; MAX_TOKENS, RECITATION, BLOCKLIST and
//     PROHIBITED_CONTENT come back as a response.
//   - anthropic's beta tool runners (NextMessage, RunToCompletion and
//     All, NextStreaming and AllStreaming): the last message can still
//     stop on max_tokens or refusal, or on tool_use when MaxIterations ran
//     out. A function that asks the same runner for its LastMessage may
//     read the reason there: its runner calls are left alone.
//   - fantasy's Agent.Stream hands the reason to the callbacks of its
//     AgentStreamCall that receive it (OnStepFinish, OnStreamFinish,
//     OnChunk, OnAgentFinish, OnFinish): one written as a function
//     literal, in the call or in a local variable the call is defined once
//     into, is followed like the response, and reads it when its step,
//     chunk or result does, or when it uses its finish reason parameter;
//     any other callback value, or a call built elsewhere, may read it and
//     keeps the call silent. An OnTextDelta callback takes the answer: the
//     response is used even when the call's result is dropped.
//   - Ollama's Client.Chat and Generate return only an error and hand each
//     response to the callback they are given (the table marks them "to
//     its callback"); the last one carries DoneReason. A function literal
//     written in the call is followed from its response parameter, in the
//     function that holds the call, so what it keeps in that function's
//     variables (last = r) is followed there too: the call is reported
//     when the callback uses the response (keeps or prints its text) and
//     nothing reads DoneReason. Any other callback (a method value, a
//     variable, a function passed in), or a literal that hands the
//     response on (to a channel, a function value), may read it and keeps
//     the call silent. A function that keeps the last response and returns
//     it unread is a model call for its callers, as for any call.
//
// Reading the reason means any of:
//
//   - Reading one of the SDK's reason fields of the table, on the response
//     or on anything derived from it (see below), also through a genai
//     stream iterator's MergedResponse, an openai-go
//     ChatCompletionAccumulator, anthropic's Message after Accumulate, a
//     stream event's Response or Delta, or a field promoted through an
//     embedding struct (ADK's session.Event embeds model.LLMResponse,
//     fantasy's StepResult a Response, and an AgentResult holds one).
//   - A Gemini prompt's block reason (genai's PromptFeedback or its
//     BlockReason, the same fields of generative-ai-go and of Vertex AI's
//     genai), which the table marks "the prompt's only": a response of
//     which only that is read gets its own diagnostic. A blocked prompt
//     comes back with no candidate, and its block reason says nothing of
//     a candidate's MAX_TOKENS or SAFETY stop (generative-ai-go and Vertex
//     AI's SDK return a blocked prompt as a *BlockedError, so there the
//     read never even runs). A function that reads only the block reason
//     and returns the response leaves the rest to its callers, as any
//     function that returns it unread.
//   - ADK's LLMResponse.ErrorCode, which the table marks "not alone": a
//     response of which only ErrorCode is read gets its own diagnostic,
//     since ADK's Gemini conversion leaves ErrorCode empty for a
//     MAX_TOKENS or SAFETY stop that carries partial content. ErrorMessage
//     does not count: ADK sets it only beside ErrorCode, and leaves it
//     empty when the model gives no finish message.
//   - On an openai-go Responses stream, telling its terminal event apart,
//     whose type is the status: ev.Type compared with
//     "response.completed", "response.incomplete" or "response.failed",
//     AsResponseCompleted (Incomplete, Failed), or a type switch case on
//     ResponseCompletedEvent (ResponseIncompleteEvent,
//     ResponseFailedEvent).
//   - On a Bedrock ConverseStream, the StopReason of the message_stop
//     event (the ConverseStreamOutputMemberMessageStop that
//     GetStream().Events() yields, through a type switch or assertion).
//   - Passing the response, or anything derived from it, to a function of
//     github.com/llmerrlint/llmerrlint/llmerr (ClassifyGenerateContent,
//     ClassifyResponse, GenerateContentFailure, ResponseFailure, ...) or
//     of one of its provider packages (the table's llmerr packages).
//   - Passing it to a function that reads the reason of that parameter, in
//     this package or, through analysis facts, in another.
//
// A read that only tells tool calls apart does not count. An agent loop
// that compares the reason with its tool value alone (openai-go's and
// go-openai's "tool_calls" or "function_call", anthropic's and Bedrock's
// "tool_use", fantasy's "tool-calls", Genkit's "interrupted", a tool's
// request to stop the turn), in an if or for condition (alone, or joined by || to other
// tests for ==, by && for !=) or as the only cases of a switch without a
// default, sends a max_tokens, length, refusal or filter stop down the
// path of a finished answer:
//
//	if msg.StopReason == anthropic.StopReasonToolUse { // the only read
//		...
//		continue
//	}
//	return text(msg), nil // a max_tokens stop ends here too
//
// The call is reported ("only tool calls told apart") unless that path,
// the branch the other values take and what may run after it up to the
// function's end, treats them as a failure: builds an error (errors.New
// or Join, fmt.Errorf, a function that returns one error and is named for
// making it, as NewAPIError, errors.Wrap or status.Errorf, a literal of an
// error type), returns a package-level error, panics or exits. A forced tool
// call whose absence is an error reads enough. A helper that tells tool
// calls apart counts as a read for its callers, and a response handed
// back to the caller leaves the decision there. When the calls of an agent
// loop (the first, and the one that answers the tools) share the one
// comparison, the first of them is reported.
//
// A read anywhere in the function counts, on any path, on the response or
// on anything derived from it: a candidate, a choice, a stream chunk
// (range over an iter.Seq2, the next function iter.Pull2 makes of it,
// Stream.Next/Current, Recv, a channel of events), an accumulator fed
// with the chunks, a local variable or struct holding it, a closure that
// runs in the function.
// This is a must-read check, not a proof that every path reads it. One
// order is certain, and counts: a variable reused for another model call
// (resp, err = llm.GenerateContent(ctx, history) again, by a statement of
// a block that encloses what follows) holds the new response from there
// on, so what follows is that call's, not the first's. A closure's code
// has no place in that order and counts for both.
//
// The response is also followed through helpers whose bodies were
// analysed, generic or not, in this package or, through facts, in
// another: a helper that hands its parameter back (resp :=
// must(client.Models.GenerateContent(...)), the call's results passed
// straight on as its arguments); and a function literal passed straight
// to a helper that calls it and returns its result (resp, err :=
// retry(ctx, func() (*genai.GenerateContentResponse, error) { return
// client.Models.GenerateContent(...) })). An iterator a function
// returns hands on what its yield function receives (return func(yield
// func(*session.Event, error) bool) { for ev, err := range seq { if
// !yield(ev, err) { return } } }): a filter over a stream passes the
// stream to its caller, and a function that wraps a model call in such an
// iterator is a model call for its callers. Another function value the
// response is passed to, a yield callback handed in included, is an
// escape. A type parameter counts as able
// to hold a response, like an empty interface. A model call through a
// method value held in a local variable (gen :=
// client.Models.GenerateContent; gen(...)) is a model call when the
// variable is defined once from the method value and only ever called.
//
// A call through a method of the application's own interface (type
// Summarizer interface { Summarize(...) (*openai.ChatCompletionResponse,
// error) }) is a model call when the interface is declared in a package
// whose non-test code implements that method, and every such
// implementation returns a model call's response unread; the fact crosses
// to callers in other packages. The SDK's own client counts as such an
// implementation when the package imports its SDK: an interface declared
// to mock the client (type chatAPI interface { CreateChatCompletion(...)
// }) holds it in production. A decorator that calls the same method on
// the value it wraps and returns its response unread (a retry or a
// circuit breaker) hands on what that value returns, and does not count.
// One implementation that does not return an unread response (a stub that
// returns none, a decorator that reads the reason) keeps the callers
// silent, since the value behind the interface may be that one. Fakes do not count: types
// in test files or generated files, and types that embed testify's
// mock.Mock. Implementations in other packages are out of view.
//
// A response is used when one of its fields or methods is read or when it
// is passed on. Its metadata does not count: what it says about itself
// (token usage, its ID, the model that served it: genai's UsageMetadata,
// ResponseID and ModelVersion, openai-go's, anthropic-sdk-go's and
// go-openai's Usage, ID and Model, genkit's and Bedrock's Usage, Bedrock's
// Metrics, langchaingo's GenerationInfo, fantasy's Usage and an agent
// result's TotalUsage) and what callers set on it (ADK's
// CustomMetadata). Code that
// only counts a response's tokens or logs its ID ships nothing a stop
// could spoil. The analyzer
// stays silent when the response is discarded (assigned to _, or a call
// statement), only compared with nil, or when it escapes to code the
// analyzer cannot follow: returned (the function then becomes a model call
// for its callers), stored in an exported field, a global, or an element
// of a slice or map, sent on a channel, or passed to a function value, an
// interface method, or a function whose body was not analysed. A function
// of an analysed package that neither reads the reason nor keeps the
// response does not silence its caller. A package is analysed when it
// imports an LLM API or a package that exports this analyzer's facts: the
// application's own logging function in a package that imports neither
// (logging.Error(ctx, "no choices", "response", resp)) is out of view, and
// passing it the response keeps the call silent. Its logger interface is
// not: an interface method taking the response boxed in an `any` (a
// fields map[string]any, ...any) and returning nothing or only an error,
// whose every implementation beside it in
// its package only shows what it gets (a zerolog or slog adapter, a no-op)
// is a sink, a use (logger.Error(ctx, "tool not found",
// map[string]any{"resp": resp})). An interface method whose parameter is
// a response type (a hook, an observer) is no sink: it is there to be
// implemented elsewhere. A closure that captures the
// response is code in view even when it escapes (a returned iterator that
// ranges over a stream it captured): other code can only run it, and what
// it does with the response counts as anywhere else in the function. So
// does a function literal called at once with the response as an
// argument (defer func(s *openai.ChatCompletionStream) { s.Close()
// }(stream)): its parameter is followed through its body.
//
// Display calls are a use, not an escape: passing the response, or
// anything derived from it, as an `any` argument to a print, log or debug
// dump function whose result is dropped, or assigned to blanks only,
// only shows it (if c.debug { spew.Dump(resp.Candidates) }; _, _ =
// fmt.Println(resp)). The list: fmt.Print, Printf, Println;
// package log's print, fatal and panic functions and *log.Logger's;
// log/slog's Debug, Info, Warn, Error, Log and their Context forms, and
// *slog.Logger's; the dump helpers spew (Dump, Print, Printf, Println),
// kr/pretty and k0kubun/pp (Print, Printf, Println), litter.Dump,
// godump.Dump (goforj's and yassinebenaid's, and the latter's
// *Dumper.Print and Println) and gookit's dump (P, V, Print). So is an
// `any` argument of a structured logger's field, when the field only
// reaches a log line: logger.Info("done", zap.Any("resp", resp)),
// logrus.WithField("resp", resp).Warn(...), zerolog's
// Event.Interface("resp", resp).Msg(...), logr's and klog's
// log.Info("done", "resp", resp). And so is an operand of
// fmt.Errorf that is no error (fmt.Errorf("unexpected event %T", ev)):
// it is printed into the message, and only a %w operand stays in the
// error. Serialising the
// response or writing it to a client (json.Marshal, fmt.Fprint to a
// writer, w.Write, a Sprint whose result is kept) still sends it on: an
// escape. So does RawJSON, the JSON an openai-go or anthropic-sdk-go
// response or stream event came from, as a proxy relays it; printed or
// logged as above (fmt.Println(resp.RawJSON())), formatted into an
// error, or dropped, it is a use like the response's. ADK's
// CustomMetadata holds what callers and model adapters set on a response
// (IDs, metadata), and langchaingo's GenerationInfo what the provider
// reports beside the answer (token counts, citations), never the response
// itself or its reason: serialising ev.CustomMetadata["k"], or handing
// GenerationInfo to llms.ExtractThinkingTokens, sends nothing of the
// response on.
//
// Package-private fields are followed. A response stored in an unexported
// field declared in this package (return &completion{raw: resp, text:
// resp.Text()}, or c.raw = resp) can only be read by this package, so the
// analyzer looks at every read of that field in the package's non-test
// files: the response is read when one of them reads the reason, escapes
// when one of them lets it go (an accessor that returns it, a call we
// cannot see), and is used otherwise. What becomes of the struct that holds
// it no longer matters: json.Marshal of the whole struct for a journal
// cannot see the field and is not a read of the reason.
//
// Console examples are reported like any other code. A main package that
// prints the text of a response with fmt.Println prints an empty line, or
// half a sentence, for a SAFETY or MAX_TOKENS stop; a program's output is
// its product, and examples are copied into services. Read the reason
// before printing, or suppress the report in a throwaway demo with
// //llmerrlint:ignore finishreason <reason>.
//
// The calls the SDK table marks "text only" (langchaingo's
// GenerateFromSinglePrompt and Model.Call, its chains.Run and
// chains.Predict, since a chain's output is its model's text, and
// genkit's GenerateText) return only the text: the reason is lost
// whatever the caller does, so their calls are reported whenever the
// text is kept.
//
// Bedrock's InvokeModel and InvokeModelWithResponseStream are out of
// reach: they return the model provider's own JSON, and the reason is
// inside a body the application decodes into its own types. Their calls
// are not reported; prefer Converse, whose StopReason is typed.
//
// ADK callbacks are checked too. An AfterModel callback (any function with
// the signature of llmagent.AfterModelCallback, in either ADK major
// version) that reads the response's Content but neither FinishReason nor
// ErrorCode, and does not hand the response to other code, is reported at
// its first read of Content, unless it passes the response through.
//
// A callback passes the response through when every return hands on the
// response it received, or nil (ADK then keeps the original): the finish
// reason travels on unchanged to the next callback and to the runner's
// caller. Such a callback is reported only when it takes the answer out
// of the content (reads a part's Text, InlineData or FileData other than
// to write the result back into the response, directly or in a literal,
// or to log it: it keeps the text, or a value made from it, outside the
// response, or hands the content or a part to code other than a log
// line) or decides from it (a nil or emptiness
// check of the content or of its text, or a count of its tokens, in an
// if statement that returns a new error, to have the call asked again).
// Editing the response in place (redacting text, merging the text parts
// into one, rewriting or moving function-call arguments, filtering
// parts), checking Content for nil, counting parts or tokens, logging
// the text or a preview of it, handing it to a moderation service whose
// verdict is only logged, and reading only FunctionCall parts take
// nothing, and an error returned for another
// reason (a failed state write) decides nothing about the content, nor
// does the error of a service the text was sent to (v, err :=
// svc.Moderate(ctx, text)), which reports the service's failure beside
// its verdict, nor a test of the text whose branches pass the response
// on either way: they only return (nil when a redaction changed nothing,
// a substitute), write back into the response values made from it (cut
// the text at an end mark) or a refusal of the callback's own into its
// content (the response keeps its reason), or log. A callback that
// returns a response made from the text, stores the text, writes
// elsewhere or into the response's other fields on a test of the text,
// or re-asks when the reply is empty is reported.
//
// A guardrail passes the response through too, in an agent's callbacks
// as in a plugin's. It judges the answer by a policy (a moderation
// service's verdict, a regexp or a list of words over the text) and,
// when the answer fails, returns in its place a substitute of its own: a
// response it builds (a literal, a call, a local holding one) of which
// nothing comes from the received content, such as a constant refusal:
//
//	v, err := g.client.Moderate(ctx, text)
//	if err != nil {
//		return nil, err // the service's failure: fails closed
//	}
//	if v.Flagged {
//		return &model.LLMResponse{Content: genai.NewContentFromText("I can't help with that.", genai.RoleModel)}, nil
//	}
//	return nil, nil
//
// The bug is the model's text, cut by MAX_TOKENS or emptied by a SAFETY
// stop, travelling on without the reason that says so. A substitute
// carries none of it, and its missing reason hides nothing; whatever the
// test that picks it, the other path hands the response on, reason and
// all. A substitute built from the model's text (the redacted text, the
// service's masked copy of it, the text up to a match, the received
// Content, the whole response handed to a helper) drops the reason of the
// text it carries, and is reported, unless the callback reads the reason
// (copies FinishReason into it). A substitute may copy the received
// response's metadata (UsageMetadata); a copy of the whole response (out
// := *resp; out.Content = refusal; return &out, nil) keeps the reason
// and counts as the response itself.
//
// An llmagent.Config literal that sets OnModelErrorCallbacks but leaves
// AfterModelCallbacks out, nil or empty is reported at that key: it
// handles thrown failures only, and an agent's callbacks are its own. A
// value from a variable or a call counts as set. Plugins are composed per
// runner: a plugin.Config that sets OnModelErrorCallback without
// AfterModelCallback (a retry plugin) is reported only when no other
// plugin.Config of the package has an AfterModel callback that reads the
// reason (or one we cannot see, from a variable or another package), and
// no runner plugin list built in the package (runner.PluginConfig.Plugins)
// installs a plugin from elsewhere: another package's constructor, or
// plugin.New of a config that is not a literal, such as llmerr's.
//
// The messages, and what to do about each:
//
//	genai.Models.GenerateContent: finish reason never read; a SAFETY or MAX_TOKENS stop passes as success
//
// Read the reason before using the content, or classify the response
// with llmerr and follow the class's handling rule. The related
// information names the function that takes the call's response, the
// SDK table's "classify with" for the major its type shows ([SDKs]); on a
// Bedrock ConverseStream, pass the message_stop event's StopReason to
// bedrockerr.ClassifyStopReason. Importing a provider package also
// teaches llmerr.Classify that SDK's errors. A response the table gives
// no classify function (ADK v1, anthropic-sdk-go v1, beta messages) has
// none: read the reason itself.
// When the call is a helper that returns an unread response (helpers.Ask:
// ...), the related information points at the model call inside it; read
// the reason in the helper or in its caller.
//
// This message, and the "surfaces as a JSON error" one below, come with a
// suggested fix (llmerrlint -fix, go fix -fixtool) where it is sure to
// build and to keep the code's meaning: a check of the response with
// llmerr's Check function for it (llmerr.CheckGenerateContent,
// llmerr.CheckResponse, openaierr.CheckChatCompletion, ...), inserted
// right after the call's own error check:
//
//	resp, err := client.Models.GenerateContent(ctx, model, genai.Text(prompt), nil)
//	if err != nil {
//		return "", fmt.Errorf("answer: %w", err)
//	}
//	if err = llmerr.CheckGenerateContent(resp); err != nil {
//		return "", fmt.Errorf("answer: %w", err)
//	}
//
// The check returns the zero values of the function's other results and
// the error built as the error check builds the call's (its fmt.Errorf
// wrap, say); it reuses the call's error variable, which is nil there, or
// declares err when the call's error was dropped and no err is in scope,
// so no name is shadowed. The import of llmerr or of the provider package
// (llmerr/openai, ...) is added; go mod tidy then requires its module.
// There is no fix where the enclosing function returns no error, inside a
// function literal (it may be a callback whose contract decides what an
// error means: add the check by hand, or register llmerr's callbacks),
// where the call's error is not checked by the statement right after it
// (a check before it would hide the call's error), where that check does
// not end the function's path, where the response is not kept in a
// variable of the type the Check function takes (ADK v1, openai-go v1 and
// v2, anthropic-sdk-go v1, a beta message, an agent result), or where a
// name the fix needs already means something else.
//
// A stream gets the fix when a local accumulator gathers it in its
// for stream.Next() loop (openai-go's ChatCompletionAccumulator.AddChunk,
// anthropic's Message.Accumulate) and the statement right after the loop
// checks stream.Err() and ends the path: the check of the accumulated
// message (openaierr.CheckChatCompletion(&acc.ChatCompletion),
// anthropicerr.CheckMessage(&message)) goes after it. Other streams
// (genai's and ADK's iterators, go-openai, Bedrock's ConverseStream,
// langchaingo's streaming func) have no fix: write the check of the last
// chunk by hand, as the llmerr README shows.
//
//	model.LLM.GenerateContent: only ErrorCode read; a MAX_TOKENS or SAFETY stop with partial content passes
//
// Read FinishReason too, or classify the response with llmerr.ClassifyResponse.
//
//	genai.Models.GenerateContent: only the prompt's block reason read; a SAFETY or MAX_TOKENS stop passes
//
// Read the candidate's FinishReason too (the related information points
// at the read of the block reason), or classify the response with
// llmerr.ClassifyGenerateContent, which reads both.
//
//	llms.GenerateFromSinglePrompt returns only the text; a length or safety stop passes as success
//
// Call the variant that returns the response (langchaingo's
// Model.GenerateContent, genkit.Generate) and read its reason.
//
//	genai.Models.GenerateContent: finish reason never read; a SAFETY or MAX_TOKENS stop surfaces as a JSON error
//	llms.GenerateFromSinglePrompt returns only the text; a length or safety stop surfaces as a JSON error
//
// Structured output: the response is used only for its text, and the
// text only decoded as JSON (json.Unmarshal, or json.NewDecoder on a
// reader of it), with the decode's error kept; beside that, only nil,
// emptiness and length guards, token counts and the text formatted into
// an error. The text may first be cleaned: trimmed or replaced in part
// by strings, bytes or a *regexp.Regexp's ReplaceAll methods, or by a
// helper of the package that does only that and returns nothing else but
// "" (a helper or an assignment that can put a constant such as "{}" in
// its place makes an empty reply decode, and keeps "passes as success"). A SAFETY stop's empty
// text and a MAX_TOKENS stop's cut JSON then fail the decode: the call
// fails, but as malformed output, which is retried or dropped as such.
// The related information points at the decode. Read the reason before
// decoding, and return its class.
//
//	AfterModel callback afterBad reads Content but never FinishReason or ErrorCode
//	func literal in llmagent.Config.AfterModelCallbacks reads Content but never FinishReason or ErrorCode
//
// Check FinishReason (and ErrorCode) before using Content, or classify the
// response with llmerr.ClassifyResponse, or register llmerr's callbacks.
//
// These findings have no suggested fix, on purpose. ADK (v1.6 and v2.2
// alike, internal/llminternal's base flow) yields an AfterModel callback's
// error in place of the response and ends the model call there: the
// remaining AfterModel callbacks and every OnModelError callback never see
// it, and the error reaches runner.Run's caller with no event for the
// turn. ADK also calls the callback for every streamed chunk. An inserted
// return nil, llmerr.CheckResponse(resp) would end a stream at a partial
// chunk that carries no content yet, and turn every truncation, which
// llmerr's rule passes through to the application, into a failed run. Read
// the reason in the callback, skipping partial chunks, or register
// llmerr's callbacks, which act by the class's rule.
//
//	llmagent.Config: OnModelErrorCallbacks without AfterModelCallbacks; SAFETY and MAX_TOKENS stops go unhandled
//
// Stops arrive as responses, not errors: add an AfterModel callback that
// reads FinishReason and ErrorCode (llmerr.NewCallbacks provides both),
// to the agent, or, for a plugin, to a plugin installed in the same
// runner.
//
// Model calls are checked in every function declaration, and in every
// function literal outside one: a package-level variable's closure, such
// as an activity a workflow engine registers (var Answer =
// engine.Activity("answer", func(ctx context.Context, in Input) (string,
// error) { ... })), is checked as a function of its own.
//
// Generated files, test code and functions that do not type-check are
// not reported. Test code asserts on the content itself: a _test.go file,
// or a function, declared or literal, taking a *testing.T, B or F or a
// testing.TB wherever it is (a conformance suite other modules' tests
// import, func (s *Suite) testBasic(t *testing.T)).
//
// Option -strict (golangci-lint setting "strict"): a read whose value only
// feeds a log or print call (package log, log/slog, fmt.Print*,
// fmt.Fprint*), telemetry (the structured loggers zap, zerolog, logrus,
// logr and klog, and OpenTelemetry: a field or attribute passed to a
// logger, span or instrument, as
// span.SetAttributes(attribute.String("gen_ai.response.finish_reasons",
// ...)) records it) or the result of a String or GoString method (how a
// value prints in logs), directly or through fmt.Sprint*, appends and
// local variables that only do, does not count as reading the reason.
// Nor does a comparison with the reason's zero value (reason != "" tells
// that a stop came, as a stream loop that breaks on it needs, not which),
// directly or through string(reason) and local variables whose every
// read only does.
// Other loggers are not recognised: a read that reaches them still
// counts. A call whose only reads are of these kinds is reported as
// "finish reason only logged" or "only tested for presence" (in the
// SDK's words for its reason), with the read as related information.
// Default off.
//
// [SDKs]: https://github.com/llmerrlint/llmerrlint/blob/main/docs/analyzers.md#sdks
package finishreason
