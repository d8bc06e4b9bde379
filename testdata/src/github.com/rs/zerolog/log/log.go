// Package log is a stub of github.com/rs/zerolog/log for the fixtures:
// only the declarations they use, with the real shapes.
package log

import "github.com/rs/zerolog"

func Info() *zerolog.Event { return &zerolog.Event{} }
