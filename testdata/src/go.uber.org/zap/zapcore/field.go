// Package zapcore is a stub of go.uber.org/zap/zapcore for the fixtures:
// only the declarations they use, with the real shapes.
package zapcore

type FieldType uint8

type Field struct {
	Key       string
	Type      FieldType
	Integer   int64
	String    string
	Interface interface{}
}
