package responses

// The stream's event union and a few of its members: the text delta and
// the three terminal events, whose type is the response's status.

type anyResponseStreamEvent interface {
	implResponseStreamEventUnion()
}

func (ResponseCompletedEvent) implResponseStreamEventUnion()  {}
func (ResponseIncompleteEvent) implResponseStreamEventUnion() {}
func (ResponseFailedEvent) implResponseStreamEventUnion()     {}
func (ResponseTextDeltaEvent) implResponseStreamEventUnion()  {}

func (u ResponseStreamEventUnion) AsAny() anyResponseStreamEvent { panic("stub") }

func (u ResponseStreamEventUnion) AsResponseCompleted() (v ResponseCompletedEvent) { panic("stub") }

func (u ResponseStreamEventUnion) AsResponseIncomplete() (v ResponseIncompleteEvent) { panic("stub") }

func (u ResponseStreamEventUnion) AsResponseFailed() (v ResponseFailedEvent) { panic("stub") }

func (u ResponseStreamEventUnion) AsResponseOutputTextDelta() (v ResponseTextDeltaEvent) {
	panic("stub")
}

type ResponseCompletedEvent struct {
	Response       Response `json:"response" api:"required"`
	SequenceNumber int64    `json:"sequence_number" api:"required"`
}

type ResponseIncompleteEvent struct {
	Response       Response `json:"response" api:"required"`
	SequenceNumber int64    `json:"sequence_number" api:"required"`
}

type ResponseFailedEvent struct {
	Response       Response `json:"response" api:"required"`
	SequenceNumber int64    `json:"sequence_number" api:"required"`
}

type ResponseTextDeltaEvent struct {
	Delta          string `json:"delta" api:"required"`
	SequenceNumber int64  `json:"sequence_number" api:"required"`
}
