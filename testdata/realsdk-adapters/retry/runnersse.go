// An ADK agent served over server-sent events, retried after events
// went out to the client.

package retry

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"

	"google.golang.org/adk/v2/agent"
	"google.golang.org/adk/v2/runner"
	"google.golang.org/genai"
)

// ServeSSE writes each event to the client as it comes and runs the agent
// again when the run fails.
func ServeSSE(ctx context.Context, r *runner.Runner, w http.ResponseWriter, msg *genai.Content) {
retry:
	for attempt := 0; attempt < 3; attempt++ { // want `loop retries runner.Runner.Run after forwarding chunks of the failed stream`
		for ev, err := range r.Run(ctx, "user", "session", msg, agent.RunConfig{StreamingMode: agent.StreamingModeSSE}) {
			if err != nil {
				continue retry
			}
			data, _ := json.Marshal(ev)
			fmt.Fprintf(w, "data: %s\n\n", data)
		}
		return
	}
}

// ServeWhole runs without streaming: each event is a whole turn.
func ServeWhole(ctx context.Context, r *runner.Runner, w http.ResponseWriter, msg *genai.Content) {
retry:
	for attempt := 0; attempt < 3; attempt++ {
		for ev, err := range r.Run(ctx, "user", "session", msg, agent.RunConfig{}) {
			if err != nil {
				continue retry
			}
			data, _ := json.Marshal(ev)
			fmt.Fprintf(w, "data: %s\n\n", data)
		}
		return
	}
}
