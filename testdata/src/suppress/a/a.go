package a

func Risky() {}

func calls() {
	Risky() // want "call to Risky"

	//llmerrlint:ignore testcheck the fixture calls it on purpose
	Risky()

	Risky() //llmerrlint:ignore testcheck a trailing directive covers its own line

	//llmerrlint:ignore testcheck
	Risky() // want "call to Risky"

	//llmerrlint:ignore othercheck a reason that names another analyzer
	Risky() // want "call to Risky"

	//llmerrlint:ignore othercheck,testcheck a list names both
	Risky()

	//llmerrlint:ignore testcheck covers its line and the next only

	Risky() // want "call to Risky"

	// llmerrlint:ignore testcheck a space after the slashes makes it prose
	Risky() // want "call to Risky"

	//llmerrlint:ignore nosuch,testcheck an unknown name is reported but the known one applies
	Risky()

	//llmerrlint:exhaustive ignore the deprecated spelling silences classswitch only
	Risky() // want "call to Risky"

	//llmerrlint:ignroe testcheck a misspelt verb is no directive
	Risky() // want "call to Risky"
}
