package types

type ContentBlock interface {
	isContentBlock()
}

type ContentBlockMemberText struct {
	Value string
}

func (*ContentBlockMemberText) isContentBlock() {}

type Message struct {
	Content []ContentBlock
	Role    ConversationRole
}

type ConverseOutput interface {
	isConverseOutput()
}

type ConverseOutputMemberMessage struct {
	Value Message
}

func (*ConverseOutputMemberMessage) isConverseOutput() {}

type TokenUsage struct {
	InputTokens  *int32
	OutputTokens *int32
	TotalTokens  *int32
}
