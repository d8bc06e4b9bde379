// Package retry imports every real retry and backoff library package the
// conformance test compares with a stub or with the knowledge table's
// retry library list, so that go mod tidy keeps them. It is a module of
// its own so that these libraries never move the SDKs' versions.
package retry

import (
	_ "github.com/avast/retry-go/v4"
	_ "github.com/cenkalti/backoff/v4"
	_ "github.com/cenkalti/backoff/v5"
	_ "github.com/eapache/go-resiliency/retrier"
	_ "github.com/failsafe-go/failsafe-go"
	_ "github.com/failsafe-go/failsafe-go/retrypolicy"
	_ "github.com/hashicorp/go-retryablehttp"
	_ "github.com/sethvargo/go-retry"
	_ "k8s.io/apimachinery/pkg/util/wait"
)
