package classswitch

import (
	"fmt"
	"strings"
)

// listedMembers is how many missing members a message names before it
// says how many more there are: a switch that misses most of the classes
// would otherwise print all thirteen.
const listedMembers = 8

// memberList names the missing members for a message, in declaration
// order and without the package qualifier, which the message already gives
// once with the type: "Truncated, ToolProtocol", or "Transport, Timeout,
// ... and 3 more" past eight.
func memberList(missing []member) string {
	n := min(len(missing), listedMembers)
	names := make([]string, n)
	for i, m := range missing[:n] {
		names[i] = m.name.Name()
	}
	list := strings.Join(names, ", ")
	if rest := len(missing) - n; rest > 0 {
		list += fmt.Sprintf(" and %d more", rest)
	}
	return list
}
