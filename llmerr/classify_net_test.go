package llmerr_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"syscall"
	"testing"
	"time"

	"github.com/llmerrlint/llmerrlint/llmerr"
)

// closedLoopbackAddr returns a loopback address nothing listens on.
func closedLoopbackAddr(t testing.TB) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	return addr
}

// slowServer answers after the client has given up, when the test ends,
// or after 5 s.
func slowServer(t testing.TB) *httptest.Server {
	t.Helper()
	done := make(chan struct{})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-r.Context().Done():
		case <-done:
		case <-time.After(5 * time.Second):
		}
	}))
	t.Cleanup(srv.Close)
	t.Cleanup(func() { close(done) }) // runs first: frees the handlers
	return srv
}

// resetServer accepts one connection and resets it (SO_LINGER 0).
func resetServer(t testing.TB) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ln.Close() })
	go func() {
		c, err := ln.Accept()
		if err != nil {
			return
		}
		buf := make([]byte, 1)
		c.SetReadDeadline(time.Now().Add(2 * time.Second))
		c.Read(buf) // wait for the request to start
		c.(*net.TCPConn).SetLinger(0)
		c.Close()
	}()
	return ln.Addr().String()
}

// TestClassifyRealNetworkErrors builds every transport and timeout error
// from real calls on the loopback interface, never by hand.
func TestClassifyRealNetworkErrors(t *testing.T) {
	closed := closedLoopbackAddr(t)
	slow := slowServer(t)

	tests := []struct {
		name  string
		make  func(t *testing.T) error
		want  llmerr.ErrorClass
		check func(t *testing.T, err error)
	}{
		{
			name: "dial refused",
			make: func(t *testing.T) error {
				_, err := net.Dial("tcp", closed)
				return err
			},
			want: llmerr.Transport,
			check: func(t *testing.T, err error) {
				var op *net.OpError
				if !errors.As(err, &op) || !errors.Is(err, syscall.ECONNREFUSED) {
					t.Errorf("premise: want *net.OpError with ECONNREFUSED, got %T %v", err, err)
				}
			},
		},
		{
			name: "http client to a closed port, wrapped like genai",
			make: func(t *testing.T) error {
				_, err := http.Post("http://"+closed+"/v1beta/models/x:generateContent", "application/json", nil)
				return fmt.Errorf("failed to call model: %w", fmt.Errorf("doRequest: error sending request: %w", err))
			},
			want: llmerr.Transport,
			check: func(t *testing.T, err error) {
				var ue *url.Error
				if !errors.As(err, &ue) || ue.Timeout() {
					t.Errorf("premise: want a non-timeout *url.Error, got %T %v", err, err)
				}
			},
		},
		{
			name: "connection reset by peer",
			make: func(t *testing.T) error {
				addr := resetServer(t)
				resp, err := http.Post("http://"+addr+"/", "text/plain", nil)
				if err == nil {
					resp.Body.Close()
					t.Skip("the reset arrived after the response")
				}
				return err
			},
			want: llmerr.Transport,
		},
		{
			name: "http.Client timeout is Timeout, not Transport",
			make: func(t *testing.T) error {
				c := &http.Client{Timeout: 50 * time.Millisecond}
				_, err := c.Get(slow.URL)
				return fmt.Errorf("doRequest: error sending request: %w", err)
			},
			want: llmerr.Timeout,
			check: func(t *testing.T, err error) {
				var ue *url.Error
				var ne net.Error
				if !errors.As(err, &ue) || !errors.As(err, &ne) || !ne.Timeout() {
					t.Errorf("premise: want a *url.Error whose Timeout() is true, got %T %v", err, err)
				}
			},
		},
		{
			name: "request context deadline",
			make: func(t *testing.T) error {
				ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
				defer cancel()
				req, _ := http.NewRequestWithContext(ctx, "GET", slow.URL, nil)
				_, err := http.DefaultClient.Do(req)
				return err
			},
			want: llmerr.Timeout,
			check: func(t *testing.T, err error) {
				if !errors.Is(err, context.DeadlineExceeded) {
					t.Errorf("premise: want context.DeadlineExceeded in %v", err)
				}
			},
		},
		{
			name: "request cancelled by the caller",
			make: func(t *testing.T) error {
				ctx, cancel := context.WithCancel(context.Background())
				time.AfterFunc(50*time.Millisecond, cancel)
				req, _ := http.NewRequestWithContext(ctx, "GET", slow.URL, nil)
				_, err := http.DefaultClient.Do(req)
				return err
			},
			want: 0,
			check: func(t *testing.T, err error) {
				var ue *url.Error
				if !errors.Is(err, context.Canceled) || !errors.As(err, &ue) {
					t.Errorf("premise: want context.Canceled inside *url.Error, got %T %v", err, err)
				}
			},
		},
		{
			name: "dial with an expired context",
			make: func(t *testing.T) error {
				ctx, cancel := context.WithDeadline(context.Background(), time.Now().Add(-time.Second))
				defer cancel()
				_, err := (&net.Dialer{}).DialContext(ctx, "tcp", closed)
				return err
			},
			want: llmerr.Timeout,
		},
		{
			name: "read past a connection deadline",
			make: func(t *testing.T) error {
				u, _ := url.Parse(slow.URL)
				c, err := net.Dial("tcp", u.Host)
				if err != nil {
					t.Fatal(err)
				}
				defer c.Close()
				c.SetReadDeadline(time.Now().Add(10 * time.Millisecond))
				_, err = c.Read(make([]byte, 1))
				return err
			},
			want: llmerr.Timeout,
			check: func(t *testing.T, err error) {
				var op *net.OpError
				if !errors.As(err, &op) || !errors.Is(err, errDeadline) {
					t.Errorf("premise: want *net.OpError with os.ErrDeadlineExceeded, got %T %v", err, err)
				}
			},
		},
		{
			name: "read on a closed connection",
			make: func(t *testing.T) error {
				u, _ := url.Parse(slow.URL)
				c, err := net.Dial("tcp", u.Host)
				if err != nil {
					t.Fatal(err)
				}
				c.Close()
				_, err = c.Read(make([]byte, 1))
				return err
			},
			want: llmerr.Transport,
		},
		{
			name: "body cut short",
			make: func(t *testing.T) error {
				_, err := io.ReadFull(io.LimitReader(zeroReader{}, 3), make([]byte, 8))
				return fmt.Errorf("reading response: %w", err)
			},
			want: llmerr.Transport,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.make(t)
			if err == nil {
				t.Fatal("premise: the call did not fail")
			}
			if tt.check != nil {
				tt.check(t, err)
			}
			if got := llmerr.Classify(err); got != tt.want {
				t.Errorf("Classify(%T %v) = %v, want %v", err, err, got, tt.want)
			}
		})
	}
}

type zeroReader struct{}

func (zeroReader) Read(p []byte) (int, error) {
	clear(p)
	return len(p), nil
}

var errDeadline = os.ErrDeadlineExceeded
