package llmapi

import (
	"go/token"
	"go/types"
	"testing"
)

// The retry library table stays apart from the SDKs: its packages are not
// LLM packages, and its paths keep their major version.
func TestRetryTableIsNotAnSDK(t *testing.T) {
	for _, r := range RetryObjects() {
		if IsLLMPackage(r.PkgPath) || IsTablePackage(r.PkgPath) {
			t.Errorf("retry library %s counts as an LLM package", r.PkgPath)
		}
		if !IsRetryLibrary(r.PkgPath) {
			t.Errorf("%s is in the table but not a retry library module", r.PkgPath)
		}
	}
	for path, want := range map[string]bool{
		"github.com/cenkalti/backoff/v4":                 true,
		"github.com/cenkalti/backoff/v5":                 true,
		"github.com/cenkalti/backoff":                    false, // v1-v3: not listed
		"github.com/failsafe-go/failsafe-go/retrypolicy": false, // no entry of its own
		"k8s.io/apimachinery/pkg/util/wait":              true,
		"time":                                           false,
	} {
		if got := IsRetryPackage(path); got != want {
			t.Errorf("IsRetryPackage(%q) = %t, want %t", path, got, want)
		}
	}
}

// failsafe.With counts only when it is given a retry policy.
func TestRetryCallOfPolicy(t *testing.T) {
	failsafe := types.NewPackage("github.com/failsafe-go/failsafe-go", "failsafe")
	retrypolicy := types.NewPackage("github.com/failsafe-go/failsafe-go/retrypolicy", "retrypolicy")
	circuit := types.NewPackage("github.com/failsafe-go/failsafe-go/circuitbreaker", "circuitbreaker")
	named := func(pkg *types.Package, name string) types.Type {
		return types.NewNamed(types.NewTypeName(token.NoPos, pkg, name, nil), types.NewInterfaceType(nil, nil), nil)
	}
	with := types.NewFunc(token.NoPos, failsafe, "With", types.NewSignatureType(nil, nil, nil, nil, nil, false))
	if !RetryCallOf(with, []types.Type{named(circuit, "CircuitBreaker"), named(retrypolicy, "RetryPolicy")}) {
		t.Error("With(breaker, retryPolicy) is not a retry call")
	}
	if RetryCallOf(with, []types.Type{named(circuit, "CircuitBreaker")}) {
		t.Error("With(breaker) is a retry call")
	}
	retry := types.NewFunc(token.NoPos, types.NewPackage("github.com/cenkalti/backoff/v4", "backoff"), "Retry",
		types.NewSignatureType(nil, nil, nil, nil, nil, false))
	if !RetryCallOf(retry, nil) {
		t.Error("backoff/v4.Retry is not a retry call")
	}
}
