// This file is the README's example of classes as configuration: README.md
// shows it from its imports on, and TestReadmeExamples keeps the two
// equal.
package llmerr_test

import (
	"flag"
	"fmt"

	"github.com/llmerrlint/llmerrlint/llmerr"
)

func ExampleErrorClass_Set() {
	var alertOn llmerr.ErrorClass
	flags := flag.NewFlagSet("alerts", flag.ContinueOnError)
	flags.Var(&alertOn, "alert-on", "class to alert on (e.g. AUTH)")
	if err := flags.Parse([]string{"-alert-on=AUTH"}); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("alert on", alertOn, llmerr.RuleFor(alertOn).Pages)

	if _, err := llmerr.ParseErrorClass("rate_limited"); err != nil {
		fmt.Println(err)
	}
	for _, c := range llmerr.Classes()[:2] {
		fmt.Println(c, llmerr.RuleFor(c).Action)
	}
	// Output:
	// alert on AUTH true
	// llmerr: unknown error class "rate_limited" (want one of TRANSPORT, TIMEOUT, RATE_LIMITED, SERVER, BAD_REQUEST, AUTH, NOT_FOUND, PROMPT_BLOCKED, OUTPUT_BLOCKED, TRUNCATED, TOOL_PROTOCOL, CALL_BUDGET, UNKNOWN or NONE)
	// TRANSPORT degrade
	// TIMEOUT degrade
}
