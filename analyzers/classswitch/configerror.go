package classswitch

// ConfigError is the error a pass fails with when -types names a type
// that the package's imports show to be missing or no enum. It is the same
// in every package that imports the type's package, so a driver that runs
// one process per package (go vet) can tell it apart from a failure of the
// analysis and say it once.
type ConfigError struct{ Err error }

func (e *ConfigError) Error() string { return e.Err.Error() }
func (e *ConfigError) Unwrap() error { return e.Err }
