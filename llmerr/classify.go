package llmerr

import (
	"context"
	"io"
	"net"
	"os"
	"syscall"

	"google.golang.org/genai"
)

// Classify returns the class of an error returned by a model call: the
// thrown channel.
//
// It walks the whole error tree (Unwrap() error and Unwrap() []error, as
// built by fmt.Errorf and errors.Join) and takes the most specific match,
// in this order, whatever the depth at which each is found:
//
//  1. [ErrCallBudget] (or an error whose Is method reports it): [CallBudget].
//  2. A [genai.APIError], as a value or a pointer. Its HTTP code decides
//     (see [ClassifyHTTPStatus]); the canonical status name
//     (RESOURCE_EXHAUSTED, UNAVAILABLE, ...) is used only when the code is
//     not an HTTP error code, usually because it is missing (see
//     [ClassifyStatusName]). So a 504 whose status is DEADLINE_EXCEEDED is
//     [Server]. When several APIErrors are in the tree, the first one
//     found (outermost, then leftmost) decides.
//     An error recognised by a provider [Classifier] (see [Register])
//     ranks the same way: its class beats everything below, except that
//     a provider's cancellation ranks as one and its Unknown ranks last.
//  3. [context.DeadlineExceeded], [os.ErrDeadlineExceeded] or any error
//     whose Timeout() method reports true (as [os.IsTimeout] reads it):
//     [Timeout], even when it is also a transport error (an *url.Error
//     from an http.Client timeout, a dial i/o timeout).
//  4. [context.Canceled], or an APIError with code 499 or status CANCELLED:
//     the caller gave up. That is not a model failure, so the zero class is
//     returned, and nothing is retried, counted or paged. A cancellation
//     outranks the transport error it causes, but not a deadline, an
//     APIError or the call budget.
//  5. Any other [net.Error] (among them *url.Error, *net.OpError,
//     *net.DNSError and [net.ErrClosed]), a connection errno (reset,
//     refused, aborted, broken pipe, network or host unreachable) and
//     [io.ErrUnexpectedEOF]: [Transport].
//  6. An APIError whose code and status say nothing we recognise:
//     [Unknown]. It ranks last so that any specific match above wins.
//
// An error of a Check function ([CheckGenerateContent] and the like)
// carries an in-band failure: its class ranks like an APIError's, and its
// Unknown last.
//
// Anything else is [Unknown]. Classify(nil) returns the zero class, which is
// not a failure (IsFailure reports false); so does a cancellation.
//
// Classify never looks at message text, does not allocate, and never
// panics: it stops after 64 levels or 4096 nodes (an error that wraps
// itself ends there), and if a method of an error in the tree panics (a
// typed nil pointer, say) it classifies from what it had read before.
func Classify(err error) ErrorClass {
	if err == nil {
		return 0
	}
	var m match
	m.classify(err)
	return m.result()
}

// rank orders matches; a lower rank is more specific and wins.
type rank uint8

const (
	rankBudget rank = iota + 1
	rankAPI
	rankTimeout
	rankCanceled
	rankTransport
	rankAPIUnknown
)

type match struct {
	found bool
	rank  rank
	class ErrorClass
	// The code and status of the APIError that decided, for Failure.
	apiCode   int
	apiStatus string
	nodes     int
	// cutOff: the tree holds GuardStream's cut-off mark.
	cutOff bool
	// inBand is the Check error that decided, if one did, for Failure.
	inBand *inBandError
}

// Bounds against pathological error trees (self-wrapping errors, huge joins).
const (
	maxErrorDepth = 64
	maxErrorNodes = 4096
)

// classify walks err into m. A panic raised by a method of one of the
// errors ends the walk; m keeps what it found until then.
func (m *match) classify(err error) {
	defer func() { _ = recover() }()
	m.walk(err, 0)
}

// result is the class m found: Unknown when nothing matched.
func (m *match) result() ErrorClass {
	if !m.found {
		return Unknown
	}
	return m.class
}

func (m *match) walk(err error, depth int) {
	if err == nil || depth > maxErrorDepth || m.nodes >= maxErrorNodes || m.rank == rankBudget {
		return
	}
	m.nodes++
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

func (m *match) offer(r rank, c ErrorClass) bool {
	if !m.found || r < m.rank {
		m.found, m.rank, m.class, m.inBand = true, r, c, nil
		return true
	}
	return false
}

// visit classifies one node of the tree, without looking at its children.
func (m *match) visit(err error) {
	if _, ok := err.(*cutOffError); ok || err == ErrCutOff {
		m.cutOff = true
	}
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
	case *inBandError:
		m.offerInBand(e)
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
	if m.offerProvider(err) {
		return
	}
	if err == context.DeadlineExceeded || err == os.ErrDeadlineExceeded ||
		isTarget(err, context.DeadlineExceeded) || isTarget(err, os.ErrDeadlineExceeded) {
		m.offer(rankTimeout, Timeout)
		return
	}
	if err == context.Canceled || isTarget(err, context.Canceled) {
		m.offer(rankCanceled, 0)
		return
	}
	// Any error that says it timed out is a Timeout, as os.IsTimeout reads
	// it: *url.Error, *net.OpError, *net.DNSError and *os.SyscallError
	// among them. The net.Errors that did not time out are Transport.
	if te, ok := err.(interface{ Timeout() bool }); ok && te.Timeout() {
		m.offer(rankTimeout, Timeout)
		return
	}
	if _, ok := err.(net.Error); ok {
		m.offer(rankTransport, Transport)
		return
	}
	if err == io.ErrUnexpectedEOF {
		m.offer(rankTransport, Transport)
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

// offerInBand ranks a Check error like a provider error saying the same
// class: its class is as specific, and its Unknown (an empty answer) ranks
// last.
func (m *match) offerInBand(e *inBandError) {
	if e == nil {
		return
	}
	r := rankAPI
	if e.f.Class == Unknown {
		r = rankAPIUnknown
	}
	if m.offer(r, e.f.Class) {
		m.inBand = e
	}
}

func (m *match) offerAPI(code int, status string) {
	c, ok := classifyAPI(code, status)
	if !ok {
		return
	}
	// A cancellation ranks as one; an unrecognised APIError ranks last.
	r := rankAPI
	if c == 0 {
		r = rankCanceled
	} else if c == Unknown {
		r = rankAPIUnknown
	}
	if m.offer(r, c) {
		m.apiCode, m.apiStatus = code, status
	}
}

// classifyAPI maps an HTTP error code, or failing that a canonical status
// name, to a class. ok is false when the APIError carries neither; class 0
// means cancelled.
func classifyAPI(code int, status string) (c ErrorClass, ok bool) {
	if isHTTPErrorCode(code) {
		return ClassifyHTTPStatus(code), true
	}
	if status != "" {
		return ClassifyStatusName(status), true
	}
	if code != 0 {
		return Unknown, true
	}
	return 0, false
}

func isHTTPErrorCode(code int) bool { return code >= 400 && code < 600 }

// ClassifyHTTPStatus maps the HTTP status code of a failed model call to a
// class:
//
//   - 400 and 413 (request too large) are [BadRequest]: the request must
//     change before it can succeed.
//   - 401 and 403 are [Auth]; 404 and 410 are [NotFound].
//   - 408 (the server timed out waiting for the request) is [Timeout].
//   - 409 is [Server]: Google APIs send it for ABORTED, a concurrency
//     conflict that a retry resolves, and other SDKs retry it too.
//   - 429 is [RateLimited].
//   - 499 (client closed request) is the caller's cancellation and returns
//     the zero class.
//   - Any other 5xx is [Server].
//
// Every other code, including success codes (a failure with a success code
// is not one we understand), is [Unknown].
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
// names genai reports in APIError.Status) to a class, consistently with the
// HTTP code each name accompanies:
//
//   - INVALID_ARGUMENT, FAILED_PRECONDITION, OUT_OF_RANGE, ALREADY_EXISTS
//     and UNIMPLEMENTED are [BadRequest].
//   - UNAUTHENTICATED and PERMISSION_DENIED are [Auth]; NOT_FOUND is
//     [NotFound].
//   - RESOURCE_EXHAUSTED is [RateLimited]; DEADLINE_EXCEEDED is [Timeout].
//   - UNAVAILABLE, INTERNAL, UNKNOWN, DATA_LOSS and ABORTED are [Server].
//   - CANCELLED returns the zero class, as a caller's cancellation.
//
// Any other name, the HTTP reason phrases genai reports for non-JSON error
// bodies ("503 Service Unavailable") among them, is [Unknown]. Names are
// matched exactly.
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
