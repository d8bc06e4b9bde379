// Package applog is an application's own logging package: it imports no // want package:`finishreason\(Logger\.UM0=sink\(1\) Logger\.UM1=sink\(2\) Logger\.UM2=sink\(2\) Nop\.M0=sink\(2\) Nop\.M1=sink\(2\) Nop\.M2=sink\(1\) Slog\.M0=sink\(2\) Slog\.M1=sink\(2\) Slog\.M2=sink\(1\)\)\}$`
// SDK, and its interfaces take the fields to log as `any` values.
package applog

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
)

// Logger is what the application's packages log through.
type Logger interface {
	Info(ctx context.Context, msg string, fields map[string]any)
	Error(ctx context.Context, msg string, fields map[string]any)
	Debug(msg string, args ...any)
}

// Slog is the production Logger: it hands every field to log/slog,
// which prints it.
type Slog struct{ s *slog.Logger }

func (l *Slog) Info(ctx context.Context, msg string, fields map[string]any) {
	l.s.InfoContext(ctx, msg, "fields", fields)
}

func (l *Slog) Error(ctx context.Context, msg string, fields map[string]any) {
	args := make([]any, 0, 2*len(fields))
	for k, v := range fields {
		args = append(args, k, v)
	}
	l.s.ErrorContext(ctx, msg, args...)
}

func (l *Slog) Debug(msg string, args ...any) { l.s.Debug(msg, args...) }

// Nop drops everything.
type Nop struct{}

func (Nop) Info(context.Context, string, map[string]any)  {}
func (Nop) Error(context.Context, string, map[string]any) {}
func (Nop) Debug(string, ...any)                          {}

// Journal records events: its implementation sends them on, to a
// writer whose reader is out of view, so it is no sink.
type Journal interface {
	Record(kind string, payload any)
}

// JSONJournal writes each payload as a JSON line.
type JSONJournal struct{ W io.Writer }

func (j JSONJournal) Record(kind string, payload any) {
	_ = json.NewEncoder(j.W).Encode(map[string]any{"kind": kind, "payload": payload})
}

// Hook is implemented elsewhere: with no implementation here, what it
// does with a payload is out of view.
type Hook interface {
	OnEvent(name string, payload any)
}
