// Command classify classifies one failure of each class and prints its rule.
package main

import (
	"fmt"

	"github.com/llmerrlint/llmerrlint/llmerr"
	"google.golang.org/genai"
)

func main() {
	err := fmt.Errorf("call: %w", genai.APIError{Code: 429, Status: "RESOURCE_EXHAUSTED", Message: "quota"})
	c := llmerr.Classify(err)
	fmt.Printf("%-14s %-12s %s\n", c, llmerr.RuleFor(c).Action, err)
}
