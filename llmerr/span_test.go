package llmerr_test

import (
	"fmt"
	"strings"
	"sync"
	"testing"

	"go.opentelemetry.io/otel"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"

	"github.com/llmerrlint/llmerrlint/llmerr"
)

// ADK takes its tracer from the global provider when its package loads;
// the global provider delegates to the first provider set, so the test
// binary sets one, once.
var spans = sync.OnceValue(func() *tracetest.InMemoryExporter {
	exp := tracetest.NewInMemoryExporter()
	otel.SetTracerProvider(sdktrace.NewTracerProvider(sdktrace.WithSyncer(exp)))
	return exp
})

// generateContentSpans returns the ended generate_content spans whose
// model is name.
func generateContentSpans(name string) []tracetest.SpanStub {
	var out []tracetest.SpanStub
	for _, s := range spans().GetSpans() {
		if strings.HasPrefix(s.Name, "generate_content") && strings.HasSuffix(s.Name, " "+name) {
			out = append(out, s)
		}
	}
	return out
}

func spanAttr(s tracetest.SpanStub, key string) (string, bool) {
	for _, kv := range s.Attributes {
		if string(kv.Key) == key {
			return kv.Value.Emit(), true
		}
	}
	return "", false
}

// The guard puts the class on ADK's generate_content span as error.type,
// for thrown and in-band failures, streaming or not, and nothing on a
// healthy call.
func TestGeminiSpanErrorType(t *testing.T) {
	spans()
	safety := gemOK(gemCandidate("", "SAFETY"), gemCandidate("Here is how to", ""), gemCandidate("", "SAFETY"))
	healthy := gemOK(gemCandidate("Refunds take 5 days.", "STOP"), gemCandidate("Refunds take 5 days.", "STOP"))
	for i, c := range []struct {
		reply gemReply
		want  string // "" for no error.type
	}{
		{gemErrorReply(429, "RESOURCE_EXHAUSTED", ""), "RATE_LIMITED"},
		{gemErrorReply(401, "UNAUTHENTICATED", ""), "AUTH"},
		{safety, "OUTPUT_BLOCKED"},
		{gemOK(gemCandidate("", "STOP"), gemCandidate("", "STOP")), "UNKNOWN"},
		{healthy, ""},
	} {
		for _, streaming := range []bool{false, true} {
			name := fmt.Sprintf("gemini-span-%d-%v", i, streaming)
			m := newNamedGemModel(t, name, c.reply)
			runADK(t, llmerr.GuardStream(m), runOpts{streaming: streaming, asPlugin: true})
			got := generateContentSpans(name)
			if len(got) != 1 {
				t.Fatalf("%s: %d generate_content spans, want 1", name, len(got))
			}
			s := got[0]
			if v, _ := spanAttr(s, "gen_ai.operation.name"); v != "generate_content" {
				t.Errorf("%s: gen_ai.operation.name = %q", name, v)
			}
			if v, _ := spanAttr(s, "gen_ai.request.model"); v != name {
				t.Errorf("%s: gen_ai.request.model = %q", name, v)
			}
			v, ok := spanAttr(s, llmerr.AttrErrorType)
			if c.want == "" && ok {
				t.Errorf("%s: healthy call has error.type %q", name, v)
			}
			if c.want != "" && v != c.want {
				t.Errorf("%s: error.type = %q, want %q", name, v, c.want)
			}
		}
	}
}
