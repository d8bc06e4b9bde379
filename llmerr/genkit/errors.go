package genkiterr

import (
	"github.com/firebase/genkit/go/core"
	"github.com/llmerrlint/llmerrlint/llmerr"
)

func init() { llmerr.Register(Classifier{}) }

// Classifier recognises Genkit's error types: *core.GenkitError, which
// Genkit returns for its own failures, and *core.UserFacingError. The
// package registers it with [llmerr.Register] when it is imported, so
// [llmerr.Classify] and everything built on it see its classes.
type Classifier struct{}

// ClassifyError classifies one node of an error tree; see
// [llmerr.Classifier]. Both types are classified by their Status with
// [ClassifyStatus]; a GenkitError without a status falls back to its
// HTTPCode (which Genkit itself never sets), then to [llmerr.Unknown]. ok
// is false for any other error and for a nil pointer.
func (Classifier) ClassifyError(err error) (class llmerr.ErrorClass, ok bool) {
	switch e := err.(type) {
	case *core.GenkitError:
		if e == nil {
			return 0, false
		}
		if e.Status == "" && e.HTTPCode >= 400 && e.HTTPCode < 600 {
			return llmerr.ClassifyHTTPStatus(e.HTTPCode), true
		}
		return ClassifyStatus(e.Status), true
	case *core.UserFacingError:
		if e == nil {
			return 0, false
		}
		return ClassifyStatus(e.Status), true
	}
	return 0, false
}

// ErrorStatus reports the HTTP code and status name of a Genkit error, for
// [llmerr.FailureOf].
func (Classifier) ErrorStatus(err error) (httpCode int, status string) {
	switch e := err.(type) {
	case *core.GenkitError:
		if e != nil {
			return e.HTTPCode, string(e.Status)
		}
	case *core.UserFacingError:
		if e != nil {
			return 0, string(e.Status)
		}
	}
	return 0, ""
}

// ClassifyStatus maps a Genkit status name (core.StatusName, v1.4.0) to a
// class. Genkit uses the canonical gRPC names, and most map as
// [llmerr.ClassifyStatusName] maps them, with three differences:
//
//   - ABORTED is [llmerr.CallBudget]: in Genkit v1.4.0 it is used for one
//     thing only, a tool loop that ran past ai.WithMaxTurns ("exceeded
//     maximum tool call iterations"). Retrying would spend the budget
//     again.
//   - core.INTERNAL is spelled "INTERNAL_SERVER_ERROR". Genkit returns it
//     when the model's output does not match the requested schema or a
//     tool fails: [llmerr.Server], as INTERNAL is.
//   - UNKNOWN is [llmerr.Unknown]: Genkit uses it for failures it cannot
//     name (downloading media), not for a provider's server error.
//
// NOT_FOUND is [llmerr.NotFound], also when the model called a tool that
// does not exist: the status does not tell the two apart, and nothing here
// reads the message. CANCELLED returns the zero class, as a caller's
// cancellation. OK, "" and unrecognised names are [llmerr.Unknown].
func ClassifyStatus(s core.StatusName) llmerr.ErrorClass {
	switch s {
	case core.ABORTED:
		return llmerr.CallBudget
	case core.INTERNAL:
		return llmerr.Server
	case core.UNKNOWN, core.OK, "":
		return llmerr.Unknown
	}
	return llmerr.ClassifyStatusName(string(s))
}
