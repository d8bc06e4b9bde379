package origin // want package:`errtext\(Describe=searchesText\(0:strings\.Contains\["overloaded" "connection refused"\]/-1\) IsRetryableModelError=searchesText\(0:strings\.Contains\["rate limit" "overloaded" "503"\]/-1\)\)\}$`

import (
	"strings"

	"google.golang.org/adk/agent"
	"google.golang.org/adk/model"
)

// The error parameter of an ADK model callback is the model's. Reported.
func onModelError(ctx agent.CallbackContext, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
	if strings.Contains(err.Error(), "SAFETY") { // want `error err is classified by its message text with strings\.Contains`
		return &model.LLMResponse{}, nil
	}
	return nil, err
}

// A callback of another shape takes no model error. Not reported.
func onToolError(ctx agent.CallbackContext, tool string, err error) error {
	if strings.Contains(err.Error(), "no such tool") {
		return nil
	}
	return err
}

// Iterating a model's stream yields its errors. Reported.
func stream(ctx agent.CallbackContext, llm model.LLM, req *model.LLMRequest) error {
	for _, err := range llm.GenerateContent(ctx, req, true) {
		if err != nil && strings.Contains(err.Error(), "deadline") { // want `error err is classified by its message text with strings\.Contains`
			return err
		}
	}
	return nil
}

// The stream held in a variable first yields the same errors. Reported.
func streamHeld(ctx agent.CallbackContext, llm model.LLM, req *model.LLMRequest) error {
	responses := llm.GenerateContent(ctx, req, true)
	for _, err := range responses {
		if err != nil && strings.Contains(err.Error(), "RESOURCE_EXHAUSTED") { // want `error err is classified by its message text with strings\.Contains`
			return err
		}
	}
	return nil
}

// A variable that held the stream and then another iterator: the errors
// are that iterator's. Not reported.
func streamReplaced(ctx agent.CallbackContext, llm model.LLM, req *model.LLMRequest, local func(func(*model.LLMResponse, error) bool)) error {
	responses := llm.GenerateContent(ctx, req, true)
	responses = local
	for _, err := range responses {
		if err != nil && strings.Contains(err.Error(), "no rows") {
			return err
		}
	}
	return nil
}
