package llmerr

import (
	"context"
	"iter"
	"maps"

	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/trace"
	"google.golang.org/adk/v2/model"
)

// GuardStream wraps m so that the end of every call says what happened,
// streaming or not:
//
//   - A stream that fails after the user has seen part of it says so.
//     When a non-partial response classified as TRUNCATED or
//     OUTPUT_BLOCKED follows partial chunks that carried content, the
//     guard sets on that final response's CustomMetadata [MetadataKeyClass]
//     (the class name) and [MetadataKeyCutOff] (TRUNCATED: show the message
//     as cut off) or [MetadataKeyWithdrawn] (OUTPUT_BLOCKED: withdraw the
//     text already shown). When an error ends a stream that has forwarded
//     content, the guard yields it wrapped so that errors.Is(err,
//     [ErrCutOff]) holds; the callbacks then put [MetadataKeyCutOff] on the
//     substitute they write, and a re-raised error carries the mark to the
//     runner's caller. [Classify] sees through the wrapper.
//   - A call that yields nothing at all, no response and no error, yields
//     [ErrNoResponse] instead, which classifies as UNKNOWN: without it ADK
//     would end the turn with no event and no error, and the user would get
//     nothing.
//   - The class of a failed call (a thrown error, or a final response that
//     [ClassifyResponse] fails) is set as error.type on the span in ctx:
//     ADK's generate_content span, which ADK ends right after the call.
//
// ADK's Gemini model ends every stream with a non-partial aggregated
// response, which becomes the final event; the marks reach the caller on
// it, and survive the refusal the callbacks substitute for OUTPUT_BLOCKED.
// Healthy calls pass through untouched. A response is copied before it is
// marked, never changed in place.
//
// Wrap the guard outside [Retry], so that the span tells the outcome of the
// call, not of an attempt that a retry then repaired.
func GuardStream(m model.LLM) model.LLM { return &guardLLM{inner{m}} }

type guardLLM struct{ inner }

// GenerateContent implements model.LLM.
func (g *guardLLM) GenerateContent(ctx context.Context, req *model.LLMRequest, stream bool) iter.Seq2[*model.LLMResponse, error] {
	return func(yield func(*model.LLMResponse, error) bool) {
		span := trace.SpanFromContext(ctxOrBackground(ctx))
		shown, got := false, false
		for resp, err := range g.generate(ctx, req, stream) {
			got = true
			switch {
			case err != nil:
				if shown {
					err = &cutOffError{err}
				}
				setErrorType(span, Classify(err))
			case resp == nil:
			case resp.Partial:
				shown = shown || hasContent(resp.Content)
			default:
				class, _ := ClassifyResponse(resp)
				setErrorType(span, class)
				if shown {
					resp = markCut(resp, class)
				}
			}
			if !yield(resp, err) {
				return
			}
		}
		if !got {
			setErrorType(span, Unknown)
			yield(nil, ErrNoResponse)
		}
	}
}

// setErrorType records a failed call's class on its span.
func setErrorType(span trace.Span, class ErrorClass) {
	if class.IsFailure() && span.IsRecording() {
		span.SetAttributes(attribute.String(AttrErrorType, class.String()))
	}
}

// markCut returns r marked if its class is one a UI must show differently
// after partial output, or r itself.
func markCut(r *model.LLMResponse, class ErrorClass) *model.LLMResponse {
	// Only these two classes change what the user already saw; an if
	// chain says so without pretending to handle every class.
	var key string
	if class == Truncated {
		key = MetadataKeyCutOff
	} else if class == OutputBlocked {
		key = MetadataKeyWithdrawn
	} else {
		return r
	}
	cp := *r
	cp.CustomMetadata = maps.Clone(r.CustomMetadata)
	if cp.CustomMetadata == nil {
		cp.CustomMetadata = map[string]any{}
	}
	cp.CustomMetadata[MetadataKeyClass] = class.String()
	cp.CustomMetadata[key] = true
	return &cp
}

// cutOffError is an error that ended a stream after content was shown. It
// keeps the error's text and tree, so classification is unchanged.
type cutOffError struct{ err error }

func (e *cutOffError) Error() string        { return errorText(e.err) }
func (e *cutOffError) Unwrap() error        { return e.err }
func (e *cutOffError) Is(target error) bool { return target == ErrCutOff }
