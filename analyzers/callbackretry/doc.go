// Package callbackretry defines an Analyzer that reports retries, waits
// and polling inside ADK model callbacks.
//
// # Analyzer callbackretry
//
// callbackretry: report retries, waits and polling inside ADK model callbacks
//
// Retry belongs in one layer: a decorator around the model. By the time
// ADK runs an OnModelError callback, that layer has already spent its
// retry budget; an AfterModel callback runs on a response the model
// already produced; a BeforeModel callback runs on the request path. A
// callback that calls the model again, sleeps "to let the quota recover",
// polls a job, or wraps a call in a backoff library is a second retry
// layer: it holds the agent's goroutine and the user's request, multiplies
// attempts during exactly the overload it tries to ride out, and bypasses
// the call budget.
//
// The analyzer finds ADK Go model callbacks (google.golang.org/adk and
// google.golang.org/adk/v2) of the three kinds, BeforeModel, AfterModel
// and OnModelError: in llmagent.Config's callback slices, in plugin.Config
// fields, converted to or declared with the named callback types, and
// anything with a callback's signature, whether a function literal, a
// named function or a method value (s.recoverWithRetry). Tool callbacks
// are out of scope: ADK's retryandreflect plugin is a legitimate design.
//
// Inside a callback, and in any function it calls (in this package, or in
// another one through analysis facts), it reports:
//
//   - a model call: model.LLM.GenerateContent on the interface or any
//     implementation, runner.Runner.Run, genai's GenerateContent and
//     Chat.SendMessage families, and the other SDK calls llmerrlint knows.
//     Not in a BeforeModel callback: a router, guard or cache that asks a
//     model before the agent's model runs is not retrying;
//   - a wait: time.Sleep; a receive from time.After or time.Tick, or from
//     the C of a time.Timer or time.Ticker; a range over such a channel; a
//     select whose every case is such a receive or a cancellation
//     (<-ctx.Done()). A select that also receives a result is a timeout,
//     not a wait, and waiting on ctx.Done() alone is not reported;
//   - a call of a retry, backoff or polling library of the table below,
//     or of the -funcs option.
//
// The retry library table (each entry is proved against the real module):
//
//	github.com/cenkalti/backoff/v4            Retry, RetryWithData, RetryNotify, RetryNotifyWithData,
//	                                          RetryNotifyWithTimer, RetryNotifyWithTimerAndData,
//	                                          NewTicker, NewTickerWithTimer
//	github.com/cenkalti/backoff/v5            Retry, NewTicker
//	github.com/avast/retry-go/v4              Do, DoWithData
//	github.com/sethvargo/go-retry             Do, DoValue
//	k8s.io/apimachinery/pkg/util/wait         ExponentialBackoff[WithContext], Poll*, PollUntilContext*,
//	                                          [Jitter|NonSliding|Backoff]Until[WithContext], Until, Forever
//	github.com/failsafe-go/failsafe-go        With, WithAny, when given a retrypolicy.RetryPolicy
//	github.com/eapache/go-resiliency/retrier  Retrier.Run, RunCtx, RunFn
//	github.com/hashicorp/go-retryablehttp     Client.Do, Get, Head, Post, PostForm; Get, Head, Post, PostForm
//
// A loop is reported only when its body waits (or calls a function that
// waits), at its for, once; a loop that iterates parts, or calls the
// model without waiting, is not a retry loop by itself (the model call is
// reported on its own). A site inside a helper is reported at the
// helper's call in the callback, and the related information points at
// the site (for a helper of another package, at the helper).
//
// Messages name the callback and what it does, then the remedy when the
// message stays at go vet length:
//
//	func literal in llmagent.Config.OnModelErrorCallbacks calls time.Sleep; retry in llmerr.Retry
//	OnModelError callback onErrorBackoff calls pause, which waits; retry in one decorator (llmerr.Retry)
//	AfterModel callback moderator.check polls a time.Ticker; retry in one decorator (llmerr.Retry)
//	BeforeModel callback throttle waits on time.After; retry in one decorator (llmerr.Retry)
//
// For example
//
//	OnModelErrorCallbacks: []llmagent.OnModelErrorCallback{
//		func(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
//			time.Sleep(2 * time.Second) // reported
//			...
//
// Instead, wrap the model once in a retry decorator (llmerr.Retry), which
// waits within the call budget, and let the callbacks classify and
// degrade:
//
//	cb := llmerr.NewCallbacks(llmerr.Config{})
//	llmagent.Config{
//		Model:                 llmerr.Retry(llm, llmerr.RetryConfig{}),
//		OnModelErrorCallbacks: []llmagent.OnModelErrorCallback{cb.OnModelError},
//		AfterModelCallbacks:   []llmagent.AfterModelCallback{cb.AfterModel},
//	}
//
// Never reported: a model.LLM implementation that wraps another (a
// decorator, llmerr's included), since its GenerateContent is not a
// callback; waits in functions no callback reaches; waits under a go
// statement, which hold no request (a model call there still counts);
// generated files.
//
// Option -funcs (golangci-lint setting "funcs", a list): more retry or
// polling functions, comma-separated, each as importpath.Func or
// importpath.Type.Method, e.g. example.com/platform/retry.Do or
// example.com/platform/jobs.Client.Await. A malformed entry is an error
// when the flag is set.
package callbackretry
