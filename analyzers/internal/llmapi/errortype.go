package llmapi

import "go/types"

// ErrorForm is how an SDK returns an error type: as a value or as a
// pointer. errors.As, errors.AsType, a type assertion or a type switch
// case for the other form never matches what the SDK returns.
type ErrorForm uint8

// The forms; NotErrorType is the zero value.
const (
	NotErrorType ErrorForm = iota
	ByValue
	ByPointer
)

func (f ErrorForm) String() string {
	switch f {
	case ByValue:
		return "a value"
	case ByPointer:
		return "a pointer"
	}
	return "not an SDK error type"
}

// ErrorType is an SDK error type of the table (errorTypes).
type ErrorType struct {
	Ref     ObjectRef // the struct type (Recv empty)
	Display string    // "genai.APIError", as users spell it
	Form    ErrorForm
	// Built lists the unversioned packages whose code returns the error,
	// where the conformance test finds Form.
	Built []string
}

// ErrorTypeOf reports whether t (a named type, not a pointer) is an SDK
// error type of the table, of any major version; an alias such as
// openai.Error for the internal apierror.Error resolves to its type.
func ErrorTypeOf(t types.Type) (*ErrorType, bool) {
	if t == nil {
		return nil, false
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok {
		return nil, false
	}
	r := RefOf(n.Obj())
	for i := range errorTypes {
		if errorTypes[i].Ref == r {
			return &errorTypes[i], true
		}
	}
	return nil, false
}

// DeclaresErrorTypes reports whether the import path belongs to a module
// with an error type of the table: a package that imports none cannot
// name one.
func DeclaresErrorTypes(path string) bool {
	m := moduleOf(NormalizePath(path))
	for _, e := range errorTypes {
		if m != "" && moduleOf(e.Ref.PkgPath) == m {
			return true
		}
	}
	return false
}

// VersionedErrorType is one import-path variant of an ErrorType, for the
// conformance test.
type VersionedErrorType struct {
	Ref   ObjectRef // with the major-version element
	Form  ErrorForm
	Built []string // with the same major-version element
}

// ErrorTypeVersions expands every error type to each listed major version
// of its module, in table order.
func ErrorTypeVersions() []VersionedErrorType {
	var out []VersionedErrorType
	for _, e := range errorTypes {
		m := moduleOf(e.Ref.PkgPath)
		for _, v := range majors[m] {
			vt := VersionedErrorType{Ref: e.Ref, Form: e.Form}
			vt.Ref.PkgPath = m + v + e.Ref.PkgPath[len(m):]
			for _, b := range e.Built {
				vt.Built = append(vt.Built, m+v+b[len(m):])
			}
			out = append(out, vt)
		}
	}
	return out
}
