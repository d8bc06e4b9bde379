// Package callbackretry defines an Analyzer that reports model calls made
// inside ADK model callbacks.
//
// # Analyzer callbackretry
//
// callbackretry: report retries of a model call inside ADK model callbacks
//
// Retry belongs in one layer, normally a decorator around the model. By the
// time ADK runs an OnModelError callback, that layer has already spent its
// retry budget; an AfterModel callback runs on a response the model already
// produced. A callback that calls the model again is a second retry layer:
// it multiplies attempts during exactly the overload it tries to ride out,
// and bypasses the call budget.
//
// The analyzer finds ADK Go model callbacks by their signature (the types
// llmagent.OnModelErrorCallback and llmagent.AfterModelCallback, of
// google.golang.org/adk or google.golang.org/adk/v2, whether a function
// literal, a named function, or a method value) and reports, inside them,
//
//   - a call of a model API: model.LLM.GenerateContent on the interface or
//     any implementation, runner.Runner.Run, genai's GenerateContent and
//     Chat.SendMessage families, and the other SDK calls llmerrlint knows;
//   - a call of a function, in this package or another, that makes such a
//     call (followed with analysis facts).
//
// Messages name the callback and the call:
//
//	func literal in llmagent.Config.OnModelErrorCallbacks calls model.LLM.GenerateContent, a nested retry
//	OnModelError callback onError calls helpers.Regenerate, which calls the model
//
// and, for a call through a helper, the related information points at the
// helper and names the model call it reaches.
//
// For example
//
//	OnModelErrorCallbacks: []llmagent.OnModelErrorCallback{
//		func(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
//			for range 3 {
//				for resp, err := range llm.GenerateContent(ctx, req, false) { // reported
//					...
//
// Instead, wrap the model once in a retry decorator (llmerr.Retry) and let
// the callback classify and degrade:
//
//	cb := llmerr.NewCallbacks(llmerr.Config{})
//	llmagent.Config{
//		Model:                 llmerr.Retry(llm, llmerr.RetryConfig{}),
//		OnModelErrorCallbacks: []llmagent.OnModelErrorCallback{cb.OnModelError},
//		AfterModelCallbacks:   []llmagent.AfterModelCallback{cb.AfterModel},
//	}
package callbackretry
