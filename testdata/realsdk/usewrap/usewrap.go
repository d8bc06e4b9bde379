// Package usewrap calls package wrap: facts carry the duty across packages.
package usewrap

import (
	"context"

	"example.com/realsdk/wrap"
)

func unchecked(ctx context.Context) string {
	r, _ := wrap.Ask(ctx, "hi") // want `wrap.Ask: finish reason never read`
	return r.Text()
}

func checked(ctx context.Context) (string, error) {
	r, err := wrap.Ask(ctx, "hi")
	if err != nil {
		return "", err
	}
	if err := wrap.Check(r); err != nil {
		return "", err
	}
	return r.Text(), nil
}
