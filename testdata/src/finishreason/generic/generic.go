// Package generic holds generic pass-through and retry helpers, and a // want package:`finishreason\(AskRetry=returnsUnread\(genai\.Models\.GenerateContent:0\) Must=params\(0=returns:0\) Retry=params\(1=returns:0\)\)\}$`
// model call through a method value: the response is followed through
// the helpers' bodies, here and, through facts, in usegeneric.
package generic

import (
	"context"
	"errors"

	"google.golang.org/genai"
)

var client *genai.Client

// Must returns its argument unchanged: the caller keeps following it.
func Must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

// Retry calls f until it succeeds and returns its result.
func Retry[T any](ctx context.Context, f func() (T, error)) (T, error) {
	var zero T
	for i := 0; i < 3; i++ {
		v, err := f()
		if err == nil {
			return v, nil
		}
		if ctx.Err() != nil {
			return zero, ctx.Err()
		}
	}
	return zero, errors.New("retries exhausted")
}

var kept any

// Keep stores its argument where anyone may read it later.
func Keep[T any](v T, err error) T { // escapes: no fact, as for any callee without one
	kept = v
	return v
}

// RetryKeep stores the result of f where anyone may read it later.
func RetryKeep[T any](f func() (T, error)) (T, error) { // escapes: no fact
	v, err := f()
	kept = v
	return v, err
}

// AskRetry returns the unread response through Retry: for its callers it
// is a model call.
func AskRetry(ctx context.Context) (*genai.GenerateContentResponse, error) {
	return Retry(ctx, func() (*genai.GenerateContentResponse, error) {
		return client.Models.GenerateContent(ctx, "gemini", nil, nil)
	})
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

func retry[T any](ctx context.Context, f func() (T, error)) (T, error) {
	v, err := f()
	if err != nil && ctx.Err() == nil {
		return f()
	}
	return v, err
}

func mustUnread(ctx context.Context) string {
	resp := must(client.Models.GenerateContent(ctx, "gemini", nil, nil)) // want `genai\.Models\.GenerateContent: finish reason never read; a SAFETY or MAX_TOKENS stop passes as success`
	return resp.Text()
}

func mustRead(ctx context.Context) (string, error) {
	resp := must(client.Models.GenerateContent(ctx, "gemini", nil, nil))
	if len(resp.Candidates) == 0 || resp.Candidates[0].FinishReason != genai.FinishReasonStop {
		return "", errors.New("incomplete")
	}
	return resp.Text(), nil
}

func mustKept(ctx context.Context) string {
	resp := Keep(client.Models.GenerateContent(ctx, "gemini", nil, nil))
	return resp.Text()
}

func mustReturned(ctx context.Context) *genai.GenerateContentResponse {
	return must(client.Models.GenerateContent(ctx, "gemini", nil, nil))
}

func retryUnread(ctx context.Context) (string, error) {
	resp, err := retry(ctx, func() (*genai.GenerateContentResponse, error) {
		return client.Models.GenerateContent(ctx, "gemini", nil, nil) // want `genai\.Models\.GenerateContent: finish reason never read; a SAFETY or MAX_TOKENS stop passes as success`
	})
	if err != nil {
		return "", err
	}
	return resp.Text(), nil
}

func retryRead(ctx context.Context) (string, error) {
	resp, err := retry(ctx, func() (*genai.GenerateContentResponse, error) {
		return client.Models.GenerateContent(ctx, "gemini", nil, nil)
	})
	if err != nil {
		return "", err
	}
	if len(resp.Candidates) == 0 || resp.Candidates[0].FinishReason != genai.FinishReasonStop {
		return "", errors.New("stopped")
	}
	return resp.Text(), nil
}

func retryKept(ctx context.Context) string {
	resp, _ := RetryKeep(func() (*genai.GenerateContentResponse, error) {
		return client.Models.GenerateContent(ctx, "gemini", nil, nil)
	})
	return resp.Text()
}

var runner func(func() (*genai.GenerateContentResponse, error)) (*genai.GenerateContentResponse, error)

func retryUnknown(ctx context.Context) string {
	resp, _ := runner(func() (*genai.GenerateContentResponse, error) {
		return client.Models.GenerateContent(ctx, "gemini", nil, nil)
	})
	return resp.Text()
}

func retryLiteralInLocal(ctx context.Context) string {
	f := func() (*genai.GenerateContentResponse, error) {
		return client.Models.GenerateContent(ctx, "gemini", nil, nil)
	}
	resp, _ := retry(ctx, f)
	return resp.Text()
}

func methodValueUnread(ctx context.Context) string {
	gen := client.Models.GenerateContent
	resp, _ := gen(ctx, "gemini", nil, nil) // want `genai\.Models\.GenerateContent: finish reason never read; a SAFETY or MAX_TOKENS stop passes as success`
	return resp.Text()
}

func methodValueRead(ctx context.Context) (string, error) {
	var gen = client.Models.GenerateContent
	resp, err := gen(ctx, "gemini", nil, nil)
	if err != nil {
		return "", err
	}
	if len(resp.Candidates) == 0 || resp.Candidates[0].FinishReason != genai.FinishReasonStop {
		return "", errors.New("stopped")
	}
	return resp.Text(), nil
}

func other(ctx context.Context, model string, contents []*genai.Content, config *genai.GenerateContentConfig) (*genai.GenerateContentResponse, error) {
	return nil, nil
}

func methodValueReassigned(ctx context.Context, cached bool) string {
	gen := client.Models.GenerateContent
	if cached {
		gen = other
	}
	resp, _ := gen(ctx, "gemini", nil, nil)
	return resp.Text()
}

func checked[T any](v T, err error) T {
	if r, ok := any(v).(*genai.GenerateContentResponse); ok && (len(r.Candidates) == 0 || r.Candidates[0].FinishReason != genai.FinishReasonStop) {
		panic("stopped")
	}
	return v
}

func mustChecked(ctx context.Context) string {
	resp := checked(client.Models.GenerateContent(ctx, "gemini", nil, nil))
	return resp.Text()
}

func textOf[T interface{ Text() string }](v T, err error) string {
	return v.Text()
}

func viaConstraintMethod(ctx context.Context) string {
	return textOf(client.Models.GenerateContent(ctx, "gemini", nil, nil))
}

func retryAsync[T any](f func() (T, error)) (T, error) {
	go f()
	return f()
}

func retryInGoroutine(ctx context.Context) string {
	resp, _ := retryAsync(func() (*genai.GenerateContentResponse, error) {
		return client.Models.GenerateContent(ctx, "gemini", nil, nil)
	})
	return resp.Text()
}

type pool[T any] struct{ last T }

func (p *pool[T]) do(f func() (T, error)) (T, error) { return f() }

func (p *pool[T]) keep(f func() (T, error)) (T, error) {
	v, err := f()
	p.last = v
	return v, err
}

// previous hands the kept value to its callers: the field escapes.
func (p *pool[T]) previous() T { return p.last }

func viaGenericMethod(ctx context.Context, p *pool[*genai.GenerateContentResponse]) string {
	resp, _ := p.do(func() (*genai.GenerateContentResponse, error) {
		return client.Models.GenerateContent(ctx, "gemini", nil, nil) // want `genai\.Models\.GenerateContent: finish reason never read; a SAFETY or MAX_TOKENS stop passes as success`
	})
	return resp.Text()
}

func viaGenericMethodKept(ctx context.Context, p *pool[*genai.GenerateContentResponse]) string {
	resp, _ := p.keep(func() (*genai.GenerateContentResponse, error) {
		return client.Models.GenerateContent(ctx, "gemini", nil, nil)
	})
	return resp.Text()
}

func plainRetry(f func() (*genai.GenerateContentResponse, error)) (*genai.GenerateContentResponse, error) {
	return f()
}

func viaPlainRetry(ctx context.Context) string {
	resp, _ := plainRetry(func() (*genai.GenerateContentResponse, error) {
		return client.Models.GenerateContent(ctx, "gemini", nil, nil) // want `genai\.Models\.GenerateContent: finish reason never read; a SAFETY or MAX_TOKENS stop passes as success`
	})
	return resp.Text()
}
