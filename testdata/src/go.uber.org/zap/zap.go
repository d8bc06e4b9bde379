// Package zap is a stub of go.uber.org/zap for the fixtures: only the
// declarations they use, with the real shapes.
package zap

import "go.uber.org/zap/zapcore"

type Field = zapcore.Field

func String(key string, val string) Field { return Field{Key: key, String: val} }

type Logger struct{}

func (log *Logger) With(fields ...Field) *Logger { return log }

func (log *Logger) Info(msg string, fields ...Field) {}

func (log *Logger) Error(msg string, fields ...Field) {}

func Any(key string, value interface{}) Field { return Field{Key: key, Interface: value} }
