// Package suppress implements llmerrlint's one suppression directive:
//
//	//llmerrlint:ignore <analyzer>[,<analyzer>...] <reason>
//
// A directive silences the named analyzers' diagnostics on its own line and
// on the line after it. The reason is mandatory: a directive without one
// suppresses nothing. Diagnostics in generated files (srcfile.IsGenerated)
// are dropped. Every analyzer applies [Filter] in its New, so the exported
// Analyzer values filter alone exactly as they do in the registry.
//
// The ignoredirective analyzer ([NewDirectiveAnalyzer]) reports malformed
// directives once: no reason, an unknown analyzer name (the other names of
// the directive still apply), a space after //, an unknown verb. It also
// reports the deprecated //llmerrlint:exhaustive ignore <reason>, which for
// one more release still silences classswitch.
//
// golangci-lint users can use //nolint:llmerrlint instead; the directive
// works there too, because the filtering happens inside the analyzers.
package suppress
