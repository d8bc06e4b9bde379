package ai

type commonGenOptions struct{}

type promptOptions struct{}

type generateOptions struct{}

type promptExecutionOptions struct{}

type promptingOptions struct{}

type CommonGenOption interface {
	applyCommonGen(*commonGenOptions) error
	applyPrompt(*promptOptions) error
	applyGenerate(*generateOptions) error
	applyPromptExecute(*promptExecutionOptions) error
}

type PromptingOption interface {
	applyPrompting(*promptingOptions) error
	applyPrompt(*promptOptions) error
	applyGenerate(*generateOptions) error
}

type GenerateOption interface {
	applyGenerate(*generateOptions) error
}

func WithMessages(messages ...*Message) CommonGenOption { panic("stub") }

func WithModelName(name string) CommonGenOption { panic("stub") }

func WithSystem(text string, args ...any) PromptingOption { panic("stub") }

func WithPrompt(text string, args ...any) PromptingOption { panic("stub") }

func NewTextPart(text string) *Part { panic("stub") }

func NewUserTextMessage(text string) *Message { panic("stub") }
