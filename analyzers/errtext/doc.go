// Package errtext defines an Analyzer that reports LLM errors classified
// by their message text.
//
// # Analyzer errtext
//
// errtext: report LLM errors classified by searching or comparing their message text
//
// Error messages are for people. Providers reword them, localise them and
// add request IDs to them without notice, so code that decides what a model
// failure is by looking at its text breaks silently: a 429 that no longer
// says "429" is treated as a hard failure, or worse, as success. Classify by
// type instead: errors.As with the SDK's error type (genai.APIError,
// *openai.Error, *anthropic.Error) and its status code, or
// llmerr.Classify. When what is searched for is the text of the
// application's own sentinel error (strings.Contains(fmt.Sprint(err),
// ErrTooLong.Error())), wrap the sentinel with %w where it is returned and
// test it with errors.Is.
//
// The analyzer reports an error's text, that is the result of its Error
// method, fmt.Sprint(err) or fmt.Sprintf("%v", err), or the message field
// of an SDK error type (genai.APIError.Message, ...), or what returns its
// whole text (the raw JSON body of openai-go's and anthropic-sdk-go's
// Error, RawJSON, which holds the message; match its Code or Type
// instead): the "error text and code" column of the SDK table of the
// reference ([SDKs]) lists them. It is reported when it is
//
//   - searched with strings.Contains, ContainsAny, HasPrefix, HasSuffix,
//     EqualFold, Index, IndexAny, LastIndex, Count, Cut, CutPrefix or
//     CutSuffix, or as []byte(err.Error()) with their bytes twins (an
//     error's text searched for in another text, such as a response body,
//     classifies no error);
//   - passed to regexp.MatchString or Match, or to a *regexp.Regexp Match
//     or Find method;
//   - compared with == or !=, or used as the tag of a switch, against a
//     constant, another error's text or a helper's parameter (against
//     another runtime text, as in err.Error() != row.LastError, it only
//     tells a change);
//   - passed to a helper: a function, of this package or another, that
//     does one of the above with a string, []byte or error parameter. The
//     call is reported, and its related information points at the search;
//     a helper of this package that takes the error itself is reported
//     once, at its own search, since its parameter's errors are in scope
//     (see Which errors). A helper of an SDK module
//     (fantasy.IsTransportError) is the SDK's documented classifier: its
//     callers outside that module are not reported.
//
// The text may first go through strings.ToLower, ToUpper or TrimSpace, a
// helper of this package that returns it (func message(e *openai.Error)
// string { return e.Message }: a function with one string or []byte
// result, some return of which gives the text of the same parameter and
// none a constant other than "", since a function that returns "timeout"
// on some path names a class rather than handing the text on; "" is the
// text of a nil error), or be stored in a local
// variable, as in
//
//	msg := strings.ToLower(err.Error())
//	if strings.Contains(msg, "resource_exhausted") { // reported
//		retry()
//	}
//
// # Remedy
//
// Classify the error by its type and status, not its text. Every finding
// links here, and its related information points at llmerr.Classify when
// the program holds llmerr. Write instead
//
//	var apiErr genai.APIError
//	if errors.As(err, &apiErr) && apiErr.Code == http.StatusTooManyRequests {
//		retry()
//	}
//
// or, for every class at once, switch on llmerr.Classify(err), which reads
// the SDK's error types and status codes (add the blank import of the
// llmerr provider package of your SDK, as the Fix section says). When the
// text searched for is the application's own sentinel, wrap the sentinel
// with %w where it is returned and test it with errors.Is.
//
// # Which errors
//
// By default (-scope=llm) an error is checked when it can come from an LLM
// API:
//
//   - the error of a model call, or of any function of an SDK module of
//     the SDK table (for AWS, Bedrock Runtime, not the rest of
//     aws-sdk-go-v2), or a value of an SDK error type; an iterator's errors are its call's, whether the
//     range is over the call or over a variable that holds what it
//     returned, or the iterator is called with a function literal
//     (stream(func(resp, err) bool {...})), and a sequence parameter of a
//     function yields the errors of the streams the package passes it;
//   - the error of a function, a method, or a method of an interface whose
//     implementations in its package return such errors: these carry a
//     fact, so callers in other packages see it too;
//   - the error of a method of an interface that copies an SDK's API (a
//     method takes or returns an SDK type) and that a type of an imported
//     SDK package implements: an interface declared so that tests can
//     fake the client holds the client in production. An interface of
//     generic methods (Close() error) is no copy;
//   - the error of a method of an interface of the package that a type of
//     a package it imports implements with a method that carries the fact
//     above: an application's LLMProvider declared beside the provider
//     packages it imports, each wrapping an SDK's errors. A type there
//     whose method returns no such error (a cache, a database) lends
//     none;
//   - an error parameter of a function that the package calls with such
//     an error, also through a method of an interface the package
//     declares (client.IsRetryable(err) reaches each IsRetryable of the
//     package's types that implement the interface), or the error
//     parameter of an ADK model callback;
//   - what a local variable holding a function literal returns when it is
//     called by name (operation := func() error {...}; err = operation(),
//     a hand-written retry), as long as nothing else was assigned to it;
//   - what a function parameter returns when the function calls it (func
//     withBackoff(f func() error) error { err := f() ... }, a retry
//     helper), from the function literals, functions and method values
//     the package passes it (withBackoff(func() error {...}),
//     retry(ctx, s.summarize)).
//
// Wrapping (fmt.Errorf, errors.Join) keeps an error's origin; assigning
// a variable something else replaces it, so an err reused for a command
// or a query after a model call is no longer in scope. An error rebuilt
// from an LLM error's text (fmt.Errorf("chat: %s", err.Error()),
// errors.New("chat: " + msg)) holds the same text and is in scope too,
// but its type is gone: llmerr.Classify cannot read it, so such a search
// gets no fix, and its related information points at where the type was
// lost. Wrap the error with %w there, then classify it. Errors of
// database, os/exec, filesystem, MCP or HTTP calls, and errors.New of a
// CLI's output, are never in scope.
//
// An error whose origin cannot be traced, the parameter of a function
// that nothing in its package calls, is reported only in a package that
// imports an LLM API, and only when the needle belongs to the LLM failure
// vocabulary (a helper's needles are those of all its searches of the
// parameter, so one that first looks for an image error and then for a
// rate limit names it): 429 or a 5xx code, rate limit, too many requests, quota,
// RESOURCE_EXHAUSTED, overloaded, unavailable, context length or window,
// maximum context, token limit, too many tokens, max tokens, number of
// tokens, prompt is too long, content filter or policy, safety, blocked,
// API key, deadline (in any case, '_' and '-' read as spaces).
//
// A helper's needles may come from its caller as a table: a list of
// constants (matchesAny(msg, transientPatterns)), or a list of structs
// built by constructors of the package that keep their string argument
// in a field or compile it into a regular expression (substr("429"),
// rxp(`rate[_ ]limit`)), or by struct literals, which the helper ranges
// over, searching for those fields (strings.Contains(msg, p.substring),
// p.regex.MatchString(msg)). The call then searches for the constants
// and the sources of the regular expressions the table holds there. A
// table an element of which holds anything else there (a variable, what
// another package's function built) gives the call no needles, and a
// constructor that keeps its argument in a field no search reads (a
// label) gives it none from that element.
//
// ADK's runner.Run yields its session service's errors as well as the
// model's, and ADK's services, agents and constructors fail for reasons
// of their own: a search of such an error (not of a model call's, nor of
// an ADK model's) whose needles are all outside that vocabulary, such as
// "stale session" or a database's message, is not reported.
//
// A package that imports no LLM API, and no package whose functions
// carry errtext's facts, holds no LLM error and reports nothing. It may
// still be the application's classification package (modelerrors,
// llmutil: IsRetryable(err error) bool, ClassifyError(err error) Reason):
// its exported functions with an error parameter whose text they search,
// themselves or through functions of their package, for a word of the
// vocabulary above, or for needles their caller passes (ContainsAny(err,
// subs...)), carry a fact, so a call of one with a model's error is
// reported in the caller's package; one of its searches naming such a
// word is enough, whatever the others look for. A helper whose every
// search is for other words ("stale session", a database's message)
// carries none, nor does a
// string helper of such a package (a shared msgutil.HasAny(s, subs...)).
//
// With -scope=all every error-text classification is reported, whatever
// the error's origin.
//
// # Left alone
//
// Logging, wrapping or returning the text is not reported, nor is a
// search for a constant with no letter or digit, such as "\n" or ": ":
// cutting the text at a separator formats it for display. Test code is
// not checked: asserting on a message in a test is legitimate. It is a
// _test.go file, or a function taking a *testing.T, B or F or a
// testing.TB (a conformance suite in an ordinary file).
//
// Nor is a search where the error's code already decided its class: in
// the body of an if whose condition requires the code to equal a
// constant (apiErr.Code == "context_length_exceeded", alone or joined by
// &&), in a listed case of a switch on the code, or after a guard that
// leaves unless it does (if !errors.As(err, &apiErr) || apiErr.Code !=
// "context_length_exceeded" { return }; continue, break, goto and panic
// leave too). The codes are the fields the SDK table marks "(code)"
// (openai-go's Error.Code, ...); an HTTP or gRPC status is coarser (a 400 is a
// context-length error or a malformed request) and decides nothing. What
// reads the message there reads details only it carries, such as the
// token counts of a context-length error, used to trim the prompt.
//
// # Fix
//
// When the search is the whole condition of an if statement, the text is
// taken there (err.Error() in the condition), and its needles name
// exactly one class, the suggested fix replaces the condition with
// llmerr.Classify(err) == llmerr.<Class> and imports llmerr. The fix is
// offered only when the package's build already holds llmerr and the
// llmerr provider package that registers the classifier of each SDK the
// error can come from (the SDK table's "llmerr package": llmerr/openai
// for openai-go v3, ...; genai's and ADK's are llmerr itself), imported by the package or by a
// package it imports: the provider packages are modules of their own, and
// a fix that imported one go.mod does not require would leave code that
// does not build. Without them, add them first: go get
// github.com/llmerrlint/llmerrlint/llmerr/openai (before the first
// release, make llmerr-replace DIR=<your module> in a clone, then go mod
// tidy; see the README), and a blank import of the provider in main, or in
// the package. An error of an SDK no provider reads (anthropic-sdk-go v1)
// gets no fix. An import the
// condition was the last use of is dropped. The needles map to classes as
// follows; any other needle, or two classes, gets no fix.
//
//	429, RESOURCE_EXHAUSTED, rate limit, quota       RateLimited
//	401, 403, UNAUTHENTICATED, PERMISSION_DENIED,    Auth
//	  api key
//	404, NOT_FOUND                                   NotFound
//	400, INVALID_ARGUMENT                            BadRequest
//	500, 502, 503, UNAVAILABLE, INTERNAL, overloaded Server
//	504, deadline, timeout                           Timeout
//
// The diagnostic names the error and the call that searches or compares
// its text, as in "error err is classified by its message text with
// strings.Contains". When the text was taken earlier (msg :=
// err.Error()), its related information points at that line, and the
// searches of that one text are one finding: it is reported at the first
// search, says how many there are ("(4 searches)"), and its related
// information points at the others. So are the searches of one error
// joined by || or && into one condition, each taking err.Error() again,
// which no fix replaces. A directive drops the search on its line; the
// others stay one finding.
//
// [SDKs]: https://github.com/llmerrlint/llmerrlint/blob/main/docs/analyzers.md#sdks
package errtext
