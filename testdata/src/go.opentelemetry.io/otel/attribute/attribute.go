// Package attribute is a stub of go.opentelemetry.io/otel/attribute for
// the fixtures: only the declarations they use, with the real shapes.
package attribute

type Key string

type Value struct{ stringly string }

type KeyValue struct {
	Key   Key
	Value Value
}

func String(k, v string) KeyValue { return KeyValue{Key: Key(k), Value: Value{stringly: v}} }

func (k Key) String(v string) KeyValue { return String(string(k), v) }
