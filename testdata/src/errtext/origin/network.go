package origin

import (
	"context"
	"net/http"
	"strings"
)

// toolSession is the part of an MCP client session the agent uses: its
// errors are a tool server's, not a model's.
type toolSession interface {
	CallTool(ctx context.Context, name string, args map[string]any) (string, error)
}

// The error of a status page fetched over HTTP and of an MCP tool call,
// searched for the LLM vocabulary. Not reported.
func toolsUp(ctx context.Context, s toolSession) bool {
	resp, err := http.Get("https://status.example.com/api/v2/status.json")
	if err != nil && strings.Contains(err.Error(), "503") {
		return false
	}
	if resp != nil {
		resp.Body.Close()
	}
	_, err = s.CallTool(ctx, "search", map[string]any{"q": "ping"})
	if err != nil && (strings.Contains(err.Error(), "rate limit") || strings.Contains(err.Error(), "quota")) {
		return false
	}
	return err == nil
}
