// Carriers: the types whose values can hold a response, a chunk, a
// choice, a stream or an accumulator, and so are followed.

package finishreason

import (
	"go/types"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
)

// carriers answers carries, memoised by type.
type carriers struct {
	carry map[carryKey]bool
}

// carries reports whether a value of type t can hold a response, a chunk,
// a choice, a stream or an accumulator: a type that reaches a reason
// field, a function type (iter.Seq2) whose signature does, a generic type
// instantiated with one (ssestream.Stream[Chunk]), an SDK interface the
// table names as holding one (llmapi.IsCarrierInterface), or an empty
// interface or a type parameter outside SDK types (an SDK request's
// map[string]any holds no response).
func (cs *carriers) carries(t types.Type) bool { return cs.carriesIn(t, true) }

type carryKey struct {
	t     types.Type
	iface bool
}

func (cs *carriers) carriesIn(t types.Type, iface bool) bool {
	if t == nil {
		return false
	}
	k := carryKey{t, iface}
	if v, ok := cs.carry[k]; ok {
		return v
	}
	cs.carry[k] = false // cycles
	v := cs.carriesUncached(t, iface)
	cs.carry[k] = v
	return v
}

func (cs *carriers) carriesUncached(t types.Type, iface bool) bool {
	switch t := t.(type) {
	case *types.Alias:
		return cs.carriesIn(types.Unalias(t), iface)
	case *types.Named:
		if pkg := t.Obj().Pkg(); pkg != nil && llmapi.IsSDK(pkg.Path()) {
			if types.IsInterface(t) && (!t.Obj().Exported() || llmapi.IsCarrierInterface(t.Obj())) {
				// A union's AsAny() variant (Stainless SDKs); an event
				// union the table names (Bedrock's) and its reader.
				return true
			}
			iface = false
		}
		args := t.TypeArgs()
		for i := 0; i < args.Len(); i++ {
			if cs.carriesIn(args.At(i), iface) {
				return true
			}
		}
		return cs.carriesIn(t.Underlying(), iface)
	case *types.Pointer:
		return cs.carriesIn(t.Elem(), iface)
	case *types.Slice:
		return cs.carriesIn(t.Elem(), iface)
	case *types.Array:
		return cs.carriesIn(t.Elem(), iface)
	case *types.Chan:
		return cs.carriesIn(t.Elem(), iface)
	case *types.Map:
		return cs.carriesIn(t.Key(), iface) || cs.carriesIn(t.Elem(), iface)
	case *types.Struct:
		for i := 0; i < t.NumFields(); i++ {
			if _, ok := llmapi.FieldOf(t.Field(i)); ok || cs.carriesIn(t.Field(i).Type(), iface) {
				return true
			}
		}
	case *types.Signature:
		return cs.carriesIn(t.Params(), iface) || cs.carriesIn(t.Results(), iface)
	case *types.Tuple:
		for i := 0; i < t.Len(); i++ {
			if cs.carriesIn(t.At(i).Type(), iface) {
				return true
			}
		}
	case *types.Interface:
		return iface && t.Empty()
	case *types.TypeParam:
		// A generic body (must[T], retry[T]) sees the response as T: like
		// an empty interface, T may hold one.
		return iface
	}
	return false
}
