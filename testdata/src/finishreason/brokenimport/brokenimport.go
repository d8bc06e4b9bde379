// Package brokenimport imports a package that cannot be loaded: a
// function that uses it does not type-check, though the type checker
// reports nothing inside it.
package brokenimport

import (
	"context"

	"example.com/nosuch/core"
	"google.golang.org/genai"
)

var client *genai.Client

func usesBrokenImport(ctx context.Context) string {
	x := core.New()
	resp, _ := client.Models.GenerateContent(ctx, "gemini", nil, nil)
	return resp.Text() + x.Name()
}

func stillReported(ctx context.Context) string {
	resp, _ := client.Models.GenerateContent(ctx, "gemini", nil, nil) // want `genai\.Models\.GenerateContent: finish reason never read`
	return resp.Text()
}
