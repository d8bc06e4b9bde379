package genai

type Part interface{}

type Text string

type Content struct {
	Role  string
	Parts []Part
}

type GenerateContentResponse struct {
	Candidates     []*Candidate
	PromptFeedback *PromptFeedback
	UsageMetadata  *UsageMetadata
}

type Candidate struct {
	Index        int32
	Content      *Content
	FinishReason FinishReason
}

type FinishReason int32

const (
	FinishReasonUnspecified       FinishReason = 0
	FinishReasonStop              FinishReason = 1
	FinishReasonMaxTokens         FinishReason = 2
	FinishReasonSafety            FinishReason = 3
	FinishReasonRecitation        FinishReason = 4
	FinishReasonOther             FinishReason = 5
	FinishReasonBlocklist         FinishReason = 6
	FinishReasonProhibitedContent FinishReason = 7
)

type PromptFeedback struct {
	BlockReason BlockedReason
}

type BlockedReason int32

const (
	BlockedReasonUnspecified BlockedReason = 0
	BlockedReasonSafety      BlockedReason = 1
	BlockedReasonOther       BlockedReason = 2
)

type UsageMetadata struct {
	PromptTokenCount     int32
	CandidatesTokenCount int32
}
