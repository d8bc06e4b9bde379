// Package failsafe is a stub of github.com/failsafe-go/failsafe-go for the
// callbackretry fixtures: only the declarations they use.
package failsafe

type Policy[R any] interface {
	ToExecutor(typeToken R) any
}

type Executor[R any] interface {
	Run(fn func() error) error
	Get(fn func() (R, error)) (R, error)
}

func With[R any](policies ...Policy[R]) Executor[R] { return nil }
