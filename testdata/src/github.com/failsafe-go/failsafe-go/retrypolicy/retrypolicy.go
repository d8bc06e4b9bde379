// Package retrypolicy is a stub of
// github.com/failsafe-go/failsafe-go/retrypolicy for the callbackretry
// fixtures: only the declarations they use.
package retrypolicy

import "github.com/failsafe-go/failsafe-go"

type RetryPolicy[R any] interface {
	failsafe.Policy[R]
}

func NewWithDefaults[R any]() RetryPolicy[R] { return nil }
