package llmerr

import "errors"

// ErrNoResponse is what [GuardStream] yields for a model call that yielded
// neither a response nor an error. It classifies as [Unknown], whose rule
// re-raises it: an answer that never came is a failure to look at, not a
// success.
var ErrNoResponse = errors.New("llmerr: the model returned no response")

// ErrCutOff marks an error that ended a stream after [GuardStream] had
// forwarded content to the caller: errors.Is(err, ErrCutOff) tells a UI
// that the text it showed is incomplete. The error keeps its class.
var ErrCutOff = errors.New("llmerr: stream cut off after partial output")
