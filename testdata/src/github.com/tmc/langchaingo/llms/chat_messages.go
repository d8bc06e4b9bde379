package llms

type ChatMessageType string

const (
	ChatMessageTypeAI     ChatMessageType = "ai"
	ChatMessageTypeHuman  ChatMessageType = "human"
	ChatMessageTypeSystem ChatMessageType = "system"
)
