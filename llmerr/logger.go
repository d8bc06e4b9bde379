package llmerr

import (
	"context"
	"log/slog"
)

// logger wraps an optional *slog.Logger. A nil one means slog.Default() at
// the time of the call, so a process that installs its default logger after
// building the callbacks still gets llmerr's records.
type logger struct{ l *slog.Logger }

func (l logger) get() *slog.Logger {
	if l.l != nil {
		return l.l
	}
	return slog.Default()
}

func (l logger) warn(ctx context.Context, msg string, args ...any) {
	l.get().WarnContext(ctxOrBackground(ctx), msg, args...)
}

func (l logger) log(ctx context.Context, level slog.Level, msg string, args ...any) {
	l.get().Log(ctxOrBackground(ctx), level, msg, args...)
}
