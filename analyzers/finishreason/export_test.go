package finishreason

import "golang.org/x/tools/go/analysis"

// NewWithoutFastPath runs the whole analysis even in packages that import
// nothing from the table: the corpus test uses it to prove it never panics.
func NewWithoutFastPath(cfg Config) *analysis.Analyzer { return newAnalyzer(cfg, true) }
