package llms

type MessageContent struct {
	Role  ChatMessageType
	Parts []ContentPart
}

type ContentPart interface {
	isPart()
}

type TextContent struct {
	Text string
}

func (tc TextContent) String() string { panic("stub") }

func (TextContent) isPart() {}

type ContentResponse struct {
	Choices []*ContentChoice
}

type ContentChoice struct {
	Content          string
	StopReason       string
	GenerationInfo   map[string]any
	ReasoningContent string
}

func TextParts(role ChatMessageType, parts ...string) MessageContent { panic("stub") }
