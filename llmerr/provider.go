package llmerr

import "sync"

// TEMP: a placeholder for the provider mechanism, so provider modules
// compile before the real one lands. The integrator replaces this file.

// Classifier classifies one node of an error tree for a provider SDK.
type Classifier interface {
	ClassifyError(err error) (class ErrorClass, ok bool) // one node of an error tree; no alloc, no panic, no message text
}

var (
	providersMu sync.Mutex
	providers   []Classifier
)

// Register adds provider classifiers; provider packages call it from init.
func Register(c ...Classifier) {
	providersMu.Lock()
	defer providersMu.Unlock()
	providers = append(providers, c...)
}
