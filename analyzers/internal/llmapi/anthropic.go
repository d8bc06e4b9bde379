package llmapi

import "slices"

// anthropic.go holds what llmerrlint knows about Anthropic's Go SDK,
// github.com/anthropics/anthropic-sdk-go (v1 and v2): messages, their
// beta and the beta's tool runner.

const anthropicMod = "github.com/anthropics/anthropic-sdk-go"

var (
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
)

// The stop reasons, as llmerr/anthropic classifies them; Bedrock's
// successes are the same.
var (
	anthropicSuccesses = []string{"end_turn", "stop_sequence", "tool_use"}
	anthropicTools     = []string{"tool_use"}
	anthropicNormal    = []string{"end_turn", "stop_sequence"}
	anthropicFailures  = []string{"max_tokens", "refusal", "model_context_window_exceeded", "pause_turn"}
	// compaction: the beta's context management compacted mid-turn.
	anthropicBetaFailures = append(slices.Clip(anthropicFailures), "compaction")
)

// runnerLastMessage is the tool runners' last message, whose stop reason
// is the run's.
var runnerLastMessage = ref(anthropicMod, "", "betaToolRunnerBase", "LastMessage")

var anthropicSDK = register(&SDK{
	Name:   "anthropic-sdk-go",
	Module: anthropicMod,
	Majors: []string{"", "/v2"},
	Pins: []Pin{
		{Major: "", Version: "v1.19.0"},
		{Major: "/v2", Version: "v2.17.0", Corpus: "anthropic"},
	},
	// v1 has none: llmerr/anthropic reads v2.
	Providers: []Provider{{Major: "/v2", Pkg: llmerrMod + "/anthropic", Name: "anthropicerr"}},
	Calls: []Call{
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
	},
	Streams: []StreamCall{
		{Ref: ref(anthropicMod, "", "MessageService", "NewStreaming"), Reason: ref(anthropicMod, "", "MessageDeltaEventDelta", "StopReason")},
		{Ref: ref(anthropicMod, "", "BetaMessageService", "NewStreaming"), Reason: ref(anthropicMod, "", "BetaRawMessageDeltaEventDelta", "StopReason")},
	},
	ReasonFields: []Field{
		{Ref: ref(anthropicMod, "", "Message", "StopReason")},
		{Ref: ref(anthropicMod, "", "MessageDeltaEventDelta", "StopReason")},
		{Ref: ref(anthropicMod, "", "MessageStreamEventUnionDelta", "StopReason")},
		{Ref: ref(anthropicMod, "", "BetaMessage", "StopReason")},
		{Ref: ref(anthropicMod, "", "BetaRawMessageDeltaEventDelta", "StopReason")},
		{Ref: ref(anthropicMod, "", "BetaRawMessageStreamEventUnionDelta", "StopReason")},
	},
	ReasonValues: []ReasonValues{
		{Ref: ref(anthropicMod, "", "", "StopReason"), Display: "anthropic stop reason",
			Failures: anthropicFailures, Successes: anthropicSuccesses, Tools: anthropicTools, Normal: anthropicNormal},
		{Ref: ref(anthropicMod, "", "", "BetaStopReason"), Display: "anthropic stop reason",
			Failures: anthropicBetaFailures, Successes: anthropicSuccesses, Tools: anthropicTools, Normal: anthropicNormal},
	},
	MetadataFields: []ObjectRef{
		ref(anthropicMod, "", "Message", "Usage"),
		ref(anthropicMod, "", "Message", "ID"),
		ref(anthropicMod, "", "Message", "Model"),
		ref(anthropicMod, "", "BetaMessage", "Usage"),
		ref(anthropicMod, "", "BetaMessage", "ID"),
		ref(anthropicMod, "", "BetaMessage", "Model"),
	},
	RawJSONMethods: []ObjectRef{
		ref(anthropicMod, "", "Message", "RawJSON"),
		ref(anthropicMod, "", "MessageStreamEventUnion", "RawJSON"),
		ref(anthropicMod, "", "BetaMessage", "RawJSON"),
		ref(anthropicMod, "", "BetaRawMessageStreamEventUnion", "RawJSON"),
	},
	ErrorTypes: []ErrorType{
		{Ref: ref(anthropicMod, "internal/apierror", "", "Error"), Display: "anthropic.Error", Form: ByPointer,
			Built: []string{anthropicMod + "/internal/requestconfig", anthropicMod + "/packages/ssestream"}},
	},
	ErrorMessageFields: []ObjectRef{ref(anthropicMod, "internal/apierror", "Error", "Message")},
	ErrorTextMethods:   []ObjectRef{ref(anthropicMod, "internal/apierror", "Error", "RawJSON")},
	OnlyMajor: map[ObjectRef]string{
		// v1's Error has no message.
		ref(anthropicMod, "internal/apierror", "Error", "Message"): "/v2",
		// The tool runner is v1.26 and later; the conformance test pins an
		// earlier v1. Matching accepts any major, so a v1 runner is still seen.
		ref(anthropicMod, "", "BetaToolRunner", "NextMessage"):            "/v2",
		ref(anthropicMod, "", "BetaToolRunner", "RunToCompletion"):        "/v2",
		ref(anthropicMod, "", "BetaToolRunner", "All"):                    "/v2",
		ref(anthropicMod, "", "BetaToolRunnerStreaming", "NextStreaming"): "/v2",
		ref(anthropicMod, "", "BetaToolRunnerStreaming", "AllStreaming"):  "/v2",
		runnerLastMessage: "/v2",
	},
})
