package goopenaierr_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"testing"

	"github.com/llmerrlint/llmerrlint/llmerr"
	goopenaierr "github.com/llmerrlint/llmerrlint/llmerr/goopenai"
	openai "github.com/sashabaranov/go-openai"
)

// FuzzClassifyError feeds error bodies, as the client decodes them, and
// statuses to the classifier: it never panics, returns a valid class and
// does not allocate.
func FuzzClassifyError(f *testing.F) {
	f.Add(429, `{"error":{"message":"m","code":"rate_limit_exceeded"}}`, uint8(0))
	f.Add(0, `{"error":{"message":"m","type":"server_error","code":null}}`, uint8(1))
	f.Add(400, `{"error":{"message":"m","code":"content_filter","innererror":{"code":"x"}}}`, uint8(2))
	f.Add(0, `{"error":{"message":["a","b"],"code":503}}`, uint8(3))
	f.Add(-1, `{"error":{"code":{"nested":true}}}`, uint8(4))
	f.Add(502, `<html>`, uint8(5))
	f.Fuzz(func(t *testing.T, status int, body string, mode uint8) {
		var res openai.ErrorResponse
		jerr := json.Unmarshal([]byte(body), &res)
		var err error
		switch mode % 4 {
		case 0:
			if res.Error != nil {
				res.Error.HTTPStatusCode = status
				err = res.Error
			}
		case 1:
			err = &openai.RequestError{HTTPStatusCode: status, Err: jerr, Body: []byte(body)}
		case 2:
			if res.Error != nil {
				err = &openai.RequestError{HTTPStatusCode: status, Err: res.Error}
			}
		case 3:
			err = (*openai.APIError)(nil)
		}
		if mode&4 != 0 {
			err = fmt.Errorf("w: %w", errors.Join(err, jerr))
		}
		var c llmerr.ErrorClass
		var ok bool
		if n := testing.AllocsPerRun(1, func() { c, ok = (goopenaierr.Classifier{}).ClassifyError(err) }); n != 0 {
			t.Fatalf("ClassifyError allocated %v times", n)
		}
		if ok && !c.IsFailure() && c != 0 {
			t.Fatalf("ClassifyError = invalid class %d", c)
		}
		if got := llmerr.Classify(err); got != 0 && !got.IsFailure() {
			t.Fatalf("llmerr.Classify = invalid class %d", got)
		}
	})
}

// FuzzClassifyChoice: the in-band classifiers never panic, agree with
// ClassifyChatFinishReason and do not allocate.
func FuzzClassifyChoice(f *testing.F) {
	for _, tt := range finishReasons {
		f.Add(string(tt.reason), "", "text", uint8(0))
		f.Add(string(tt.reason), "no", "", uint8(1))
	}
	f.Add("\xff", "", "", uint8(0xff))
	f.Fuzz(func(t *testing.T, reason, refusal, content string, flags uint8) {
		choice := openai.ChatCompletionChoice{
			FinishReason: openai.FinishReason(reason),
			Message:      openai.ChatCompletionMessage{Content: content, Refusal: refusal},
		}
		if flags&1 != 0 {
			choice.Message.ToolCalls = []openai.ToolCall{{ID: "t"}}
		}
		var resp *openai.ChatCompletionResponse
		if flags&2 != 0 {
			resp = &openai.ChatCompletionResponse{}
			if flags&4 != 0 {
				resp.Choices = append(resp.Choices, choice)
			}
		}
		stream := openai.ChatCompletionStreamChoice{FinishReason: choice.FinishReason,
			Delta: openai.ChatCompletionStreamChoiceDelta{Content: content, Refusal: refusal}}
		legacy := openai.CompletionChoice{FinishReason: reason, Text: content}
		var results [4]struct {
			c      llmerr.ErrorClass
			failed bool
		}
		n := testing.AllocsPerRun(1, func() {
			results[0].c, results[0].failed = goopenaierr.ClassifyChatChoice(choice)
			results[1].c, results[1].failed = goopenaierr.ClassifyChatCompletion(resp)
			results[2].c, results[2].failed = goopenaierr.ClassifyChatStreamChoice(stream)
			results[3].c, results[3].failed = goopenaierr.ClassifyCompletionChoice(legacy)
		})
		if n != 0 {
			t.Fatalf("the in-band classifiers allocated %v times", n)
		}
		for i, r := range results {
			if r.failed != (r.c != 0) || (r.c != 0 && !r.c.IsFailure()) {
				t.Fatalf("classifier %d = %v, %v", i, r.c, r.failed)
			}
		}
		if fc, ok := goopenaierr.ClassifyChatFinishReason(choice.FinishReason); ok && refusal == "" && results[0].c != fc {
			t.Fatalf("reason %q: ClassifyChatFinishReason %v, ClassifyChatChoice %v", reason, fc, results[0].c)
		}
	})
}

// FuzzClassifyResponse feeds Responses API bodies, as encoding/json decodes
// them into the SDK's type: the classifier never panics, returns a valid
// class, and a healthy verdict comes with the zero class.
func FuzzClassifyResponse(f *testing.F) {
	f.Add(`{"status":"completed","output":[{"type":"message","content":[{"type":"output_text","text":"hi"}]}]}`)
	f.Add(`{"status":"incomplete","incomplete_details":{"reason":"max_output_tokens"},"output":[]}`)
	f.Add(`{"status":"completed","output":[{"type":"message","content":[{"type":"refusal"}]}]}`)
	f.Add(`{"status":"failed","error":{"code":"server_error"}}`)
	f.Add(`{"output":[1,"x",{"type":"message","content":"not a list"},{"type":"message","content":[null,2]}]}`)
	f.Fuzz(func(t *testing.T, body string) {
		var r openai.CreateResponseResponse
		if json.Unmarshal([]byte(body), &r) != nil {
			return
		}
		c, failed := goopenaierr.ClassifyResponse(&r)
		if failed != (c != 0) || (failed && !c.IsFailure()) {
			t.Fatalf("ClassifyResponse = %v, %v", c, failed)
		}
	})
}
