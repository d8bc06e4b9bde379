package main

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"sync"
)

// reply is one canned answer of the fake Gemini API.
type reply struct {
	status int    // HTTP status; 0 means 200
	body   string // JSON body
}

// provider is a local, Gemini-compatible server that plays the bad morning:
// each scenario loads the replies the real API would have sent. ADK's real
// Gemini model talks to it through HTTPOptions.BaseURL, so every byte goes
// through the genai SDK and ADK's own conversion, offline.
type provider struct {
	mu       sync.Mutex
	replies  []reply
	requests int
}

func newProvider() (*provider, *httptest.Server) {
	p := &provider{}
	return p, httptest.NewServer(p)
}

// play loads the replies of one scenario; the last one repeats.
func (p *provider) play(replies ...reply) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.replies, p.requests = replies, 0
}

func (p *provider) ServeHTTP(w http.ResponseWriter, _ *http.Request) {
	p.mu.Lock()
	rep := reply{status: http.StatusInternalServerError, body: `{"error":{"code":500,"status":"INTERNAL"}}`}
	if len(p.replies) > 0 {
		rep = p.replies[min(p.requests, len(p.replies)-1)]
	}
	p.requests++
	p.mu.Unlock()
	w.Header().Set("Content-Type", "application/json")
	if rep.status != 0 {
		w.WriteHeader(rep.status)
	}
	fmt.Fprint(w, rep.body)
}

func apiError(code int, status, message string) reply {
	return reply{status: code, body: fmt.Sprintf(`{"error":{"code":%d,"message":%q,"status":%q}}`, code, message, status)}
}

// answer is a GenerateContentResponse with one candidate.
func answer(text, finishReason string) reply {
	parts := "[]"
	if text != "" {
		parts = fmt.Sprintf(`[{"text":%q}]`, text)
	}
	return reply{body: fmt.Sprintf(
		`{"candidates":[{"content":{"role":"model","parts":%s},"finishReason":%q}],"modelVersion":"gemini-2.5-flash"}`,
		parts, finishReason)}
}

// requestCount is the number of requests since the scenario started: the
// attempts the retry decorator made.
func (p *provider) requestCount() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.requests
}
