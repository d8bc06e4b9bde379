package llmapi

import (
	"go/types"
	"slices"
	"strings"
	"sync"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/code"
)

// RetryFunc is a function or method of a retry, backoff or polling
// library. Called from an ADK model callback, one is a second retry layer.
type RetryFunc struct {
	// Ref carries the full import path, major version included: the
	// majors of these libraries have different APIs.
	Ref ObjectRef
	// PolicyFrom, when set, limits the entry to calls with an argument
	// whose type is declared in that package: failsafe.With builds an
	// executor that retries only when it is given a retry policy.
	PolicyFrom string
}

// Module roots of the retry libraries; a path of one of them is a retry
// library package (IsRetryLibrary).
const (
	backoffV4Mod  = "github.com/cenkalti/backoff/v4"
	backoffV5Mod  = "github.com/cenkalti/backoff/v5"
	retryGoMod    = "github.com/avast/retry-go/v4"
	goRetryMod    = "github.com/sethvargo/go-retry"
	apimachinery  = "k8s.io/apimachinery"
	failsafeMod   = "github.com/failsafe-go/failsafe-go"
	resiliencyMod = "github.com/eapache/go-resiliency"
	retryHTTPMod  = "github.com/hashicorp/go-retryablehttp"
)

var retryModules = []string{backoffV4Mod, backoffV5Mod, retryGoMod, goRetryMod, apimachinery, failsafeMod, resiliencyMod, retryHTTPMod}

func retryFuncs(path, recv string, names ...string) []RetryFunc {
	var out []RetryFunc
	for _, n := range names {
		out = append(out, RetryFunc{Ref: ObjectRef{PkgPath: path, Recv: recv, Name: n}})
	}
	return out
}

// retryTable lists the calls that retry, back off or poll.
var retryTable = concat(
	retryFuncs(backoffV4Mod, "", "Retry", "RetryWithData", "RetryNotify", "RetryNotifyWithData",
		"RetryNotifyWithTimer", "RetryNotifyWithTimerAndData", "NewTicker", "NewTickerWithTimer"),
	retryFuncs(backoffV5Mod, "", "Retry", "NewTicker"),
	retryFuncs(retryGoMod, "", "Do", "DoWithData"),
	retryFuncs(goRetryMod, "", "Do", "DoValue"),
	retryFuncs(apimachinery+"/pkg/util/wait", "", "ExponentialBackoff", "ExponentialBackoffWithContext",
		"Poll", "PollWithContext", "PollImmediate", "PollImmediateWithContext",
		"PollUntil", "PollUntilWithContext", "PollImmediateUntil", "PollImmediateUntilWithContext",
		"PollInfinite", "PollInfiniteWithContext", "PollImmediateInfinite", "PollImmediateInfiniteWithContext",
		"PollUntilContextCancel", "PollUntilContextTimeout",
		"Until", "UntilWithContext", "NonSlidingUntil", "NonSlidingUntilWithContext",
		"JitterUntil", "JitterUntilWithContext", "BackoffUntil", "BackoffUntilWithContext", "Forever"),
	[]RetryFunc{
		{Ref: ObjectRef{PkgPath: failsafeMod, Name: "With"}, PolicyFrom: failsafeMod + "/retrypolicy"},
		{Ref: ObjectRef{PkgPath: failsafeMod, Name: "WithAny"}, PolicyFrom: failsafeMod + "/retrypolicy"},
	},
	retryFuncs(resiliencyMod+"/retrier", "Retrier", "Run", "RunCtx", "RunFn"),
	retryFuncs(retryHTTPMod, "Client", "Do", "Get", "Head", "Post", "PostForm"),
	retryFuncs(retryHTTPMod, "", "Get", "Head", "Post", "PostForm"),
)

func concat(lists ...[]RetryFunc) []RetryFunc {
	var out []RetryFunc
	for _, l := range lists {
		out = append(out, l...)
	}
	return out
}

// PolicyTypes lists, for the conformance test, the packages PolicyFrom
// names, with a type each must declare.
var PolicyTypes = []ObjectRef{{PkgPath: failsafeMod + "/retrypolicy", Name: "RetryPolicy"}}

var retryByRef = sync.OnceValue(func() map[ObjectRef]*RetryFunc {
	m := map[ObjectRef]*RetryFunc{}
	for i := range retryTable {
		m[retryTable[i].Ref] = &retryTable[i]
	}
	return m
})

var retryPackages = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{}
	for _, r := range retryTable {
		m[r.Ref.PkgPath] = true
	}
	return m
})

// RetryObjects lists every object of the retry library table, sorted. The
// conformance test checks each against the real libraries.
func RetryObjects() []ObjectRef {
	var out []ObjectRef
	for _, r := range retryTable {
		out = append(out, r.Ref)
	}
	out = append(out, PolicyTypes...)
	out = append(out, permanentWrappers...)
	sortRefs(out)
	return out
}

// IsRetryPackage reports whether an import path is a package of the
// retry library table: importing one makes a package worth analysing.
func IsRetryPackage(path string) bool { return retryPackages()[path] }

// IsRetryLibrary reports whether an import path belongs to one of the
// retry library modules of the table.
func IsRetryLibrary(path string) bool {
	for _, m := range retryModules {
		if path == m || strings.HasPrefix(path, m+"/") {
			return true
		}
	}
	return false
}

// RetryCallOf reports whether a call of fn with arguments of the given
// types retries, backs off or polls, by the retry library table.
func RetryCallOf(fn *types.Func, args []types.Type) bool {
	if fn == nil || fn.Pkg() == nil {
		return false
	}
	fn = fn.Origin()
	r := ObjectRef{PkgPath: fn.Pkg().Path(), Name: fn.Name()}
	if recv := fn.Signature().Recv(); recv != nil {
		r.Recv = typeName(recv.Type())
	}
	e, ok := retryByRef()[r]
	if !ok {
		return false
	}
	if e.PolicyFrom == "" {
		return true
	}
	for _, t := range args {
		if declaredIn(t, e.PolicyFrom) {
			return true
		}
	}
	return false
}

// declaredIn reports whether t is a named type (or a pointer to one)
// declared in package path.
func declaredIn(t types.Type, path string) bool {
	n := code.NamedOf(t)
	return n != nil && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == path
}

// retriesOnErrorModules are the libraries whose retry calls run the
// function handed to them again whenever it returns an error: backoff's
// Retry, retry-go's Do, the resiliency retrier's Run. (go-retry retries
// only errors marked retryable; wait's conditions stop on an error.)
var retriesOnErrorModules = []string{backoffV4Mod, backoffV5Mod, retryGoMod, resiliencyMod}

// permanentWrappers mark an error those calls do not retry.
var permanentWrappers = []ObjectRef{
	{PkgPath: backoffV4Mod, Name: "Permanent"},
	{PkgPath: backoffV5Mod, Name: "Permanent"},
	{PkgPath: retryGoMod, Name: "Unrecoverable"},
}

// RetriesFuncOnError reports whether a call of fn, by the retry table,
// calls a function handed to it again whenever that returns an error.
func RetriesFuncOnError(fn *types.Func, args []types.Type) bool {
	if !RetryCallOf(fn, args) {
		return false
	}
	path := fn.Pkg().Path()
	for _, m := range retriesOnErrorModules {
		if path == m || strings.HasPrefix(path, m+"/") {
			return true
		}
	}
	return false
}

// IsPermanentWrapper reports whether fn marks an error the retry calls
// give up on (backoff.Permanent, retry.Unrecoverable).
func IsPermanentWrapper(fn *types.Func) bool {
	if fn == nil || fn.Pkg() == nil || fn.Signature().Recv() != nil {
		return false
	}
	// The full path: the majors of these libraries differ.
	return slices.Contains(permanentWrappers, ObjectRef{PkgPath: fn.Pkg().Path(), Name: fn.Name()})
}
