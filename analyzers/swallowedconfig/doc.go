// Package swallowedconfig defines an Analyzer that reports ADK
// OnModelError callbacks that replace every error with a friendly
// response.
//
// # Analyzer swallowedconfig
//
// swallowedconfig: report OnModelError callbacks that swallow every error class, AUTH included
//
// An OnModelError callback that returns a substitute response on every
// path also swallows a revoked API key (AUTH), a retired model name
// (NOT_FOUND) and a malformed request (BAD_REQUEST). The error never
// reaches the runner's caller, alerting or the error budget: a friendly
// message for a revoked key turns a page-worthy outage into a silent one.
//
// The analyzer finds ADK Go OnModelError callbacks (of
// google.golang.org/adk or google.golang.org/adk/v2) by their signature:
// function literals wherever they are written, and named functions and
// method values where they are registered, in
// llmagent.Config.OnModelErrorCallbacks, plugin.Config.OnModelErrorCallback,
// a []llmagent.OnModelErrorCallback, a conversion to
// llmagent.OnModelErrorCallback or a variable of that type. A named
// callback of another package is judged there and carried by an analysis
// fact. The analyzer reports a callback when every return hands
// back a non-nil response (&model.LLMResponse{...}, or a variable or
// helper of the package that only yields such) with a nil error, except
// returns that only a nil error, a nil argument or a cancellation can
// reach (err == nil, errors.Is(err, context.Canceled), ctx.Err() != nil).
//
// It stays silent when any return of (nil, nil) or (nil, err) sits behind
// another condition, such as llmerr.Classify(err) compared with or
// switched over AUTH, NOT_FOUND or BAD_REQUEST, llmerr.RuleFor's action, a
// typed errors.As with a status check: the callback may re-raise by class.
// It also stays silent when a return's response is one it cannot prove
// non-nil (a call of another package, such as llmerr's own callbacks).
//
// A literal is reported at its func keyword, a named callback where it is
// registered; never in a _test.go file, where a test swallows on purpose
// (it checks the substitution, or fakes a model):
//
//	func literal in llmagent.Config.OnModelErrorCallbacks swallows every error class, AUTH included
//	OnModelError callback degrade swallows every error class, AUTH included
//
// For example
//
//	OnModelErrorCallbacks: []llmagent.OnModelErrorCallback{
//		func(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) { // reported
//			if errors.Is(err, context.Canceled) {
//				return nil, err
//			}
//			return &model.LLMResponse{Content: genai.NewContentFromText(sorry, genai.RoleModel)}, nil
//		},
//	},
//
// Instead re-raise the classes someone must act on, by returning (nil,
// nil) so ADK hands the error to the runner's caller:
//
//	switch llmerr.Classify(err) {
//	case llmerr.Auth, llmerr.NotFound, llmerr.BadRequest:
//		return nil, nil
//	}
//
// or use llmerr's callbacks, which act by the rule table
// (llmerr.NewCallbacks(llmerr.Config{}).OnModelError).
package swallowedconfig
