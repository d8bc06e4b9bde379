// Package registry has malformed directives; with every analyzer of the
// registry running, each must be reported exactly once.
package registry

func f() {
	//llmerrlint:ignore finishreason
	_ = 1

	//llmerrlint:ignore nosuch a reason
	_ = 2

	//llmerrlint:ignore finishreason,classswitch a well-formed directive
	_ = 3
}
