package genai

type Part interface{}

type Text string

type Content struct {
	Parts []Part
	Role  string
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
	TokenCount   int32
}

type FinishReason int32

const (
	FinishReasonUnspecified FinishReason = 0
	FinishReasonStop        FinishReason = 1
	FinishReasonMaxTokens   FinishReason = 2
	FinishReasonSafety      FinishReason = 3
	FinishReasonRecitation  FinishReason = 4
	FinishReasonOther       FinishReason = 5
)

func (v FinishReason) String() string { panic("stub") }

type PromptFeedback struct {
	BlockReason BlockReason
}

type BlockReason int32

const (
	BlockReasonUnspecified BlockReason = 0
	BlockReasonSafety      BlockReason = 1
	BlockReasonOther       BlockReason = 2
)

type UsageMetadata struct {
	PromptTokenCount     int32
	CandidatesTokenCount int32
	TotalTokenCount      int32
}
