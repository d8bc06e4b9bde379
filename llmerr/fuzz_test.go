package llmerr_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/url"
	"os"
	"syscall"
	"testing"

	"github.com/llmerrlint/llmerrlint/llmerr"
	"google.golang.org/adk/v2/model"
	"google.golang.org/genai"
)

var fuzzStatuses = []string{
	"", "RESOURCE_EXHAUSTED", "UNAVAILABLE", "PERMISSION_DENIED", "UNAUTHENTICATED", "NOT_FOUND",
	"INVALID_ARGUMENT", "DEADLINE_EXCEEDED", "CANCELLED", "INTERNAL", "ABORTED", "503 Service Unavailable", "teapot",
}

// chainErr is a cheap wrapper for very deep chains (fmt.Errorf would spend
// the fuzzing time building their text).
type chainErr struct{ next error }

func (e chainErr) Error() string { return "chain" }
func (e chainErr) Unwrap() error { return e.next }

// buildErrorTree interprets data as a small program that builds an error
// tree: leaves of every kind Classify knows (and some it must survive),
// joined and wrapped in every way Go allows.
func buildErrorTree(data []byte) error {
	var stack []error
	next := func() byte {
		if len(data) == 0 {
			return 0
		}
		b := data[0]
		data = data[1:]
		return b
	}
	pop := func() error {
		if len(stack) == 0 {
			return nil
		}
		e := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		return e
	}
	push := func(e error) { stack = append(stack, e) }
	for steps := 0; len(data) > 0 && steps < 256; steps++ {
		switch op := next() % 24; op {
		case 0, 1:
			code := int(int16(uint16(next())<<8 | uint16(next())))
			api := genai.APIError{Code: code, Status: fuzzStatuses[int(next())%len(fuzzStatuses)], Message: "m"}
			if op == 0 {
				push(api)
			} else {
				push(&api)
			}
		case 2:
			push((*genai.APIError)(nil))
		case 3:
			push(context.DeadlineExceeded)
		case 4:
			push(context.Canceled)
		case 5:
			push(os.ErrDeadlineExceeded)
		case 6:
			push(io.ErrUnexpectedEOF)
		case 7:
			push(syscall.Errno(next()))
		case 8:
			push(llmerr.ErrCallBudget)
		case 9:
			push(errors.New("plain"))
		case 10:
			push(nil)
		case 11:
			push(fmt.Errorf("wrapped: %w", pop()))
		case 12:
			push(&url.Error{Op: "Post", URL: "https://x", Err: pop()})
		case 13:
			push(&net.OpError{Op: "dial", Net: "tcp", Err: pop()})
		case 14:
			k := int(next() % 6)
			var errs []error
			for range k {
				errs = append(errs, pop())
			}
			push(errors.Join(errs...))
		case 15:
			a, b := pop(), pop()
			push(fmt.Errorf("%w; %w", a, b))
		case 16:
			s := &selfWrapping{}
			s.next = s
			push(s)
		case 17:
			e := pop()
			for range int(next()) * 20 {
				e = chainErr{e}
			}
			push(e)
		case 18:
			push((*url.Error)(nil))
		case 19:
			push(panicky{})
		case 20:
			push(timeoutLike{})
		case 21:
			push(budgetLike{})
		case 22:
			push(os.NewSyscallError("read", pop()))
		case 23:
			push(&net.DNSError{Err: "x", Name: "x", IsTimeout: next()%2 == 0})
		}
	}
	if len(stack) == 1 {
		return stack[0]
	}
	return errors.Join(stack...)
}

func FuzzClassify(f *testing.F) {
	f.Add([]byte{0, 0x01, 0xf5, 1})                     // APIError 501
	f.Add([]byte{0, 0x01, 0xf8, 7, 11, 11, 11})         // 504 DEADLINE_EXCEEDED, three wraps
	f.Add([]byte{1, 0x01, 0xad, 1, 6, 14, 2})           // join of *APIError 429 and EOF
	f.Add([]byte{4, 12, 11, 3, 15})                     // cancel in url.Error, and a deadline
	f.Add([]byte{16, 19, 18, 11, 2, 10, 14, 5})         // self-wrapping, panicky, typed nils
	f.Add([]byte{0, 0x01, 0x93, 0, 17, 255, 8, 14, 2})  // 403 under 5100 levels, and the budget
	f.Add([]byte{7, 104, 22, 13, 12, 11, 20, 23, 1, 9}) // ECONNRESET chain, timeouts, DNS
	f.Fuzz(func(t *testing.T, data []byte) {
		err := buildErrorTree(data)
		c := llmerr.Classify(err)
		if c != 0 && !c.IsFailure() {
			t.Fatalf("Classify returned the invalid class %d", c)
		}
		if err == nil && c != 0 {
			t.Fatalf("Classify(nil) = %v", c)
		}
		if again := llmerr.Classify(err); again != c {
			t.Fatalf("Classify is not deterministic: %v then %v", c, again)
		}
		fl, ok := llmerr.FailureOf(err)
		if ok != c.IsFailure() || (ok && fl.Class != c) || (!ok && fl != (llmerr.Failure{})) {
			t.Fatalf("FailureOf = %+v, %v; Classify = %v", fl, ok, c)
		}
		if ok && fl.Channel != llmerr.ChannelThrown {
			t.Fatalf("FailureOf channel %v", fl.Channel)
		}
		_ = llmerr.RuleFor(c)
	})
}

func fuzzContent(mode uint8, text string) *genai.Content {
	switch mode % 4 {
	case 0:
		return nil
	case 1:
		return &genai.Content{Role: "model"}
	case 2:
		return &genai.Content{Role: "model", Parts: []*genai.Part{nil}}
	}
	return genai.NewContentFromText(text, genai.RoleModel)
}

func FuzzClassifyResponse(f *testing.F) {
	for _, tt := range finishReasons {
		f.Add(string(tt.reason), string(tt.reason), "", uint8(0))
		f.Add(string(tt.reason), "", "text", uint8(3))
	}
	for _, tt := range blockReasons {
		f.Add("", string(tt.reason), "blocked", uint8(4))
	}
	f.Add("", "UNKNOWN_ERROR", "Unknown error.", uint8(0))
	f.Add("", "", "", uint8(0x15))
	f.Add("\x00", "\xff", "", uint8(0xff))
	f.Fuzz(func(t *testing.T, finish, code, msg string, flags uint8) {
		r := &model.LLMResponse{
			FinishReason: genai.FinishReason(finish),
			ErrorCode:    code,
			ErrorMessage: msg,
			Content:      fuzzContent(flags, msg),
			Partial:      flags&4 != 0,
			TurnComplete: flags&8 != 0,
			Interrupted:  flags&16 != 0,
		}
		if flags&32 != 0 {
			r.OutputTranscription = &genai.Transcription{Text: msg}
		}
		var in *model.LLMResponse
		if flags&64 == 0 {
			in = r
		}
		c, failed := llmerr.ClassifyResponse(in)
		if failed != (c != 0) || (c != 0 && !c.IsFailure()) {
			t.Fatalf("ClassifyResponse = %v, %v", c, failed)
		}
		if in == nil && c != llmerr.Unknown {
			t.Fatalf("ClassifyResponse(nil) = %v", c)
		}
		if in != nil {
			fc, fok := llmerr.ClassifyFinishReason(in.FinishReason)
			switch {
			case in.FinishReason == genai.FinishReasonStop && failed && (c != llmerr.Unknown || in.Partial):
				t.Fatalf("STOP classified as %v", c)
			case fok && c != fc:
				t.Fatalf("finish reason %q gives %v, ClassifyResponse %v", finish, fc, c)
			}
		}
		fl, ok := llmerr.ResponseFailure(in)
		if ok != failed || fl.Class != c || (ok && fl.Channel != llmerr.ChannelInBand) {
			t.Fatalf("ResponseFailure = %+v, %v; ClassifyResponse = %v, %v", fl, ok, c, failed)
		}
	})
}

func FuzzClassifyGenerateContent(f *testing.F) {
	for _, tt := range finishReasons {
		f.Add(string(tt.reason), "", "", uint8(1), uint8(3))
	}
	for _, tt := range blockReasons {
		f.Add("", string(tt.reason), "blocked", uint8(0), uint8(0))
	}
	f.Add("", "", "", uint8(2), uint8(0xff))
	f.Fuzz(func(t *testing.T, finish, block, msg string, ncand, flags uint8) {
		r := &genai.GenerateContentResponse{}
		for i := range int(ncand % 4) {
			if flags&(1<<i) != 0 && i > 0 {
				r.Candidates = append(r.Candidates, nil)
				continue
			}
			r.Candidates = append(r.Candidates, &genai.Candidate{
				Content: fuzzContent(flags>>2, msg), FinishReason: genai.FinishReason(finish), FinishMessage: msg,
			})
		}
		if flags&16 != 0 {
			r.PromptFeedback = &genai.GenerateContentResponsePromptFeedback{BlockReason: genai.BlockedReason(block), BlockReasonMessage: msg}
		}
		if flags&32 != 0 {
			r.Candidates = append([]*genai.Candidate{nil}, r.Candidates...)
		}
		var in *genai.GenerateContentResponse
		if flags&64 == 0 {
			in = r
		}
		c, failed := llmerr.ClassifyGenerateContent(in)
		if failed != (c != 0) || (c != 0 && !c.IsFailure()) {
			t.Fatalf("ClassifyGenerateContent = %v, %v", c, failed)
		}
		fl, ok := llmerr.GenerateContentFailure(in)
		if ok != failed || fl.Class != c {
			t.Fatalf("GenerateContentFailure = %+v, %v; ClassifyGenerateContent = %v, %v", fl, ok, c, failed)
		}
	})
}

func FuzzParseErrorClass(f *testing.F) {
	for _, c := range llmerr.Classes() {
		f.Add(c.String(), uint8(c))
	}
	f.Add("NONE", uint8(0))
	f.Add("rate_limited", uint8(14))
	f.Add("ErrorClass(200)", uint8(200))
	f.Add("", uint8(255))
	f.Fuzz(func(t *testing.T, s string, b uint8) {
		c, err := llmerr.ParseErrorClass(s)
		var u llmerr.ErrorClass
		uerr := u.UnmarshalText([]byte(s))
		if (err == nil) != (uerr == nil) || (err == nil && u != c) {
			t.Fatalf("ParseErrorClass(%q) = %v, %v; UnmarshalText %v, %v", s, c, err, u, uerr)
		}
		if err == nil && c.String() != s {
			t.Fatalf("ParseErrorClass(%q) = %v, which prints differently", s, c)
		}
		if err != nil && c != 0 {
			t.Fatalf("ParseErrorClass(%q) failed but returned %v", s, c)
		}
		// Any byte value: String never panics, and text round-trips when
		// MarshalText accepts the value.
		x := llmerr.ErrorClass(b)
		_ = x.String()
		text, merr := x.MarshalText()
		if merr == nil {
			var y llmerr.ErrorClass
			if err := y.UnmarshalText(text); err != nil || y != x {
				t.Fatalf("round trip of %d: %v, %v", b, y, err)
			}
		} else if x == 0 || x.IsFailure() {
			t.Fatalf("MarshalText(%v) failed: %v", x, merr)
		}
	})
}
