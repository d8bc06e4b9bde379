// Package code holds the syntax and type predicates that more than one
// analyzer asks: is this expression nil, is this type error or does it
// implement error, is it text, which named type is behind this pointer,
// is this function errors.As, is this statement a jump or a terminating
// statement, which methods implement this interface method, which types
// of other packages have a method of this name, and the syntax of the
// list options that name functions or types. Each idea has one name here
// and one meaning, written down in its comment; an analyzer that needs
// another meaning gives it another name.
//
// What belongs here is general go/ast and go/types knowledge that any Go
// analyzer could use: nothing in this package knows an LLM SDK, a finish
// reason or an analyzer's rules. Knowledge of SDK APIs (model calls,
// response types, reason fields, error types) lives in llmapi; whether a
// file is generated or a test, in srcfile. A helper only one analyzer
// needs stays in that analyzer until a second one needs it.
//
// A function takes the parts of a pass it reads (a *types.Info, a file
// set), never the *analysis.Pass, so that tests can call it on a package
// they type-check themselves; and it is nil-safe on a missing type, since
// code that does not type-check reaches analyzers too.
package code
