package llmerr

// Keys the callbacks and the stream guard write, so that an application, a
// UI or a test can read them without knowing llmerr's internals.
const (
	// StateKeyClass is the session state key under which the callbacks
	// record the class name (ErrorClass.String, e.g. "RATE_LIMITED") of the
	// latest model call of the session: a healthy call after a failure
	// sets it to "NONE". A session that never failed has no such key.
	StateKeyClass = "llm_error_class"
	// StateKeyRaw is the session state key for the raw error or finish
	// message of that failure, cut to maxRawState bytes; "" once cleared. It is for the human
	// who reads the session, never for classification.
	StateKeyRaw = "llm_error_raw"

	// MetadataKeyClass is the LLMResponse.CustomMetadata key that carries
	// the class name on a response llmerr substituted or marked.
	MetadataKeyClass = "llm_error_class"
	// MetadataKeySubstituted (true) marks a response the callbacks wrote in
	// place of the model's (a refusal or a degraded message). The
	// AfterModel callback skips such responses, so a failure is counted
	// once even though ADK runs after-model callbacks on the substitute.
	MetadataKeySubstituted = "llm_error_substituted"
	// MetadataKeyCutOff (true) marks the final response of a stream whose
	// output was truncated after partial chunks had been shown, or the
	// substitute for an error that ended such a stream ([ErrCutOff]): a UI
	// should show the message already displayed as cut off, not complete.
	MetadataKeyCutOff = "cut_off"
	// MetadataKeyWithdrawn (true) marks the final response of a stream that
	// was blocked by policy after partial chunks had been shown: a UI should
	// withdraw the text it already displayed.
	MetadataKeyWithdrawn = "withdrawn"
)

// maxRawState bounds the raw text stored in session state: state is
// persisted with every event, and provider messages can be long.
const maxRawState = 1024
