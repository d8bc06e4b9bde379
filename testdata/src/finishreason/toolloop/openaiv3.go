package toolloop

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"strings"

	"github.com/openai/openai-go/v3"
)

// v3Agent answers a customer with openai-go v3 and the order tools.
type v3Agent struct {
	client openai.Client
	model  openai.ChatModel
	tools  []openai.ChatCompletionToolUnionParam
	store  Store
	limits Limits
	log    *slog.Logger
}

// Handle runs the conversation: ask, run the tools the model calls, ask
// again, until it answers. The finish reason is never read: a length
// stop's cut answer, or a content_filter stop's empty one, is returned.
func (a *v3Agent) Handle(ctx context.Context, customer, question string) (*Outcome, error) {
	out := &Outcome{}
	params := openai.ChatCompletionNewParams{
		Model: a.model,
		Tools: a.tools,
		Messages: []openai.ChatCompletionMessageParamUnion{
			openai.SystemMessage("You are the support agent of an online shop. Use the tools; never invent orders."),
			openai.UserMessage(question),
		},
	}
	seen := map[string]int{} // tool calls by name and arguments: a model that loops asks the same
	maxTurns := a.limits.MaxTurns
	if maxTurns <= 0 {
		maxTurns = 8
	}
	for turn := 0; ; turn++ {
		if turn >= maxTurns {
			a.log.Warn("agent ran out of turns", "customer", customer, "turns", turn)
			return out, errTooManyTurns
		}
		if err := ctx.Err(); err != nil {
			return out, err
		}
		if w := a.limits.HistoryWindow; w > 0 && len(params.Messages) > w+2 {
			// Keep the system and first user message, and the last w.
			trimmed := append([]openai.ChatCompletionMessageParamUnion{}, params.Messages[:2]...)
			params.Messages = append(trimmed, params.Messages[len(params.Messages)-w:]...)
		}
		turnCtx, cancel := context.WithTimeout(ctx, a.limits.TurnTimeout)
		completion, err := a.client.Chat.Completions.New(turnCtx, params) // want `openai\.ChatCompletionService\.New: finish reason never read; a length or filter stop passes as success`
		cancel()
		if err != nil {
			return out, fmt.Errorf("turn %d: %w", turn, err)
		}
		out.Turns++
		out.Tokens += completion.Usage.TotalTokens
		a.log.Debug("model turn", "id", completion.ID, "model", completion.Model, "tokens", completion.Usage.TotalTokens)
		if len(completion.Choices) == 0 {
			return out, fmt.Errorf("turn %d: no choices", turn)
		}
		msg := completion.Choices[0].Message
		if len(msg.ToolCalls) > 0 && len(msg.Content) > 0 {
			a.log.Debug("model spoke besides calling tools", "chars", len(msg.Content))
		}
		for _, call := range msg.ToolCalls {
			if call.Function.Name == "" {
				return out, fmt.Errorf("turn %d: tool call %s has no name", turn, call.ID)
			}
		}
		if msg.Refusal != "" {
			a.log.Info("model refused", "customer", customer)
			out.Answer = msg.Refusal
			return out, nil
		}
		if len(msg.ToolCalls) == 0 {
			answer := strings.TrimSpace(msg.Content)
			if answer == "" {
				return out, errEmptyAnswer
			}
			if refusalText(answer) {
				a.log.Info("model declined in text", "customer", customer)
			}
			out.Answer = answer
			return out, nil
		}
		params.Messages = append(params.Messages, msg.ToParam())
		repeated := 0
		for _, call := range msg.ToolCalls {
			key := call.Function.Name + "\x00" + call.Function.Arguments
			seen[key]++
			if seen[key] > 2 {
				repeated++
			}
		}
		if repeated > 0 && repeated == len(msg.ToolCalls) {
			a.log.Warn("model repeats its tool calls", "customer", customer, "turn", turn)
			for _, call := range msg.ToolCalls {
				params.Messages = append(params.Messages, openai.ToolMessage(`{"error":"repeated call"}`, call.ID))
			}
			params.Messages = append(params.Messages, openai.UserMessage("You already have these results. Answer the customer now."))
			continue
		}
		for _, call := range msg.ToolCalls {
			out.ToolCalls++
			if a.limits.MaxToolCalls > 0 && out.ToolCalls > a.limits.MaxToolCalls {
				return out, errToolBudget
			}
			if call.Type != "" && call.Type != "function" {
				params.Messages = append(params.Messages, openai.ToolMessage(`{"error":"unsupported tool type"}`, call.ID))
				continue
			}
			var result string
			switch name := call.Function.Name; name {
			case "search_orders":
				var args searchArgs
				if err := json.Unmarshal([]byte(call.Function.Arguments), &args); err != nil {
					result = toolResult(nil, fmt.Errorf("bad arguments: %w", err))
					break
				}
				if strings.TrimSpace(args.Query) == "" {
					result = toolResult(nil, fmt.Errorf("empty query"))
					break
				}
				orders, err := a.store.Search(ctx, customer, args.Query)
				if len(orders) > 20 {
					orders = orders[:20]
				}
				result = toolResult(orders, err)
			case "get_order":
				var args orderArgs
				if err := json.Unmarshal([]byte(call.Function.Arguments), &args); err != nil {
					result = toolResult(nil, fmt.Errorf("bad arguments: %w", err))
					break
				}
				order, err := a.store.Get(ctx, args.OrderID)
				if err == nil && order.Customer != customer {
					order, err = Order{}, fmt.Errorf("order %s is not this customer's", args.OrderID)
				}
				result = toolResult(order, err)
			case "refund":
				var args refundArgs
				if err := json.Unmarshal([]byte(call.Function.Arguments), &args); err != nil {
					result = toolResult(nil, fmt.Errorf("bad arguments: %w", err))
					break
				}
				order, err := a.store.Get(ctx, args.OrderID)
				switch {
				case err != nil:
					result = toolResult(nil, err)
				case order.Customer != customer:
					result = toolResult(nil, fmt.Errorf("order %s is not this customer's", args.OrderID))
				case order.Refunded:
					result = toolResult(nil, fmt.Errorf("order %s was refunded already", args.OrderID))
				case args.Amount <= 0 || args.Amount > order.Total:
					result = toolResult(nil, fmt.Errorf("amount %.2f out of range", args.Amount))
				case a.limits.MaxRefund > 0 && args.Amount > a.limits.MaxRefund:
					id, err := a.store.Escalate(ctx, args.OrderID, "refund above limit: "+args.Reason)
					out.Escalated = id
					result = toolResult(map[string]string{"escalated": id}, err)
				default:
					err := a.store.Refund(ctx, args.OrderID, args.Amount, args.Reason)
					if err == nil {
						out.Refunds = append(out.Refunds, args.OrderID)
					}
					result = toolResult(map[string]bool{"refunded": err == nil}, err)
				}
			case "cancel_order":
				var args orderArgs
				if err := json.Unmarshal([]byte(call.Function.Arguments), &args); err != nil {
					result = toolResult(nil, fmt.Errorf("bad arguments: %w", err))
					break
				}
				order, err := a.store.Get(ctx, args.OrderID)
				switch {
				case err != nil:
					result = toolResult(nil, err)
				case order.Customer != customer:
					result = toolResult(nil, fmt.Errorf("order %s is not this customer's", args.OrderID))
				case order.Status == "shipped" || order.Status == "delivered":
					result = toolResult(nil, fmt.Errorf("order %s is %s: refund it instead", args.OrderID, order.Status))
				case order.Status == "cancelled":
					result = toolResult(map[string]string{"status": "cancelled"}, nil)
				default:
					id, err := a.store.Escalate(ctx, args.OrderID, "customer asked to cancel")
					result = toolResult(map[string]string{"ticket": id}, err)
				}
			case "order_status":
				var args orderArgs
				if err := json.Unmarshal([]byte(call.Function.Arguments), &args); err != nil {
					result = toolResult(nil, fmt.Errorf("bad arguments: %w", err))
					break
				}
				order, err := a.store.Get(ctx, args.OrderID)
				if err != nil {
					result = toolResult(nil, err)
					break
				}
				status := order.Status
				if order.Refunded {
					status += " (refunded)"
				}
				result = toolResult(map[string]string{"id": order.ID, "status": status}, nil)
			case "escalate":
				var args escalateArgs
				if err := json.Unmarshal([]byte(call.Function.Arguments), &args); err != nil {
					result = toolResult(nil, fmt.Errorf("bad arguments: %w", err))
					break
				}
				id, err := a.store.Escalate(ctx, args.OrderID, args.Note)
				if err == nil {
					out.Escalated = id
				}
				result = toolResult(map[string]string{"ticket": id}, err)
			default:
				a.log.Warn("unknown tool", "name", name)
				result = toolResult(nil, fmt.Errorf("unknown tool %q", name))
			}
			a.log.Debug("tool call", "tool", call.Function.Name, "id", call.ID, "bytes", len(result))
			params.Messages = append(params.Messages, openai.ToolMessage(result, call.ID))
		}
		if out.Escalated != "" && msg.Content != "" {
			// The model said something besides escalating: that is the answer.
			out.Answer = msg.Content
			return out, nil
		}
	}
}
