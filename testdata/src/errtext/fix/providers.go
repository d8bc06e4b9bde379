package fix

// The provider packages are in the package's build, as in a program that
// registers them in main: the fixes may classify with llmerr.Classify, and
// need not import them again.
import (
	_ "github.com/llmerrlint/llmerrlint/llmerr/anthropic"
	_ "github.com/llmerrlint/llmerrlint/llmerr/bedrock"
	_ "github.com/llmerrlint/llmerrlint/llmerr/openai"
)
