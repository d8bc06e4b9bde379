// The verdict: the fate of a response in the function that holds it.

package finishreason

// fate is what becomes of a response in the function that holds it: the
// one verdict every check reads. The values are ordered by precedence; a
// flow that sees several outcomes keeps the highest (see flow.note).
type fate uint8

const (
	// fateUnused: the response is dropped or only compared with nil.
	fateUnused fate = iota
	// fateUsed: some field or method is read, never the reason.
	fateUsed
	// fateToolOnly: the reason is only told apart from a tool value, and
	// the other values take a path that builds no error (toolonly.go).
	fateToolOnly
	// fateBlockOnly: only a Gemini prompt's block reason is read, never a
	// candidate's finish reason: a MAX_TOKENS or SAFETY stop passes. It
	// ranks below fateReturned: a wrapper that turns a blocked prompt into
	// an error and returns the response leaves the rest to its caller.
	fateBlockOnly
	// fateReturned: it is handed back to the caller, who decides.
	fateReturned
	// fateWeakRead: only ADK's ErrorCode is read, which misses a stop
	// that carries partial content. It outranks fateReturned: the holder
	// decided on the wrong field, whatever its caller does.
	fateWeakRead
	// fateEscaped: it goes where we cannot follow; we stay silent.
	fateEscaped
	// fateRead: the reason is read, or the response reaches llmerr.
	fateRead
)

func (f fate) String() string {
	switch f {
	case fateUnused:
		return "unused"
	case fateUsed:
		return "used"
	case fateToolOnly:
		return "tool only"
	case fateBlockOnly:
		return "block only"
	case fateWeakRead:
		return "weak read"
	case fateReturned:
		return "returned"
	case fateEscaped:
		return "escaped"
	case fateRead:
		return "read"
	}
	return "fate(?)"
}

// note records an outcome: the verdict is the highest seen.
func (f *flow) note(o fate) {
	if o > f.fate {
		f.fate = o
	}
}
