package klog

import (
	"context"

	"github.com/go-logr/logr"
)

type Logger = logr.Logger

func FromContext(ctx context.Context) Logger { panic("stub") }

type Level int32

type Verbose struct {
	enabled bool
}

func V(level Level) Verbose { panic("stub") }

func (v Verbose) Info(args ...interface{}) { panic("stub") }

func (v Verbose) InfoS(msg string, keysAndValues ...interface{}) { panic("stub") }

func Info(args ...interface{}) { panic("stub") }

func Infof(format string, args ...interface{}) { panic("stub") }

func InfoS(msg string, keysAndValues ...interface{}) { panic("stub") }

func ErrorS(err error, msg string, keysAndValues ...interface{}) { panic("stub") }
