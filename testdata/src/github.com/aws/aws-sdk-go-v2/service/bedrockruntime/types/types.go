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

type ContentBlockDelta interface {
	isContentBlockDelta()
}

type ContentBlockDeltaMemberText struct {
	Value string
}

func (*ContentBlockDeltaMemberText) isContentBlockDelta() {}

type ContentBlockDeltaEvent struct {
	ContentBlockIndex *int32
	Delta             ContentBlockDelta
}

type MessageStopEvent struct {
	StopReason StopReason
}

type ConverseStreamMetadataEvent struct {
	Usage *TokenUsage
}

type ConverseStreamOutput interface {
	isConverseStreamOutput()
}

type ConverseStreamOutputMemberContentBlockDelta struct {
	Value ContentBlockDeltaEvent
}

func (*ConverseStreamOutputMemberContentBlockDelta) isConverseStreamOutput() {}

type ConverseStreamOutputMemberMessageStop struct {
	Value MessageStopEvent
}

func (*ConverseStreamOutputMemberMessageStop) isConverseStreamOutput() {}

type ConverseStreamOutputMemberMetadata struct {
	Value ConverseStreamMetadataEvent
}

func (*ConverseStreamOutputMemberMetadata) isConverseStreamOutput() {}
