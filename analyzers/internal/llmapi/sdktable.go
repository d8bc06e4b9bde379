package llmapi

// sdktable.go renders the registered SDKs as the table of the analyzer
// reference (docs/analyzers.md), so that the list of SDKs, their model
// calls and their reason fields is written once, in each SDK's file, and
// the analyzers' doc.go files refer to it.

import (
	"path"
	"slices"
	"strings"
)

// SDKTable returns the Markdown table of the registered SDKs, one row
// each in registration order: the module and its majors, the model calls
// (interface methods whose implementations count, calls that return only
// text, and calls that hand each response to a callback, marked), the reason fields, the reason values that are
// failures, the streaming calls, the llmerr
// functions that classify a response, the error types with the form calls
// return them in, their message, text and code fields, and the llmerr
// packages that classify the SDK's errors.
func SDKTable() string {
	var b strings.Builder
	b.WriteString("| SDK | module | model calls | reason fields | failure reasons | streams | classify with | error types | error text and code | llmerr package |\n")
	b.WriteString("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |\n")
	for _, s := range sdks {
		n := pkgNames(s)
		cells := []string{s.Name, sdkModules(s), sdkCalls(s), sdkReasonFields(s, n), sdkFailures(s, n), sdkStreams(s, n),
			sdkClassifiers(s), sdkErrorTypes(s), sdkErrorFields(s, n), sdkProviders(s)}
		for i, c := range cells {
			if c == "" {
				cells[i] = "none"
			}
		}
		b.WriteString("| " + strings.Join(cells, " | ") + " |\n")
	}
	return b.String()
}

// sdkModules lists the module's import path at each major.
func sdkModules(s *SDK) string {
	var out []string
	for _, m := range s.Majors {
		out = append(out, "`"+s.Module+m+"`")
	}
	return strings.Join(out, "<br>")
}

func sdkCalls(s *SDK) string {
	var out []string
	for _, c := range s.Calls {
		d := c.Display
		switch {
		case c.Discards != "":
			d += " (text only)"
		case c.Handler > 0:
			d += " (to its callback)"
		case slices.Contains(s.Implemented, c.Ref):
			d += " (and its implementations)"
		}
		out = append(out, d)
	}
	return strings.Join(out, ", ")
}

func sdkReasonFields(s *SDK, n pkgNamer) string {
	var out []string
	for _, f := range s.ReasonFields {
		d := n.short(f.Ref)
		switch {
		case f.Weak:
			d += " (not alone)"
		case f.BlockOnly:
			d += " (the prompt's only)"
		}
		out = append(out, d)
	}
	return strings.Join(out, ", ")
}

// sdkFailures lists the reason values that are failures, after the
// types or fields that take them; types and fields with the same
// failures share one entry.
func sdkFailures(s *SDK, n pkgNamer) string {
	var keys []string
	owners := map[string][]string{}
	for _, rv := range s.ReasonValues {
		k := strings.Join(rv.Failures, ", ")
		if _, ok := owners[k]; !ok {
			keys = append(keys, k)
		}
		owners[k] = append(owners[k], n.short(rv.Ref))
	}
	var out []string
	for _, k := range keys {
		out = append(out, strings.Join(owners[k], ", ")+": "+k)
	}
	return strings.Join(out, "; ")
}

func sdkStreams(s *SDK, n pkgNamer) string {
	var out []string
	for _, st := range s.Streams {
		d := n.short(st.Ref)
		for _, c := range s.Calls {
			if c.Ref == st.Ref {
				d = c.Display
				break
			}
		}
		var marks []string
		if slices.Contains(s.Implemented, st.Ref) {
			marks = append(marks, "and its implementations")
		}
		switch {
		case st.Flag > 0:
			marks = append(marks, "unless its stream argument is false")
		case st.Option != ObjectRef{}:
			marks = append(marks, "with "+n.short(st.Option))
		case st.Mode != ObjectRef{}:
			marks = append(marks, "with "+n.short(st.Mode))
		}
		if len(marks) > 0 {
			d += " (" + strings.Join(marks, ", ") + ")"
		}
		out = append(out, d)
	}
	return strings.Join(out, ", ")
}

// sdkClassifiers lists the llmerr functions that classify the response
// of a model call, each once.
func sdkClassifiers(s *SDK) string {
	var out []string
	for _, c := range s.Calls {
		k := c.Family.Classify
		if k == nil || k.Func.PkgPath == "" {
			continue
		}
		d := k.Name()
		if len(s.Majors) > 1 {
			d += " (" + k.SDK + ")"
		}
		if !slices.Contains(out, d) {
			out = append(out, d)
		}
	}
	return strings.Join(out, ", ")
}

func sdkErrorTypes(s *SDK) string {
	var out []string
	for _, e := range s.ErrorTypes {
		form := "value"
		if e.Form == ByPointer {
			form = "pointer"
		}
		out = append(out, e.Display+" ("+form+")")
	}
	return strings.Join(out, ", ")
}

// sdkErrorFields lists what holds an error's text (its message fields,
// the methods that return its whole text) and its code.
func sdkErrorFields(s *SDK, n pkgNamer) string {
	var out []string
	for _, f := range s.ErrorMessageFields {
		out = append(out, n.short(f))
	}
	for _, m := range s.ErrorTextMethods {
		out = append(out, n.short(m)+"()")
	}
	for _, f := range s.ErrorCodeFields {
		out = append(out, n.short(f)+" (code)")
	}
	return strings.Join(out, ", ")
}

func sdkProviders(s *SDK) string {
	var out []string
	for _, p := range s.Providers {
		d := "`" + p.Pkg + "`"
		if len(s.Majors) > 1 && !allProvidedBy(s, p.Pkg) {
			d += " (" + s.Module + p.Major + ")"
		}
		if !slices.Contains(out, d) {
			out = append(out, d)
		}
	}
	return strings.Join(out, "<br>")
}

// pkgNamer names the packages of one SDK as its code spells them.
type pkgNamer map[string]string

// pkgNames takes the package names from the SDK's displays of its calls
// and error types ("openai.ChatCompletionService.New" names the package
// of its Ref "openai"; "openai.Error" names its internal apierror package
// as the alias users write); other packages go by the last element of
// their path.
func pkgNames(s *SDK) pkgNamer {
	n := pkgNamer{}
	name := func(r ObjectRef, display string) {
		// Only a display that names the package: "pkg.Recv.Name" for a
		// method, "pkg.Name" for the rest.
		parts, want := strings.Split(display, "."), 2
		if r.Recv != "" {
			want = 3
		}
		if len(parts) == want && n[r.PkgPath] == "" {
			n[r.PkgPath] = parts[0]
		}
	}
	for _, c := range s.Calls {
		name(c.Ref, c.Display)
	}
	for _, e := range s.ErrorTypes {
		name(e.Ref, e.Display)
	}
	return n
}

// short spells r as code spells it: the package's name, the receiver,
// the name.
func (n pkgNamer) short(r ObjectRef) string {
	p := n[r.PkgPath]
	if p == "" {
		p = path.Base(r.PkgPath)
	}
	s := p + "."
	if r.Recv != "" {
		s += r.Recv + "."
	}
	return s + r.Name
}

// allProvidedBy reports whether the package pkg classifies every major
// of s.
func allProvidedBy(s *SDK, pkg string) bool {
	for _, m := range s.Majors {
		if !slices.ContainsFunc(s.Providers, func(p Provider) bool { return p.Major == m && p.Pkg == pkg }) {
			return false
		}
	}
	return true
}
