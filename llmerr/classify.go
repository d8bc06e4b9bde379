package llmerr

import (
	"context"
	"io"
	"net"
	"net/url"
	"syscall"

	"google.golang.org/genai"
)

// Classify returns the class of an error returned by a model call: the
// thrown channel.
//
// It walks the whole error tree (Unwrap() error and Unwrap() []error, as
// built by fmt.Errorf and errors.Join) and takes the most specific match,
// in this order:
//
//  1. [ErrCallBudget] (or an error whose Is method reports it): [CallBudget].
//  2. A [genai.APIError], as a value or a pointer. Its HTTP code decides;
//     the canonical status name (RESOURCE_EXHAUSTED, UNAVAILABLE, ...) is used
//     only when the code is missing. So a 504 whose status is
//     DEADLINE_EXCEEDED is [Server]. 400 and 413 are [BadRequest], 401 and
//     403 [Auth], 404 and 410 [NotFound], 408 [Timeout], 409 [Server] (the
//     provider's ABORTED, transient), 429 [RateLimited], 5xx [Server]; other
//     codes are [Unknown].
//  3. [context.DeadlineExceeded], [os.ErrDeadlineExceeded] or any [net.Error]
//     whose Timeout() is true: [Timeout], even when it is also a transport
//     error.
//  4. [context.Canceled], or an APIError with code 499 or status CANCELLED:
//     the caller gave up. That is not a model failure, so the zero class is
//     returned and nothing is retried, counted or paged.
//  5. [*url.Error], [*net.OpError], any other [net.Error], connection reset,
//     refused or aborted, a broken pipe, [io.ErrUnexpectedEOF] and
//     [net.ErrClosed]: [Transport].
//
// Anything else is [Unknown]. Classify(nil) returns the zero class, which is
// not a failure (IsFailure reports false). Classify never looks at message
// text.
func Classify(err error) ErrorClass {
	if err == nil {
		return 0
	}
	m := match{}
	m.walk(err, 0)
	if !m.found {
		return Unknown
	}
	return m.class
}

// rank orders matches; a lower rank is more specific and wins.
type rank uint8

const (
	rankBudget rank = iota + 1
	rankAPI
	rankTimeout
	rankCanceled
	rankTransport
	rankNone
)

type match struct {
	found bool
	rank  rank
	class ErrorClass
	// The code and status of the APIError that decided, for Failure.
	apiCode   int
	apiStatus string
	nodes     int
}

// Bounds against pathological error trees (self-wrapping errors, huge joins).
const (
	maxErrorDepth = 64
	maxErrorNodes = 4096
)

func (m *match) walk(err error, depth int) {
	if err == nil || depth > maxErrorDepth || m.nodes >= maxErrorNodes {
		return
	}
	m.nodes++
	if m.rank == rankBudget {
		return
	}
	m.visit(err)
	switch u := err.(type) {
	case interface{ Unwrap() error }:
		m.walk(u.Unwrap(), depth+1)
	case interface{ Unwrap() []error }:
		for _, e := range u.Unwrap() {
			m.walk(e, depth+1)
		}
	}
}

func (m *match) offer(r rank, c ErrorClass) {
	if !m.found || r < m.rank {
		m.found, m.rank, m.class = true, r, c
	}
}

// visit classifies one node of the tree, without looking at its children.
func (m *match) visit(err error) {
	if err == ErrCallBudget || isTarget(err, ErrCallBudget) {
		m.offer(rankBudget, CallBudget)
		return
	}
	switch e := err.(type) {
	case genai.APIError:
		m.offerAPI(e.Code, e.Status)
		return
	case *genai.APIError:
		if e != nil {
			m.offerAPI(e.Code, e.Status)
		}
		return
	case syscall.Errno:
		// Errno satisfies net.Error, but most errnos say nothing about the
		// network, so only the connection ones count.
		if e.Timeout() {
			m.offer(rankTimeout, Timeout)
		} else if isConnErrno(e) {
			m.offer(rankTransport, Transport)
		}
		return
	}
	if err == context.DeadlineExceeded || isTarget(err, context.DeadlineExceeded) {
		m.offer(rankTimeout, Timeout)
		return
	}
	if err == context.Canceled || isTarget(err, context.Canceled) {
		m.offer(rankCanceled, 0)
		return
	}
	if ne, ok := err.(net.Error); ok {
		if ne.Timeout() {
			m.offer(rankTimeout, Timeout)
		} else {
			m.offer(rankTransport, Transport)
		}
		return
	}
	switch err.(type) {
	case *url.Error, *net.OpError:
		m.offer(rankTransport, Transport)
	default:
		if err == io.ErrUnexpectedEOF || err == net.ErrClosed {
			m.offer(rankTransport, Transport)
		}
	}
}

// isTarget honours an error's own Is method, as errors.Is does, without
// walking the chain (walk does that).
func isTarget(err, target error) bool {
	x, ok := err.(interface{ Is(error) bool })
	return ok && x.Is(target)
}

func isConnErrno(e syscall.Errno) bool {
	switch e {
	case syscall.ECONNRESET, syscall.ECONNREFUSED, syscall.ECONNABORTED, syscall.EPIPE,
		syscall.ENETUNREACH, syscall.EHOSTUNREACH, syscall.ENETDOWN:
		return true
	}
	return false
}

func (m *match) offerAPI(code int, status string) {
	c, ok := classifyAPI(code, status)
	if !ok {
		return
	}
	if c == 0 {
		m.offer(rankCanceled, 0)
		return
	}
	if !m.found || rankAPI < m.rank {
		m.apiCode, m.apiStatus = code, status
	}
	m.offer(rankAPI, c)
}

// classifyAPI maps an HTTP code, or failing that a canonical status name, to
// a class. ok is false when neither is present; class 0 means cancelled.
func classifyAPI(code int, status string) (c ErrorClass, ok bool) {
	if code != 0 {
		return ClassifyHTTPStatus(code), true
	}
	if status == "" {
		return 0, false
	}
	return ClassifyStatusName(status), true
}

// ClassifyHTTPStatus maps an HTTP status code of a failed model call to a
// class, with the rules [Classify] documents. 499 (client closed request)
// returns the zero class. Codes below 400 are [Unknown]: a failure with a
// success code is not one we understand.
func ClassifyHTTPStatus(code int) ErrorClass {
	switch code {
	case 400, 413:
		return BadRequest
	case 401, 403:
		return Auth
	case 404, 410:
		return NotFound
	case 408:
		return Timeout
	case 409:
		return Server
	case 429:
		return RateLimited
	case 499:
		return 0
	}
	if code >= 500 && code < 600 {
		return Server
	}
	return Unknown
}

// ClassifyStatusName maps a canonical Google API status name (the gRPC code
// names genai reports in APIError.Status) to a class. CANCELLED returns the
// zero class; unrecognised names are [Unknown].
func ClassifyStatusName(status string) ErrorClass {
	switch status {
	case "INVALID_ARGUMENT", "FAILED_PRECONDITION", "OUT_OF_RANGE", "ALREADY_EXISTS", "UNIMPLEMENTED":
		return BadRequest
	case "UNAUTHENTICATED", "PERMISSION_DENIED":
		return Auth
	case "NOT_FOUND":
		return NotFound
	case "RESOURCE_EXHAUSTED":
		return RateLimited
	case "DEADLINE_EXCEEDED":
		return Timeout
	case "UNAVAILABLE", "INTERNAL", "UNKNOWN", "DATA_LOSS", "ABORTED":
		return Server
	case "CANCELLED":
		return 0
	}
	return Unknown
}
