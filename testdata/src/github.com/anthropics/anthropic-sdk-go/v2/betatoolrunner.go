package anthropic

import (
	"context"
	"iter"

	"github.com/anthropics/anthropic-sdk-go/v2/option"
)

type BetaTool interface {
	Name() string
	Description() string
}

type BetaToolRunnerParams struct {
	BetaMessageNewParams
	MaxIterations int
}

type betaToolRunnerBase struct {
	Params BetaToolRunnerParams
}

type BetaToolRunner struct {
	betaToolRunnerBase
}

func (r *BetaMessageService) NewToolRunner(tools []BetaTool, params BetaToolRunnerParams, opts ...option.RequestOption) *BetaToolRunner {
	panic("stub")
}

func (r *BetaToolRunner) NextMessage(ctx context.Context) (*BetaMessage, error) { panic("stub") }

func (r *BetaToolRunner) RunToCompletion(ctx context.Context) (*BetaMessage, error) { panic("stub") }

func (r *BetaToolRunner) All(ctx context.Context) iter.Seq2[*BetaMessage, error] { panic("stub") }

// LastMessage is the runner's last message: its StopReason says how the
// run ended.
func (b *betaToolRunnerBase) LastMessage() *BetaMessage { panic("stub") }

type BetaToolRunnerStreaming struct {
	betaToolRunnerBase
}

func (r *BetaMessageService) NewToolRunnerStreaming(tools []BetaTool, params BetaToolRunnerParams, opts ...option.RequestOption) *BetaToolRunnerStreaming {
	panic("stub")
}

func (r *BetaToolRunnerStreaming) NextStreaming(ctx context.Context) iter.Seq2[BetaRawMessageStreamEventUnion, error] {
	panic("stub")
}

func (r *BetaToolRunnerStreaming) AllStreaming(ctx context.Context) iter.Seq2[iter.Seq2[BetaRawMessageStreamEventUnion, error], error] {
	panic("stub")
}
