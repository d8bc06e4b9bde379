package display

import (
	"context"

	"github.com/go-logr/logr"
	"google.golang.org/genai"
	"k8s.io/klog/v2"
)

// logr and klog, Kubernetes' loggers, write their key/value pairs into the
// line: logging the response is a use, as with slog.

func logrDebug(ctx context.Context, c *genai.Client, log logr.Logger) string {
	resp, err := c.Models.GenerateContent(ctx, "gemini", nil, nil) // want `genai\.Models\.GenerateContent: finish reason never read`
	if err != nil {
		return ""
	}
	log.V(1).Info("got LLM response", "response", resp)
	return resp.Text()
}

func klogContextual(ctx context.Context, c *genai.Client) string {
	log := klog.FromContext(ctx)
	resp, err := c.Models.GenerateContent(ctx, "gemini", nil, nil) // want `genai\.Models\.GenerateContent: finish reason never read`
	if err != nil {
		return ""
	}
	log.Info("generated", "candidates", resp.Candidates)
	return resp.Text()
}

func klogStructured(ctx context.Context, c *genai.Client) string {
	resp, err := c.Models.GenerateContent(ctx, "gemini", nil, nil) // want `genai\.Models\.GenerateContent: finish reason never read`
	if err != nil {
		return ""
	}
	klog.V(2).InfoS("generated", "response", resp)
	return resp.Text()
}

// A logger built with the response among its values is handed back: the
// response escapes, silent.
func logrWithValues(ctx context.Context, c *genai.Client, log logr.Logger) (string, logr.Logger) {
	resp, err := c.Models.GenerateContent(ctx, "gemini", nil, nil)
	if err != nil {
		return "", log
	}
	return resp.Text(), log.WithValues("response", resp)
}
