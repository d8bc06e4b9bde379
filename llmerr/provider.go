package llmerr

import (
	"reflect"
	"sync"
	"sync/atomic"
)

// Classifier classifies the thrown errors of one provider SDK. ClassifyError
// looks at one node of an error tree only ([Classify] walks the tree) and
// reports ok=false when the node is not one of the provider's types. It must
// not allocate, panic or read message text.
//
// A class of 0 with ok=true means the provider reports the caller's own
// cancellation; [Unknown] with ok=true means a provider error whose status
// says nothing recognised. Both rank like a genai.APIError saying the same.
type Classifier interface {
	ClassifyError(err error) (class ErrorClass, ok bool)
}

// StatusReporter is implemented by a [Classifier] that can also say which
// HTTP code and provider status (an error type or code string, as the SDK
// reports it) a recognised node carries. [FailureOf] copies them into
// [Failure.HTTPCode] and [Failure.Status] when that node decides. Like
// ClassifyError, ErrorStatus must not allocate or panic.
type StatusReporter interface {
	ErrorStatus(err error) (httpCode int, status string)
}

// ClassifierFunc adapts a function to [Classifier].
type ClassifierFunc func(err error) (class ErrorClass, ok bool)

// ClassifyError calls f(err).
func (f ClassifierFunc) ClassifyError(err error) (ErrorClass, bool) { return f(err) }

// Register adds provider classifiers consulted by Classify (and so by the
// callbacks, plugin, retry decorator and metrics) for every error node,
// ranked like a genai APIError. Provider packages call it from init, so one
// blank import wires a provider:
//
//	import _ "github.com/llmerrlint/llmerrlint/llmerr/openai"
//
// Registration, rather than an option on [Config], because Classify is a
// plain function used outside any Config (the retry decorator, [FailureOf],
// the metrics, user code): an option would reach only the callbacks, and
// the same error would get two classes depending on who asked. Global
// registration is safe because each classifier recognises only its own
// SDK's types, so adding one never changes the class of another provider's
// error. Registering a comparable classifier that is already registered
// does nothing. Register is safe for concurrent use with Classify.
func Register(c ...Classifier) {
	registryMu.Lock()
	defer registryMu.Unlock()
	old := registered()
	next := make([]Classifier, len(old), len(old)+len(c))
	copy(next, old)
	for _, x := range c {
		if x == nil || isRegistered(next, x) {
			continue
		}
		next = append(next, x)
	}
	registry.Store(&next)
}

var (
	registryMu sync.Mutex
	// registry holds an immutable slice; Register replaces it whole, so
	// readers need no lock.
	registry atomic.Pointer[[]Classifier]
)

// registered is the current list of provider classifiers.
func registered() []Classifier {
	if p := registry.Load(); p != nil {
		return *p
	}
	return nil
}

// isRegistered reports whether list holds x. Classifiers of a type that is
// not comparable (a ClassifierFunc) are never considered duplicates:
// comparing them would panic.
func isRegistered(list []Classifier, x Classifier) bool {
	if !reflect.TypeOf(x).Comparable() {
		return false
	}
	for _, y := range list {
		if reflect.TypeOf(y) == reflect.TypeOf(x) && y == x {
			return true
		}
	}
	return false
}

// offerProvider asks the registered classifiers about one node and reports
// whether one of them recognised it. The first classifier that does
// decides for that node.
func (m *match) offerProvider(err error) bool {
	for _, c := range registered() {
		class, ok := c.ClassifyError(err)
		if !ok {
			continue
		}
		r := rankAPI
		switch {
		case class == 0:
			r = rankCanceled
		case class == Unknown || !class.IsFailure():
			class, r = Unknown, rankAPIUnknown
		}
		if m.offer(r, class) {
			m.apiCode, m.apiStatus = 0, ""
			if sr, ok := c.(StatusReporter); ok {
				m.apiCode, m.apiStatus = sr.ErrorStatus(err)
			}
		}
		return true
	}
	return false
}
