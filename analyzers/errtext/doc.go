// Package errtext defines an Analyzer that reports errors classified by
// their message text.
//
// # Analyzer errtext
//
// errtext: report errors classified by searching or comparing their message text
//
// Error messages are for people. Providers reword them, localise them and
// add request IDs to them without notice, so code that decides what a model
// failure is by looking at its text breaks silently: a 429 that no longer
// says "429" is treated as a hard failure, or worse, as success. Classify by
// type instead: errors.As with the SDK's error type (genai.APIError,
// *openai.Error, *anthropic.Error) and its status code, or
// llmerr.Classify.
//
// The analyzer reports an error's text, that is the result of its Error
// method or the message field of an SDK error type (genai.APIError.Message,
// go-openai's APIError.Message, langchaingo's llms.Error.Message, genkit's
// core.GenkitError.Message, openai-go's Error.Message), when it is
//
//   - passed to strings.Contains, ContainsAny, HasPrefix, HasSuffix,
//     EqualFold, Index, IndexAny, LastIndex, Count, Cut, CutPrefix or
//     CutSuffix;
//   - passed to regexp.MatchString or to a *regexp.Regexp Match or Find
//     method;
//   - compared with == or !=, or used as the tag of a switch.
//
// The text may also be spelled fmt.Sprint(err) or fmt.Sprintf("%v", err)
// (or "%s"). It may first go through strings.ToLower, ToUpper or
// TrimSpace, or be stored in a local variable, as in
//
//	msg := strings.ToLower(err.Error())
//	if strings.Contains(msg, "resource_exhausted") { // reported
//		retry()
//	}
//
// Write instead
//
//	var apiErr genai.APIError
//	if errors.As(err, &apiErr) && apiErr.Code == http.StatusTooManyRequests {
//		retry()
//	}
//
// or, for every class at once, switch on llmerr.Classify(err).
//
// The diagnostic names the error and the call that searches or compares
// its text, as in "error err is classified by its message text with
// strings.Contains". When the text was taken earlier (msg :=
// err.Error()), its related information points at that line.
//
// Logging, wrapping or returning the text is not reported, nor is a
// strings search for a constant with no letter or digit, such as "\n" or
// ": ": cutting the text at a separator formats it for display. Test files
// are not checked: asserting on a message in a test is legitimate.
//
// By default (-scope=llm) only functions that deal with LLM APIs are
// checked: functions whose body or signature refers to google.golang.org/genai,
// ADK Go, openai-go, go-openai, anthropic-sdk-go, langchaingo, genkit or
// llmerr. With -scope=all every function is checked.
package errtext
