// Stub of github.com/llmerrlint/llmerrlint/llmerr for analysistest: the
// rule table's accessor and the ADK callbacks (real signatures, a subset
// of Rule's fields, stub bodies).

package llmerr

import (
	"google.golang.org/adk/v2/agent"
	"google.golang.org/adk/v2/model"
)

type Rule struct {
	Class  ErrorClass
	Action Action
}

func RuleFor(c ErrorClass) Rule { panic("stub") }

type Callbacks struct{}

func NewCallbacks(cfg Config) *Callbacks { panic("stub") }

func (c *Callbacks) OnModelError(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
	panic("stub")
}
