package llmerr

import "sync"

// defaultCallbacks serves a nil *Callbacks. It is built on first use, so
// the global MeterProvider it binds to is the one installed by then.
var defaultCallbacks = sync.OnceValue(func() *Callbacks { return NewCallbacks(Config{}) })
