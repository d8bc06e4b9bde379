// Package adkcallback finds, kinds and names the ADK Go model callbacks
// (BeforeModel, AfterModel, OnModelError) of the package being analysed,
// for every analyzer that judges them. Both module paths count
// (google.golang.org/adk and google.golang.org/adk/v2); what a callback
// looks like is llmapi's knowledge (llmapi.ModelCallbackKind,
// llmapi.CallbackTypeKind, llmapi.ConfigOf).
//
// Two views, both in source order:
//
//   - Declared is every function of the package with a body whose
//     signature has a model callback's shape: function declarations,
//     methods and function literals. Analyzers that look inside callbacks
//     (finishreason, callbackretry) walk these.
//   - Registered is every value handed to ADK as a model callback:
//     an element of llmagent.Config's BeforeModelCallbacks,
//     AfterModelCallbacks or OnModelErrorCallbacks, a plugin.Config
//     field, an element of a []llmagent.OnModelErrorCallback literal, a
//     conversion llmagent.AfterModelCallback(f), or a variable declared
//     with a callback type. Each carries the *ast.FuncLit or the
//     *types.Func (a named function or a method value) and the position
//     where it is registered; a value held in a variable has neither.
//
// Callback.Name names a callback the same way for every analyzer:
//
//	OnModelError callback onError          // a named function
//	OnModelError callback Agent.retry      // a method (qualified outside the package)
//	AfterModel callback after              // a literal assigned to a variable
//	func literal in llmagent.Config.AfterModelCallbacks
//	func literal as llmagent.AfterModelCallback
//	AfterModel func literal                // anywhere else
//
// One scan of the package's shared inspector (pkginspect) finds both views.
// The analyzers of a package share it: Analyzer's result is a handle, and
// the scan happens when the first of them calls Of, past its fast path,
// as pkginspect does for the inspector. Usage (with adkcallback.Analyzer in
// Requires):
//
//	for _, cb := range adkcallback.Of(pass).Declared {
//		if cb.Kind == llmapi.OnModelError {
//			pass.Reportf(cb.Pos, "%s ...", cb.Name(pass.Pkg))
//		}
//	}
package adkcallback
