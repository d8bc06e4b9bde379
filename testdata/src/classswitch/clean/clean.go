// Package clean holds switches and tables the analyzer must accept.
package clean

import (
	"fmt"
	"time"

	"github.com/llmerrlint/llmerrlint/llmerr"
)

// Quota is an alias of a class: it covers llmerr.RateLimited.
const Quota = llmerr.RateLimited

// A complete switch, one class per rule.
func retry(c llmerr.ErrorClass) (bool, time.Duration) {
	switch c {
	case llmerr.Transport, llmerr.Timeout, llmerr.Server:
		return true, time.Second
	case Quota:
		return true, 10 * time.Second
	case llmerr.BadRequest, llmerr.Auth, llmerr.NotFound, llmerr.PromptBlocked, llmerr.OutputBlocked:
		return false, 0
	case llmerr.Truncated, llmerr.ToolProtocol, llmerr.CallBudget, llmerr.Unknown:
		return false, 0
	default: // the zero value: no failure
		return false, 0
	}
}

// A complete tagless switch.
func severity(c llmerr.ErrorClass) string {
	switch {
	case c == llmerr.Transport || c == llmerr.Timeout || c == llmerr.RateLimited || c == llmerr.Server:
		return "warn"
	case c == llmerr.BadRequest, c == llmerr.Auth, c == llmerr.NotFound, c == llmerr.PromptBlocked:
		return "error"
	case c == llmerr.OutputBlocked, c == llmerr.Truncated, c == llmerr.ToolProtocol, c == llmerr.CallBudget, c == llmerr.Unknown:
		return "error"
	}
	return ""
}

// A complete table, with an alias key.
var backoff = map[llmerr.ErrorClass]time.Duration{
	llmerr.Transport: time.Second, llmerr.Timeout: time.Second, Quota: time.Minute, llmerr.Server: time.Second,
	llmerr.BadRequest: 0, llmerr.Auth: 0, llmerr.NotFound: 0, llmerr.PromptBlocked: 0, llmerr.OutputBlocked: 0,
	llmerr.Truncated: 0, llmerr.ToolProtocol: 0, llmerr.CallBudget: 0, llmerr.Unknown: 0,
}

// An empty literal is a map being filled, not a table.
func count(cs []llmerr.ErrorClass) map[llmerr.ErrorClass]int {
	n := map[llmerr.ErrorClass]int{}
	for _, c := range cs {
		n[c]++
	}
	return n
}

// Keys that are not constants: what the map covers is unknown.
func seen(a, b llmerr.ErrorClass) map[llmerr.ErrorClass]bool {
	return map[llmerr.ErrorClass]bool{a: true, b: true, llmerr.Unknown: true}
}

// A case that is not a constant may match any class: stay silent.
func matches(c, want llmerr.ErrorClass) bool {
	switch c {
	case want:
		return true
	case llmerr.Unknown:
		return false
	}
	return false
}

// Switches on other types.
type tier int

const (
	free tier = iota
	paid
	enterprise
)

func other(t tier, s string, n int, c llmerr.ErrorClass, v any) {
	switch t {
	case free:
	}
	switch s {
	case "TRANSPORT":
	}
	switch n {
	case 1:
	}
	switch c.String() {
	case "TIMEOUT":
	}
	switch int(c) {
	case int(llmerr.Transport):
	}
	switch v {
	case llmerr.Transport:
	}
	switch x := v.(type) {
	case llmerr.ErrorClass:
		fmt.Println(x)
	}
	switch {
	case c == llmerr.Transport:
	case t == free:
	}
	switch {
	case c != llmerr.Transport:
	case c == llmerr.Timeout:
	}
	switch {
	case c == llmerr.Transport:
	case c.IsFailure():
	}
	var d llmerr.ErrorClass
	switch { // different subjects
	case c == llmerr.Transport:
	case d == llmerr.Timeout:
	}
	switch {
	}
}

// A generic switch on a type parameter is not a switch on ErrorClass.
func generic[T ~uint8](t T) {
	switch t {
	case 1:
	}
}

// Tables keyed by other types.
var byName = map[string]llmerr.ErrorClass{"transport": llmerr.Transport}

var byClass = map[tier]llmerr.ErrorClass{free: llmerr.Transport}

var list = []llmerr.ErrorClass{llmerr.Transport}
