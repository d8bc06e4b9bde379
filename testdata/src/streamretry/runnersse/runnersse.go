// Package runnersse serves an ADK agent over server-sent events and
// retries the run.
package runnersse

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"

	"google.golang.org/adk/v2/agent"
	"google.golang.org/adk/v2/runner"
	"google.golang.org/genai"
)

// serve writes each event to the client as it comes and runs the agent
// again when the run fails: the client sees the first events twice.
func serve(ctx context.Context, r *runner.Runner, w http.ResponseWriter, msg *genai.Content) {
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

// wholeEvents runs without streaming: each event is a whole turn. Silent.
func wholeEvents(ctx context.Context, r *runner.Runner, w http.ResponseWriter, msg *genai.Content) {
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

// untilFirstEvent retries only while nothing was written: silent.
func untilFirstEvent(ctx context.Context, r *runner.Runner, w http.ResponseWriter, msg *genai.Content) {
	written := false
retry:
	for attempt := 0; attempt < 3; attempt++ {
		for ev, err := range r.Run(ctx, "user", "session", msg, agent.RunConfig{StreamingMode: agent.StreamingModeSSE}) {
			if err != nil {
				if written {
					fmt.Fprintf(w, "event: error\ndata: %q\n\n", err.Error())
					return
				}
				continue retry
			}
			data, _ := json.Marshal(ev)
			written = true
			fmt.Fprintf(w, "data: %s\n\n", data)
		}
		return
	}
}
