// Package classswitch defines an Analyzer that reports switches and policy
// tables over llmerr.ErrorClass that miss classes.
//
// # Analyzer classswitch
//
// classswitch: report switches and maps over llmerr.ErrorClass that miss classes
//
// Each llmerr.ErrorClass has exactly one handling rule, and new classes are
// added as recurring Unknown failures are promoted. Every switch and every
// policy table over ErrorClass must then be revisited; a default clause
// would silently send the new class somewhere nobody chose. The analyzer
// reports:
//
//   - an expression switch on an ErrorClass value that does not list every
//     class;
//   - a tagless switch whose cases all compare the same variable or field
//     of type ErrorClass with == (alone or joined by ||) against constants;
//   - a non-empty map composite literal keyed by ErrorClass that lacks a
//     class, outside test files (a test's table of expected counts is not a
//     policy table), unless it is handed to the enum's own package: a
//     field of one of its structs or an argument of one of its functions,
//     as in llmerr.Config{Texts: ...}. Such a map overrides a few entries
//     of llmerr's complete rule table; a missing key keeps the rule.
//
// The classes are the package-level constants of type ErrorClass in the
// scope of package llmerr, so a class added there makes old switches fail
// at once. They are matched by value: an alias constant covers its class.
// The zero ErrorClass ("no failure") is not a constant, so it is not a
// class. The message names the type as the file writes it (an import
// alias, a dot-import, or no qualifier inside llmerr itself) and lists the
// missing classes in declaration order, without the package qualifier:
//
//	switch c { // switch on llmerr.ErrorClass misses Truncated, ToolProtocol
//	case llmerr.RateLimited, llmerr.Server:
//		return retry()
//	default: // related: default does not count as a case for them
//		return fail()
//	}
//
// A map literal is reported as "map keyed by llmerr.ErrorClass misses ...".
// When the list would make the message longer than 100 characters, the
// message gives their number instead ("misses 9 of its 13 values"), and
// its related information names each missing class at its declaration.
//
// Fix it by giving every class its own case, or its own key, and deciding
// what each one does (llmerr.RuleFor says what the rule table does with
// it). When the switch is meant to cover a subset, say so with a
// suppression directive, as below, rather than with a default clause.
//
// A switch is reported at its switch keyword, a map literal at its opening
// brace. The switch diagnostic carries a fix when the switch already
// shows what to do with a missing class: the fix adds the class to the
// case list of the clause that handles its twins, the classes with the
// same handling rule in llmerr's taxonomy (the same owner, dashboard,
// retry, paging and action in llmerr.RuleFor). So Transport and Timeout
// join the case of RateLimited and Server, NotFound the case of Auth,
// CallBudget and Unknown the case of BadRequest, OutputBlocked the case of
// PromptBlocked:
//
//	case llmerr.RateLimited, llmerr.Server, llmerr.Transport, llmerr.Timeout:
//		return retry()
//
// A class gets no case when nothing in the switch says what it should do:
// when no class of the switch shares its rule (Truncated and ToolProtocol
// have rules of their own), when its twins are handled by different
// clauses, or when the twins' clause names a class in its body (if c ==
// llmerr.RateLimited), since it may then treat a newcomer differently. A
// default clause is no guide: it is what the finding is about. The enums
// of -types have no taxonomy here, and maps have no fix. A finding with
// no fix, or with classes the fix leaves out, stays to be decided by hand;
// the fix never adds an empty case that would silence it.
//
// A default clause does not make a switch exhaustive unless the
// -default-signifies-exhaustive flag (golangci-lint setting
// default-signifies-exhaustive) is set.
//
// The -types flag (setting types, a list) checks more enums the same way:
// a comma-separated list of importpath.Type, such as
// google.golang.org/genai.FinishReason or
// github.com/tmc/langchaingo/llms.ErrorCode. An enum is a defined string or
// integer type; its members are the package-level constants of that type
// in its package. Outside that package only exported constants count.
//
// To accept an incomplete switch or map, suppress it with the reason, on
// the line before it or on its first line, as for every llmerrlint
// analyzer:
//
//	//llmerrlint:ignore classswitch only transport failures reach this path
//	switch c {
//
// A directive without a reason suppresses nothing and is reported. The
// older form //llmerrlint:exhaustive ignore <reason> is still read for one
// release and reported as deprecated, with the replacement spelled out.
//
// The analyzer stays silent when it cannot know what a switch covers: when
// a case, or a map key, is not a constant. It checks only code in packages
// that are, or directly import, the package of an enum, and it skips
// generated files.
package classswitch
