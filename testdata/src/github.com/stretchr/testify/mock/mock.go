// Package mock is a stub of github.com/stretchr/testify/mock for the
// fixtures: only the declarations they use, with the real shapes.
package mock

type Mock struct{ calls []string }

type Arguments []interface{}

func (m *Mock) Called(arguments ...interface{}) Arguments { return nil }

func (args Arguments) Get(index int) interface{} { return args[index] }

func (args Arguments) Error(index int) error { return nil }
