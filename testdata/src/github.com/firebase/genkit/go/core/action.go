// Package core is a stub of github.com/firebase/genkit/go/core for analyzer
// tests; the conformance test checks it against genkit v1.4.0.
package core

import "context"

type StreamingFunc[In, Out, Stream any] = func(context.Context, In, StreamCallback[Stream]) (Out, error)

type StreamCallback[Stream any] = func(context.Context, Stream) error

type Middleware[In, Out, Stream any] = func(StreamingFunc[In, Out, Stream]) StreamingFunc[In, Out, Stream]
