// Package nollm has a function shaped like a callback but no LLM imports.
package nollm

import "context"

func handler(ctx context.Context, req *struct{}, err error) (*struct{}, error) {
	return nil, err
}
