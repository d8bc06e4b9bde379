package logr

type LogSink interface {
	Enabled(level int) bool
}

type Logger struct {
	sink  LogSink
	level int
}

func (l Logger) Info(msg string, keysAndValues ...any) { panic("stub") }

func (l Logger) Error(err error, msg string, keysAndValues ...any) { panic("stub") }

func (l Logger) V(level int) Logger { panic("stub") }

func (l Logger) WithValues(keysAndValues ...any) Logger { panic("stub") }
