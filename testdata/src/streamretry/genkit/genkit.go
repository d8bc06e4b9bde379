// Package genkit retries Genkit's streams.
package genkit

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/firebase/genkit/go/ai"
	"github.com/firebase/genkit/go/genkit"
)

// generate writes each chunk as it arrives and tries again on an error:
// the reader gets the first attempt's chunks twice.
func generate(ctx context.Context, g *genkit.Genkit, w io.Writer) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ { // want `loop retries genkit.GenerateStream after forwarding chunks of the failed stream`
		err = nil
		for v, e := range genkit.GenerateStream(ctx, g, ai.WithPrompt("hi")) {
			if e != nil {
				err = e
				break
			}
			if !v.Done {
				fmt.Fprint(w, v.Chunk.Text())
			}
		}
		if err == nil {
			return nil
		}
	}
	return err
}

// prompt does the same with a defined prompt.
func prompt(ctx context.Context, p ai.Prompt, w io.Writer) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ { // want `loop retries ai.Prompt.ExecuteStream after forwarding chunks of the failed stream`
		err = nil
		for v, e := range p.ExecuteStream(ctx) {
			if e != nil {
				err = e
				break
			}
			if !v.Done {
				fmt.Fprint(w, v.Chunk.Text())
			}
		}
		if err == nil {
			return nil
		}
	}
	return err
}

// buffered keeps each attempt's text to itself: silent.
func buffered(ctx context.Context, g *genkit.Genkit, w io.Writer) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		err = nil
		var sb strings.Builder
		for v, e := range genkit.GenerateStream(ctx, g, ai.WithPrompt("hi")) {
			if e != nil {
				err = e
				break
			}
			if !v.Done {
				sb.WriteString(v.Chunk.Text())
			}
		}
		if err == nil {
			_, err = io.WriteString(w, sb.String())
			return err
		}
	}
	return err
}

type recipe struct{ Title string }

// dataPrompt retries a typed prompt's stream after writing its chunks.
func dataPrompt(ctx context.Context, p *ai.DataPrompt[string, recipe], w io.Writer) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ { // want `loop retries ai.DataPrompt.ExecuteStream after forwarding chunks of the failed stream`
		err = nil
		for v, e := range p.ExecuteStream(ctx, "soup") {
			if e != nil {
				err = e
				break
			}
			if !v.Done {
				fmt.Fprint(w, v.Chunk.Title)
			}
		}
		if err == nil {
			return nil
		}
	}
	return err
}
