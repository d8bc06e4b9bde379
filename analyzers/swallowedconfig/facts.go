package swallowedconfig

// swallowsFact marks an exported function or method with the shape of an
// OnModelError callback that substitutes a response for every error, so
// that a package registering it is told too.
type swallowsFact struct{}

func (*swallowsFact) AFact()         {}
func (*swallowsFact) String() string { return "swallowsEveryError" }

// packageSwallowsFact marks a package that has functions with a
// swallowsFact: importing it makes a package worth analysing.
type packageSwallowsFact struct{}

func (*packageSwallowsFact) AFact()         {}
func (*packageSwallowsFact) String() string { return "packageSwallows" }
