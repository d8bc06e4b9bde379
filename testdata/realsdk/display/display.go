// Package display holds responses passed to print, log and dump calls:
// showing a response is a use, not an escape. Serialising it or writing it
// to a client sends it on.
package display

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log"
	"log/slog"
	"net/http"

	"github.com/davecgh/go-spew/spew"
	"github.com/yassinebenaid/godump"
	"google.golang.org/genai"
)

type client struct {
	genai  *genai.Client
	debug  bool
	logger *log.Logger
}

func (c *client) debugDump(ctx context.Context, prompt string) string {
	resp, err := c.genai.Models.GenerateContent(ctx, "gemini", genai.Text(prompt), nil) // want `genai\.Models\.GenerateContent: finish reason never read`
	if err != nil {
		return ""
	}
	if c.debug {
		log.Printf("candidates: %+v", resp.Candidates)
	}
	return resp.Text()
}

func (c *client) spewDump(ctx context.Context, prompt string) string {
	resp, err := c.genai.Models.GenerateContent(ctx, "gemini", genai.Text(prompt), nil) // want `genai\.Models\.GenerateContent: finish reason never read`
	if err != nil {
		return ""
	}
	if c.debug {
		spew.Dump(resp.Candidates)
	}
	return resp.Text()
}

func (c *client) godumpDump(ctx context.Context, prompt string) string {
	resp, err := c.genai.Models.GenerateContent(ctx, "gemini", genai.Text(prompt), nil) // want `genai\.Models\.GenerateContent: finish reason never read`
	if err != nil {
		return ""
	}
	if c.debug {
		_ = godump.Dump(resp.Candidates)
	}
	return resp.Text()
}

func (c *client) godumpDumper(ctx context.Context, prompt string) string {
	resp, err := c.genai.Models.GenerateContent(ctx, "gemini", genai.Text(prompt), nil) // want `genai\.Models\.GenerateContent: finish reason never read`
	if err != nil {
		return ""
	}
	if c.debug {
		d := godump.Dumper{HidePrivateFields: true}
		d.Println(resp)
	}
	return resp.Text()
}

func (c *client) structuredLog(ctx context.Context, prompt string) string {
	resp, err := c.genai.Models.GenerateContent(ctx, "gemini", genai.Text(prompt), nil) // want `genai\.Models\.GenerateContent: finish reason never read`
	if err != nil {
		return ""
	}
	slog.DebugContext(ctx, "model reply", "response", resp)
	return resp.Text()
}

func (c *client) loggerMethod(ctx context.Context, prompt string) string {
	resp, err := c.genai.Models.GenerateContent(ctx, "gemini", genai.Text(prompt), nil) // want `genai\.Models\.GenerateContent: finish reason never read`
	if err != nil {
		return ""
	}
	c.logger.Println(resp)
	return resp.Text()
}

// Escapes: the response is sent on, to code or a client that may judge it.

func (c *client) serialised(ctx context.Context, prompt string) ([]byte, error) {
	resp, err := c.genai.Models.GenerateContent(ctx, "gemini", genai.Text(prompt), nil)
	if err != nil {
		return nil, err
	}
	log.Print(resp.Text())
	return json.Marshal(resp)
}

func (c *client) written(ctx context.Context, w http.ResponseWriter, prompt string) {
	resp, err := c.genai.Models.GenerateContent(ctx, "gemini", genai.Text(prompt), nil)
	if err != nil {
		return
	}
	fmt.Fprintln(w, resp)
}

func (c *client) formatted(ctx context.Context, w io.Writer, prompt string) {
	resp, err := c.genai.Models.GenerateContent(ctx, "gemini", genai.Text(prompt), nil)
	if err != nil {
		return
	}
	s := fmt.Sprint(resp)
	io.WriteString(w, s)
}

// Reading the reason next to a dump.

func (c *client) dumpedAndRead(ctx context.Context, prompt string) (string, error) {
	resp, err := c.genai.Models.GenerateContent(ctx, "gemini", genai.Text(prompt), nil)
	if err != nil {
		return "", err
	}
	if c.debug {
		log.Println(resp)
	}
	if fr := resp.Candidates[0].FinishReason; fr != genai.FinishReasonStop {
		return "", fmt.Errorf("model stopped: %s", fr)
	}
	return resp.Text(), nil
}
