package analyzers

// The analyzer reference is rendered from each analyzer's doc.go and flags;
// TestReferenceUpToDate fails when it is stale.
//go:generate go run ./internal/analysisdoc/gendoc ../docs/analyzers.md
