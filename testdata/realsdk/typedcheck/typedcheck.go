// Package typedcheck holds typed error checks and an OnModelError callback
// over the real SDKs, for apierrptr and swallowedconfig; a trailing
// "realsdk: <analyzer>" comment marks each line one must report.
package typedcheck

import (
	"context"
	"errors"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/ollama/ollama/api"
	"github.com/openai/openai-go/v3"
	goopenai "github.com/sashabaranov/go-openai"
	"google.golang.org/adk/v2/agent"
	"google.golang.org/adk/v2/agent/llmagent"
	"google.golang.org/adk/v2/model"
	"google.golang.org/genai"
)

func genaiQuota(err error) bool {
	var apiErr *genai.APIError
	return errors.As(err, &apiErr) && apiErr.Code == 429 // realsdk: apierrptr
}

func genaiStatus(err error) int {
	if e, ok := errors.AsType[genai.APIError](err); ok {
		return e.Code
	}
	return 0
}

// openaiStatus uses a value target for openai.Error, an alias of the
// internal apierror.Error that openai-go returns as a pointer.
func openaiStatus(err error) int {
	var apiErr openai.Error
	if errors.As(err, &apiErr) { // realsdk: apierrptr
		return apiErr.StatusCode
	}
	return 0
}

func anthropicStatus(err error) int {
	if e, ok := errors.AsType[*anthropic.Error](err); ok {
		return e.StatusCode
	}
	return 0
}

func goopenaiStatus(err error) int {
	switch e := err.(type) {
	case *goopenai.APIError:
		return e.HTTPStatusCode
	case *goopenai.RequestError:
		return e.HTTPStatusCode
	}
	return 0
}

var degrade = llmagent.OnModelErrorCallback(func(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) { // realsdk: swallowedconfig
	if errors.Is(err, context.Canceled) {
		return nil, err
	}
	return &model.LLMResponse{Content: genai.NewContentFromText("Please try again later.", genai.RoleModel)}, nil
})

var reraise = llmagent.OnModelErrorCallback(func(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
	var apiErr genai.APIError
	if errors.As(err, &apiErr) && apiErr.Code >= 500 {
		return &model.LLMResponse{Content: genai.NewContentFromText("Please try again later.", genai.RoleModel)}, nil
	}
	return nil, nil
})

// fakeQuota builds the pointer form as a fake client does; its own check
// may meet it.
func fakeQuota() bool {
	err := error(&genai.APIError{Code: 429})
	var apiErr *genai.APIError
	return errors.As(err, &apiErr)
}

// allocatedTarget allocates its target: &apiErr is a **genai.APIError,
// and the allocation silences no other function's check.
func allocatedTarget(err error) bool {
	apiErr := &genai.APIError{}
	return errors.As(err, &apiErr) // realsdk: apierrptr
}

// ollamaBusy uses a pointer target for Ollama's StatusError, which the
// client returns as a value.
func ollamaBusy(err error) bool {
	var se *api.StatusError
	return errors.As(err, &se) && se.StatusCode == 503 // realsdk: apierrptr
}
