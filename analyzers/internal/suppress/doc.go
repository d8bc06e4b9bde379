// Package suppress implements llmerrlint's own suppression directive for the
// drivers that have none (the standalone command and go vet -vettool):
//
//	//llmerrlint:ignore <analyzer>[,<analyzer>...] <reason>
//
// A directive silences the named analyzers' diagnostics on its own line and
// on the line after it. The reason is mandatory: a directive without one
// suppresses nothing and is reported by the ignoredirective analyzer, as is a
// directive that names an unknown analyzer. Diagnostics in generated files
// (ast.IsGenerated) are dropped.
//
// golangci-lint users can use //nolint:llmerrlint instead; the directive
// works there too, because the filtering happens inside the analyzers.
package suppress
