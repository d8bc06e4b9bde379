package llmerr

import "errors"

// ErrCallBudget is the sentinel for an invocation that used up its
// model-call budget. [Classify] maps it, and any error whose Is method
// reports it, to [CallBudget].
var ErrCallBudget = errors.New("llmerr: model call budget exhausted")
