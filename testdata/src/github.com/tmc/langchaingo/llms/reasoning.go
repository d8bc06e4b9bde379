package llms

type ThinkingTokenUsage struct {
	ThinkingTokens       int
	ThinkingInputTokens  int
	ThinkingOutputTokens int
}

func ExtractThinkingTokens(generationInfo map[string]any) *ThinkingTokenUsage { panic("stub") }
