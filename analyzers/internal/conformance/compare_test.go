package conformance

import (
	"fmt"
	"go/types"
	"strings"
)

// qualify prints package paths, so a stub and the real package, which share
// an import path, print the same type the same way.
func qualify(p *types.Package) string { return p.Path() }

func typeString(t types.Type) string { return types.TypeString(t, qualify) }

// sigString prints a signature without parameter names, which do not
// change a call's shape.
func sigString(sig *types.Signature) string {
	var b strings.Builder
	b.WriteString("func")
	b.WriteString(typeParamsString(sig.TypeParams()))
	b.WriteString("(")
	for i := 0; i < sig.Params().Len(); i++ {
		if i > 0 {
			b.WriteString(", ")
		}
		t := sig.Params().At(i).Type()
		if sig.Variadic() && i == sig.Params().Len()-1 {
			b.WriteString("..." + typeString(t.(*types.Slice).Elem()))
			continue
		}
		b.WriteString(typeString(t))
	}
	b.WriteString(")")
	if n := sig.Results().Len(); n > 0 {
		b.WriteString(" (")
		for i := 0; i < n; i++ {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(typeString(sig.Results().At(i).Type()))
		}
		b.WriteString(")")
	}
	return b.String()
}

func typeParamsString(tps *types.TypeParamList) string {
	if tps.Len() == 0 {
		return ""
	}
	var parts []string
	for i := 0; i < tps.Len(); i++ {
		tp := tps.At(i)
		parts = append(parts, tp.Obj().Name()+" "+typeString(tp.Constraint()))
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

func kindOf(obj types.Object) string {
	switch obj := obj.(type) {
	case *types.Const:
		return "const"
	case *types.Var:
		return "var"
	case *types.Func:
		return "func"
	case *types.TypeName:
		if obj.IsAlias() {
			return "alias"
		}
		return "defined type"
	}
	return fmt.Sprintf("%T", obj)
}

// reporter records one difference, at the stub object it concerns.
type reporter func(obj types.Object, format string, args ...any)

func article(kind string) string {
	if kind == "alias" {
		return "an alias"
	}
	return "a " + kind
}

// comparePackage checks every package-level object of stub against real.
// Exported objects must have the same shape; unexported ones, which a stub
// declares only to make its exported shapes possible, must exist with the
// same kind.
func comparePackage(stub, real *types.Package, report reporter) {
	for _, name := range stub.Scope().Names() {
		s := stub.Scope().Lookup(name)
		r := real.Scope().Lookup(name)
		if r == nil {
			report(s, "%s %s does not exist in the real package", kindOf(s), name)
			continue
		}
		if kindOf(s) != kindOf(r) {
			report(s, "%s is %s in the stub but %s in the real package", name, article(kindOf(s)), article(kindOf(r)))
			continue
		}
		if !s.Exported() {
			if st, ok := s.(*types.TypeName); ok && !st.IsAlias() {
				compareTypeParams(s, typeParams(st), typeParams(r.(*types.TypeName)), report)
			}
			continue
		}
		compareObject(s, r, report)
	}
}

func compareObject(s, r types.Object, report reporter) {
	name := s.Name()
	switch s := s.(type) {
	case *types.Const:
		r := r.(*types.Const)
		if a, b := typeString(s.Type()), typeString(r.Type()); a != b {
			report(s, "const %s: type %s, real %s", name, a, b)
		}
		if a, b := s.Val().ExactString(), r.Val().ExactString(); a != b {
			report(s, "const %s: value %s, real %s", name, a, b)
		}
	case *types.Var:
		if a, b := typeString(s.Type()), typeString(r.Type()); a != b {
			report(s, "var %s: type %s, real %s", name, a, b)
		}
	case *types.Func:
		if a, b := sigString(s.Signature()), sigString(r.(*types.Func).Signature()); a != b {
			report(s, "func %s: signature\n\t%s\nreal\n\t%s", name, a, b)
		}
	case *types.TypeName:
		r := r.(*types.TypeName)
		if s.IsAlias() {
			sa, ra := s.Type().(*types.Alias), r.Type().(*types.Alias)
			if a, b := typeParamsString(sa.TypeParams())+" = "+typeString(sa.Rhs()), typeParamsString(ra.TypeParams())+" = "+typeString(ra.Rhs()); a != b {
				report(s, "alias %s: %s, real %s", name, a, b)
			}
			return
		}
		compareNamed(s, s.Type().(*types.Named), r.Type().(*types.Named), report)
	}
}

func typeParams(tn *types.TypeName) *types.TypeParamList {
	if n, ok := tn.Type().(*types.Named); ok {
		return n.TypeParams()
	}
	return nil
}

func compareTypeParams(s types.Object, a, b *types.TypeParamList, report reporter) {
	if x, y := typeParamsString(a), typeParamsString(b); x != y && (s.Exported() || a.Len() != b.Len()) {
		report(s, "type %s: type parameters %q, real %q", s.Name(), x, y)
	}
}

// compareNamed compares a defined type: type parameters, the fields the
// stub declares (a struct stub may list a subset), the methods a
// stub interface lists (a subset too; a constraint with a type set must
// match whole), the underlying type of anything else, and every method the
// stub's T and *T have, with its receiver kind.
func compareNamed(obj types.Object, s, r *types.Named, report reporter) {
	name := obj.Name()
	compareTypeParams(obj, s.TypeParams(), r.TypeParams(), report)
	switch su := s.Underlying().(type) {
	case *types.Struct:
		ru, ok := r.Underlying().(*types.Struct)
		if !ok {
			report(obj, "type %s: struct in the stub, %s in the real package", name, typeString(r.Underlying()))
			return
		}
		compareFields(obj, su, ru, report)
	case *types.Interface:
		ru, ok := r.Underlying().(*types.Interface)
		if !ok || !su.IsMethodSet() || !ru.IsMethodSet() {
			if a, b := typeString(su), typeString(r.Underlying()); a != b {
				report(obj, "type %s: underlying type\n\t%s\nreal\n\t%s", name, a, b)
			}
			return
		}
		compareInterfaceMethods(obj, su, ru, report)
	default:
		if a, b := typeString(s.Underlying()), typeString(r.Underlying()); a != b {
			report(obj, "type %s: underlying type\n\t%s\nreal\n\t%s", name, a, b)
		}
	}
	if types.IsInterface(s) {
		return // its methods are part of the underlying type compared above
	}
	compareMethodSet(obj, name, s, r, report)
	compareMethodSet(obj, "*"+name, types.NewPointer(s), types.NewPointer(r), report)
}

func compareInterfaceMethods(obj types.Object, s, r *types.Interface, report reporter) {
	real := map[string]*types.Func{}
	for i := 0; i < r.NumMethods(); i++ {
		real[r.Method(i).Name()] = r.Method(i)
	}
	for i := 0; i < s.NumMethods(); i++ {
		m := s.Method(i)
		compareMethod(obj, m, real[m.Name()], "does not exist in the real interface", report)
	}
}

// compareMethod reports a missing real method (with the reason given) or
// a different signature.
func compareMethod(obj types.Object, m, rm *types.Func, missing string, report reporter) {
	if rm == nil {
		report(m, "method %s.%s %s", obj.Name(), m.Name(), missing)
		return
	}
	if a, b := sigString(m.Signature()), sigString(rm.Signature()); a != b {
		report(m, "method %s.%s: signature\n\t%s\nreal\n\t%s", obj.Name(), m.Name(), a, b)
	}
}

func compareFields(obj types.Object, s, r *types.Struct, report reporter) {
	real := map[string]*types.Var{}
	for i := 0; i < r.NumFields(); i++ {
		real[r.Field(i).Name()] = r.Field(i)
	}
	for i := 0; i < s.NumFields(); i++ {
		f := s.Field(i)
		if !f.Exported() && !f.Embedded() {
			continue // private state of the stub
		}
		rf := real[f.Name()]
		field := obj.Name() + "." + f.Name()
		switch {
		case rf == nil:
			report(f, "field %s does not exist in the real struct", field)
		case f.Embedded() != rf.Embedded():
			report(f, "field %s: embedded %t, real embedded %t", field, f.Embedded(), rf.Embedded())
		default:
			if a, b := typeString(f.Type()), typeString(rf.Type()); a != b {
				report(f, "field %s: type %s, real %s", field, a, b)
			}
		}
	}
}

// compareMethodSet checks that every method in the stub's method set of t
// (declared or promoted) is in the real method set of t with the same
// signature. A method with a pointer receiver is in the method set of *T
// only, so a receiver that changed kind shows up as missing from T.
func compareMethodSet(obj types.Object, label string, s, r types.Type, report reporter) {
	real := map[string]*types.Func{}
	rms := types.NewMethodSet(r)
	for i := 0; i < rms.Len(); i++ {
		m := rms.At(i).Obj().(*types.Func)
		real[m.Name()] = m
	}
	sms := types.NewMethodSet(s)
	for i := 0; i < sms.Len(); i++ {
		m := sms.At(i).Obj().(*types.Func)
		compareMethod(obj, m, real[m.Name()],
			fmt.Sprintf("is not in the real method set of %s (receiver %s)", label, recvString(m)), report)
	}
}

func recvString(m *types.Func) string {
	if recv := m.Signature().Recv(); recv != nil {
		return typeString(recv.Type())
	}
	return "none"
}
