// Package zerolog is a stub of github.com/rs/zerolog for the fixtures:
// only the declarations they use, with the real shapes.
package zerolog

type Event struct{ buf []byte }

func (e *Event) Str(key, val string) *Event { return e }

func (e *Event) Msg(msg string) {}

type Logger struct{ level int8 }

func (l *Logger) Info() *Event { return &Event{} }

func (e *Event) Interface(key string, i interface{}) *Event { return e }
