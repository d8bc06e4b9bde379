// Package logrus is a stub of github.com/sirupsen/logrus for the
// fixtures: only the declarations they use, with the real shapes.
package logrus

type Fields map[string]any

type Entry struct {
	Data Fields
}

func (entry *Entry) WithField(key string, value any) *Entry { return entry }

func (entry *Entry) Warn(args ...any) {}

func WithField(key string, value any) *Entry { return &Entry{} }

func WithFields(fields Fields) *Entry { return &Entry{Data: fields} }

func Infof(format string, args ...any) {}
