// Package testkit imports the real test library packages the stubs copy,
// so that go mod tidy keeps them.
package testkit

import (
	_ "github.com/stretchr/testify/mock"
)
