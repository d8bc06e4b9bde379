// Package apierrptr is the same finding three times: reported, ignored
// by a directive, and in a generated file.
package apierrptr

import "google.golang.org/genai"

func reported(err error) int {
	if e, ok := err.(*genai.APIError); ok { // want `type assertion to \*genai.APIError never matches`
		return e.Code
	}
	return 0
}

func ignored(err error) int {
	//llmerrlint:ignore apierrptr a test double returns the pointer
	if e, ok := err.(*genai.APIError); ok {
		return e.Code
	}
	return 0
}
