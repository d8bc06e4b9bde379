// Package llmerr classifies failed LLM calls into one taxonomy of thirteen
// classes, each with exactly one handling rule.
//
// A model call fails through two channels. Thrown failures come back as a Go
// error (HTTP 429 or 5xx, timeouts, bad credentials); [Classify] handles
// them. In-band failures come back as an ordinary response whose finish
// reason, block reason or error code is the bad news (a SAFETY stop, a
// MAX_TOKENS truncation, a blocked prompt); [ClassifyResponse] (ADK Go) and
// [ClassifyGenerateContent] (google.golang.org/genai) handle them. Both map
// into [ErrorClass], and [RuleFor] says what to do with each class: who owns
// it, which dashboard counts it, whether to retry, whether to page, and
// whether to degrade, refuse, pass through or re-raise. [FailureOf],
// [ResponseFailure] and [GenerateContentFailure] also keep the raw text, the
// HTTP code and the reason, for the log.
//
// [CheckGenerateContent] and [CheckResponse] (and a Check function in each
// provider package) turn an in-band failure into the error Go code returns:
// nil for a healthy response, else an error that matches [ErrInBand] and
// that [Classify] and [FailureOf] read like a thrown one.
//
// # Providers
//
// Classify depends on no LLM SDK but genai. Other providers plug in through
// [Register]: each has a package in a module of its own (llmerr/openai,
// llmerr/anthropic, ...) whose init registers a [Classifier], so one
// import makes Classify, the callbacks, the plugin, [Retry] and the
// metrics read that SDK's errors. Those packages also classify their
// SDK's responses. See the module's README for the table of each.
//
// # Precedence
//
// On the thrown channel the most specific match anywhere in the error tree
// wins: the call budget ([ErrCallBudget]), then a [genai.APIError], whose
// HTTP code beats its status name (a 504 DEADLINE_EXCEEDED is [Server]),
// then a timeout (a network error whose Timeout() is true is [Timeout], not
// [Transport]), then the caller's cancellation, then a transport error.
//
// On the in-band channel a finish reason wins, because it means a candidate
// came back: a SAFETY stop with no text is [OutputBlocked] even though ADK
// also sets its error code. Only without one does an error code or a block
// reason mean a blocked prompt ([PromptBlocked]). A response with no
// content, no finish reason and no error code is [Unknown], not success.
//
// # No failure
//
// The zero ErrorClass, printed NONE, means "no failure". [Classify] returns
// it for a nil error and for the caller's own cancellation
// ([context.Canceled], HTTP 499, status CANCELLED), which must not be
// retried, counted or paged; the response classifiers return it for a
// healthy response.
//
// # In production
//
// [NewPlugin] (or [NewCallbacks] on one agent) makes the classes drive an
// ADK Go runner: each class's rule is applied, and every model call is
// recorded once in the OpenTelemetry GenAI client metrics
// ([MetricDuration], [MetricTokens]) with the request's model as
// gen_ai.request.model on every channel and streaming mode, and the class
// as error.type plus the llmerr.class, llmerr.view, llmerr.channel and
// llmerr.pages attributes on a failure, so the three dashboard views are
// queries over one instrument. Package observability holds alerting rules
// and a dashboard generated from [RuleFor].
//
// The session state key [StateKeyClass] names the class of the latest
// model call of the session ("NONE" once a call succeeds after a failure).
// A re-raised error reaches the caller of runner.Run, which reads its
// class with [Classify] or [FailureOf].
//
// Model decorators complete it: [Retry] retries transient thrown failures
// in one layer; [GuardStream] marks streams cut off after partial output
// ([MetadataKeyCutOff], [ErrCutOff]), surfaces a call that yields nothing
// ([ErrNoResponse]) and puts the class on ADK's generate_content span; a
// [Budget] bounds the model calls of an invocation and forgets it when
// the plugin sees its run end. Wrap them as
//
//	budget := llmerr.NewBudget(llmerr.CallBudgetConfig{Limit: 50})
//	m := budget.Wrap(llmerr.GuardStream(llmerr.Retry(gemini, llmerr.RetryConfig{})))
//	p, err := llmerr.NewPlugin(llmerr.Config{Budget: budget, Provider: "gcp.gemini"})
//
// Nothing here classifies by searching message text: messages change
// without notice and are localised. Classify, ClassifyResponse and
// ClassifyGenerateContent do not allocate, and no classifier panics,
// whatever it is given.
package llmerr
