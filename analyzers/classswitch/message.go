package classswitch

import (
	"fmt"
	"go/token"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// maxListed is the longest message that lists the missing members: about
// go vet's length, so that a finding fits an editor's line.
const maxListed = 100

// missingMessage returns the message of a switch or map literal that
// misses members, "<what> misses Truncated, ToolProtocol": every missing
// member, in declaration order and without the package qualifier, which
// the message already gives once with the type. When the list would not
// fit, the message gives their number instead ("misses 9 of its 13
// values") and listed is false: the caller then names each member in
// related information.
func missingMessage(what string, e *enum, missing []member) (msg string, listed bool) {
	names := make([]string, len(missing))
	for i, m := range missing {
		names[i] = m.name.Name()
	}
	msg = what + " misses " + strings.Join(names, ", ")
	if len(msg) <= maxListed {
		return msg, true
	}
	return fmt.Sprintf("%s misses %d of its %d values", what, len(missing), len(e.members)), false
}

// missingRelated names each missing member in related information, at
// the member's declaration, where its documentation is; "case" or "key"
// says what it lacks. A member without a position is named at fallback.
func missingRelated(missing []member, lacks string, fallback token.Pos) []analysis.RelatedInformation {
	out := make([]analysis.RelatedInformation, len(missing))
	for i, m := range missing {
		pos := m.name.Pos()
		if !pos.IsValid() {
			pos = fallback
		}
		out[i] = analysis.RelatedInformation{Pos: pos, Message: "no " + lacks + " for " + m.name.Name()}
	}
	return out
}
