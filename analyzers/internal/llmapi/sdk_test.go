package llmapi

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// TestSDKShapes holds every SDK entry to what its shape requires: a
// missing piece fails here, not as a missed or extra finding.
func TestSDKShapes(t *testing.T) {
	names, modules := map[string]bool{}, map[string]bool{}
	for _, s := range sdks {
		if names[s.Name] || modules[s.Module] {
			t.Errorf("%s (%s): registered twice", s.Name, s.Module)
		}
		names[s.Name], modules[s.Module] = true, true
		for _, problem := range shapeProblems(s) {
			t.Errorf("%s: %s", s.Name, problem)
		}
	}
}

// TestShapeProblemsFindGaps proves the shape test fails on the gaps it
// exists for.
func TestShapeProblemsFindGaps(t *testing.T) {
	family := &Family{Name: "x", Reason: "finish reason", Stop: "a length stop",
		Classify: classifier("example.com/x/v2", "ClassifyResponse", "*Response")}
	broken := &SDK{
		Name: "x", Module: "example.com/x", Majors: []string{"/v2"},
		Pins:      []Pin{{Major: "/v2", Version: "v2.1.0"}},
		Providers: []Provider{{Major: "/v2", Name: "xerr"}},
		Calls:     []Call{{Ref: ref("example.com/x", "", "Client", "Stream"), Display: "x.Client.Stream", Family: family}},
		Streams:   []StreamCall{{Ref: ref("example.com/x", "", "Client", "Stream")}},
		ErrorTypes: []ErrorType{{Ref: ref("example.com/x", "", "", "APIError"), Display: "x.APIError",
			Built: []string{"example.com/x"}}},
	}
	family.Classify.resolve(broken)
	got := strings.Join(shapeProblems(broken), "\n")
	for _, want := range []string{
		"no reason field",
		"stream example.com/x.Client.Stream: its reason field",
		"error type x.APIError: no form",
		"provider xerr: no package path",
		"classifier ClassifyResponse: no provider package",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("shapeProblems misses %q; got\n%s", want, got)
		}
	}
}

// shapeProblems lists what s lacks or gets wrong.
func shapeProblems(s *SDK) []string {
	var out []string
	bad := func(format string, args ...any) { out = append(out, fmt.Sprintf(format, args...)) }
	if s.Name == "" || s.Module == "" || len(s.Majors) == 0 {
		bad("needs a Name, a Module and its Majors")
	}
	for _, m := range s.Majors {
		if m != "" && !isMajor(strings.TrimPrefix(m, "/")) {
			bad("major %q is not /vN", m)
		}
	}
	if len(s.Pins) != len(s.Majors) {
		bad("%d pins for %d majors: each major needs the version the project builds against", len(s.Pins), len(s.Majors))
	}
	for _, p := range s.Pins {
		if !slices.Contains(s.Majors, p.Major) {
			bad("pin of major %q, not one of %v", p.Major, s.Majors)
		}
		if want := "v" + strings.TrimPrefix(p.Major, "/v"); !strings.HasPrefix(p.Version, "v") || p.Major != "" && !strings.HasPrefix(p.Version, want+".") {
			bad("pin %q of major %q", p.Version, p.Major)
		}
	}
	for _, p := range s.Providers {
		if !slices.Contains(s.Majors, p.Major) {
			bad("provider %s of major %q, not one of %v", p.Name, p.Major, s.Majors)
		}
		if p.Pkg == "" || p.Name == "" {
			bad("provider %s: no package path or name", p.Name)
		} else if p.Pkg != llmerrMod && !strings.HasPrefix(p.Pkg, llmerrMod+"/") {
			bad("provider %s: %s is no llmerr package", p.Name, p.Pkg)
		}
	}
	if len(s.Calls) > 0 && len(s.ReasonFields) == 0 {
		bad("model calls but no reason field to read")
	}
	reasons := map[ObjectRef]bool{}
	for _, f := range s.ReasonFields {
		reasons[f.Ref] = true
	}
	calls := map[ObjectRef]bool{}
	for _, c := range s.Calls {
		calls[c.Ref] = true
		if c.Display == "" || c.Family == nil || c.Family.Name == "" || c.Family.Reason == "" || c.Family.Stop == "" {
			bad("call %s: needs a Display and a Family with a Name, a Reason and a Stop", refText(c.Ref))
			continue
		}
		if k := c.Family.Classify; k != nil && k.Func.PkgPath == "" {
			bad("classifier %s: no provider package for %s", k.Func.Name, k.SDK)
		}
		if c.Handler > 0 && (c.Discards != "" || c.Result != 0 || len(c.ReasonCallbacks) > 0) {
			bad("call %s: hands its response to a callback, so it has no result, text or callback fields to follow", refText(c.Ref))
		}
	}
	for _, st := range s.Streams {
		for _, c := range s.Calls {
			if c.Ref == st.Ref && c.Handler > 0 {
				bad("stream %s: hands its chunks to a callback, which no stream entry describes", refText(st.Ref))
			}
		}
	}
	for _, st := range s.Streams {
		if !calls[st.Ref] {
			bad("stream %s: not one of the SDK's calls", refText(st.Ref))
		}
		if !reasons[st.Reason] {
			bad("stream %s: its reason field %s is not one of the SDK's reason fields", refText(st.Ref), refText(st.Reason))
		}
	}
	for _, r := range append(slices.Clone(s.Implemented), s.Adapters...) {
		if !calls[r] || r.Recv == "" {
			bad("interface method %s: not an interface method among the SDK's calls", refText(r))
		}
	}
	for _, e := range s.ErrorTypes {
		if e.Form == NotErrorType {
			bad("error type %s: no form (ByValue or ByPointer)", e.Display)
		}
		if e.Display == "" || len(e.Built) == 0 {
			bad("error type %s: needs a Display and the packages that build it", refText(e.Ref))
		}
	}
	for _, rv := range s.ReasonValues {
		if rv.Display == "" || len(rv.Failures) == 0 {
			bad("reason values %s: need a Display and the failures", refText(rv.Ref))
		}
		if rv.Ref.Recv == "" && len(rv.Successes) == 0 {
			bad("reason type %s: needs its successes, for the conformance test to cover its constants", refText(rv.Ref))
		}
		for _, tool := range rv.Tools {
			if len(rv.Successes) > 0 && !slices.Contains(rv.Successes, tool) {
				bad("reason values %s: tool value %q is not a success", refText(rv.Ref), tool)
			}
		}
	}
	te := s.TerminalEvents
	if (len(te.Types) > 0 || len(te.Methods) > 0) != (len(te.Values) > 0 && len(te.TypeFields) > 0) {
		bad("terminal events need their types or methods, the union's type field and the values together")
	}
	if (len(s.Refusals.TextReads) > 0) != (len(s.Refusals.Reads) > 0) {
		bad("refusals need the reads of the text and of the refusal together")
	}
	for _, l := range s.ResponseLits {
		if l.Reason == "" || l.Display == "" {
			bad("response type %s: needs its reason field and a Display", refText(l.Ref))
		}
	}
	for _, r := range sdkRefs(s) {
		if r.PkgPath != s.Module && !strings.HasPrefix(r.PkgPath, s.Module+"/") {
			bad("%s is not in the module %s", refText(r), s.Module)
		}
	}
	return out
}

// sdkRefs lists the objects an SDK entry names.
func sdkRefs(s *SDK) []ObjectRef {
	var refs []ObjectRef
	for _, c := range s.Calls {
		refs = append(refs, c.Ref)
		refs = append(refs, c.ReasonCallbacks...)
		refs = append(refs, c.AnswerCallbacks...)
	}
	for _, st := range s.Streams {
		refs = append(refs, st.Via...)
	}
	for _, f := range s.ReasonFields {
		refs = append(refs, f.Ref)
	}
	for _, e := range s.ErrorTypes {
		refs = append(refs, e.Ref)
	}
	for _, rv := range s.ReasonValues {
		refs = append(refs, rv.Ref)
	}
	for _, l := range s.ResponseLits {
		refs = append(refs, l.Ref)
	}
	for _, list := range [][]ObjectRef{s.CarrierInterfaces, s.StopConstants, s.AnswerFields, s.MetadataFields,
		s.RawJSONMethods, s.ErrorMessageFields, s.ErrorCodeFields, s.ErrorTextMethods,
		s.TerminalEvents.Types, s.TerminalEvents.Methods, s.TerminalEvents.TypeFields,
		s.Refusals.TextReads, s.Refusals.Reads} {
		refs = append(refs, list...)
	}
	return refs
}

func refText(r ObjectRef) string {
	if r.Recv == "" {
		return r.PkgPath + "." + r.Name
	}
	return r.PkgPath + "." + r.Recv + "." + r.Name
}
