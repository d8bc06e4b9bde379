package directives

func f() {
	//llmerrlint:ignore testcheck a well-formed directive
	_ = 1

	// want +1 `//llmerrlint:ignore testcheck has no reason and suppresses nothing`
	//llmerrlint:ignore testcheck
	_ = 2

	// want +1 `//llmerrlint:ignore needs an analyzer and a reason`
	//llmerrlint:ignore
	_ = 3

	// want +1 `//llmerrlint:ignore names unknown analyzer "nosuch"$`
	//llmerrlint:ignore nosuch a reason
	_ = 4

	// want +1 `//llmerrlint:ignore names unknown analyzer "testchek"; did you mean "testcheck"\?$`
	//llmerrlint:ignore testchek a reason
	_ = 4

	// want +1 `unknown directive //llmerrlint:ignroe`
	//llmerrlint:ignroe testcheck a reason
	_ = 5

	// want +1 `directive ignored: no space allowed after //`
	// llmerrlint:ignore testcheck a reason
	_ = 6

	// want +1 `^//llmerrlint:exhaustive is deprecated; write //llmerrlint:ignore classswitch <reason>$`
	//llmerrlint:exhaustive ignore the old classswitch spelling
	_ = 7

	// want +1 `^//llmerrlint:exhaustive suppresses nothing; write //llmerrlint:ignore classswitch <reason>$`
	//llmerrlint:exhaustive skip
	_ = 8

	// Prose that mentions llmerrlint:ignore mid-sentence is no directive.
	_ = 7
}

// proseExample quotes an error message in a doc-comment code block; it is
// not a misspelt directive:
//
//	llmerrlint: finishreason: unknown key "strictly"; valid keys: strict
func proseExample() {}
