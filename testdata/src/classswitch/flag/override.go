package flag

import "github.com/llmerrlint/llmerrlint/llmerr"

// A field of the user's own struct is a policy table: reported.
type retryPolicy struct {
	Attempts map[llmerr.ErrorClass]int
}

var userPolicy = retryPolicy{
	Attempts: map[llmerr.ErrorClass]int{llmerr.RateLimited: 5}, // want `^map keyed by llmerr.ErrorClass misses 12 of its 13 values$`
}

// A local copy of an override map is not handed to llmerr: reported.
var texts = map[llmerr.ErrorClass]string{llmerr.PromptBlocked: "No."} // want `^map keyed by llmerr.ErrorClass misses 12 of its 13 values$`

var cfg = llmerr.Config{Texts: texts}
