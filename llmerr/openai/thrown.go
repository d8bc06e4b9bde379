package openaierr

import (
	"bytes"
	"unsafe"

	"github.com/llmerrlint/llmerrlint/llmerr"
	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/packages/ssestream"
	"github.com/tidwall/gjson"
)

// Classifier recognises the errors openai-go/v3 returns: *openai.Error
// (an HTTP error response, after the SDK's own retries) and
// *ssestream.StreamError (an error frame in the middle of a stream). The
// package registers it with [llmerr.Register] when it is imported, so
// [llmerr.Classify] and everything built on it (the ADK callbacks and
// plugin, [llmerr.Retry], the metrics) see OpenAI's classes.
type Classifier struct{}

func init() { llmerr.Register(Classifier{}) }

// ClassifyError classifies one node of an error tree; see
// [llmerr.Classifier]:
//
//   - *openai.Error: a sharpening Code wins (see [ClassifyErrorCode]), so
//     a 400 content_filter is [llmerr.PromptBlocked]; otherwise the HTTP
//     StatusCode decides, as [llmerr.ClassifyHTTPStatus] maps it; with no
//     HTTP error code, the Code, then the Type, is read with
//     [ClassifyErrorCode]; failing all three, [llmerr.Unknown].
//   - *ssestream.StreamError carries no status: the error object of the
//     frame's JSON is read structurally ("error.code", then "error.type").
//     A frame whose code says nothing recognised, or that holds an escape
//     sequence (decoding it would allocate), is [llmerr.Server]: the
//     provider accepted the request and broke the stream.
func (Classifier) ClassifyError(err error) (llmerr.ErrorClass, bool) {
	switch e := err.(type) {
	case *openai.Error:
		if e == nil {
			return 0, false
		}
		return classifyAPIError(e.StatusCode, e.Code, e.Type), true
	case *ssestream.StreamError:
		if e == nil {
			return 0, false
		}
		return classifyStreamError(e.Event.Data), true
	}
	return 0, false
}

// ErrorStatus reports the HTTP code and the Code (or, without one, the
// Type) of an *openai.Error, for [llmerr.FailureOf]. A stream error has
// neither.
func (Classifier) ErrorStatus(err error) (int, string) {
	if e, ok := err.(*openai.Error); ok && e != nil {
		if e.Code != "" {
			return e.StatusCode, e.Code
		}
		return e.StatusCode, e.Type
	}
	return 0, ""
}

func classifyAPIError(status int, code, typ string) llmerr.ErrorClass {
	if c, ok := sharpeningCode(code); ok {
		return c
	}
	if status >= 400 && status < 600 {
		return llmerr.ClassifyHTTPStatus(status)
	}
	if c, ok := ClassifyErrorCode(code); ok {
		return c
	}
	if c, ok := ClassifyErrorCode(typ); ok {
		return c
	}
	return llmerr.Unknown
}

func classifyStreamError(data []byte) llmerr.ErrorClass {
	// Decoding an escaped string would allocate; OpenAI's codes and types
	// are plain identifiers, so a frame with an escape anywhere is not
	// read (a message with a quote or a newline costs the frame its code).
	if len(data) == 0 || bytes.IndexByte(data, '\\') >= 0 {
		return llmerr.Server
	}
	// A read-only view of the frame, so that the lookup does not copy it;
	// nothing read from it outlives this call.
	json := unsafe.String(unsafe.SliceData(data), len(data))
	for _, path := range [...]string{"error.code", "error.type"} {
		if v := gjson.Get(json, path); v.Type == gjson.String {
			if c, ok := ClassifyErrorCode(v.Str); ok {
				return c
			}
		}
	}
	return llmerr.Server
}
