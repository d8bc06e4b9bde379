package llmerr

import (
	"context"
	"iter"
	"maps"

	"google.golang.org/adk/v2/model"
)

// GuardStream wraps m so that a stream which fails after the user has seen
// part of it says so. When a non-partial response classified as TRUNCATED
// or OUTPUT_BLOCKED follows partial chunks that carried content, the guard
// sets on that final response's CustomMetadata:
//
//   - [MetadataKeyClass]: the class name;
//   - [MetadataKeyCutOff] true for TRUNCATED: show the message as cut off;
//   - [MetadataKeyWithdrawn] true for OUTPUT_BLOCKED: withdraw the text
//     already shown.
//
// ADK's Gemini model ends every stream with a non-partial aggregated
// response, which becomes the final event; the marks reach the caller on
// it, and survive the refusal the callbacks substitute for OUTPUT_BLOCKED.
// Non-streaming calls and healthy streams pass through untouched. The
// response is copied before it is marked, never changed in place.
func GuardStream(m model.LLM) model.LLM { return &guardLLM{inner{m}} }

type guardLLM struct{ inner }

// GenerateContent implements model.LLM.
func (g *guardLLM) GenerateContent(ctx context.Context, req *model.LLMRequest, stream bool) iter.Seq2[*model.LLMResponse, error] {
	return func(yield func(*model.LLMResponse, error) bool) {
		shown := false
		for resp, err := range g.generate(ctx, req, stream) {
			if err == nil && resp != nil {
				if resp.Partial {
					shown = shown || hasParts(resp.Content)
				} else if shown {
					resp = markCut(resp)
				}
			}
			if !yield(resp, err) {
				return
			}
		}
	}
}

// markCut returns r marked if its class is one a UI must show differently
// after partial output, or r itself.
func markCut(r *model.LLMResponse) *model.LLMResponse {
	class, failed := ClassifyResponse(r)
	if !failed {
		return r
	}
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
