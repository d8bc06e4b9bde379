package ollamaerr_test

import (
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"

	"github.com/llmerrlint/llmerrlint/llmerr"
	ollamaerr "github.com/llmerrlint/llmerrlint/llmerr/ollama"
	"github.com/ollama/ollama/api"
)

// newClient returns Ollama's real client whose requests reach handler.
func newClient(t *testing.T, handler http.HandlerFunc) *api.Client {
	t.Helper()
	srv := httptest.NewServer(handler)
	t.Cleanup(srv.Close)
	base, err := url.Parse(srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	return api.NewClient(base, srv.Client())
}

// reply answers every request with status and the NDJSON lines of body.
func reply(status int, body string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/x-ndjson")
		w.WriteHeader(status)
		_, _ = io.WriteString(w, body)
	}
}

func chat(t *testing.T, client *api.Client) ([]api.ChatResponse, error) {
	t.Helper()
	var got []api.ChatResponse
	err := client.Chat(context.Background(), &api.ChatRequest{
		Model:    "llama3.2",
		Messages: []api.Message{{Role: "user", Content: "hello"}},
	}, func(r api.ChatResponse) error {
		got = append(got, r)
		return nil
	})
	return got, err
}

// TestClientThrown classifies the errors the real client returns for the
// server's error responses, through llmerr.Classify as an application
// that imports the package sees them.
func TestClientThrown(t *testing.T) {
	tests := []struct {
		name   string
		status int
		body   string
		want   llmerr.ErrorClass
	}{
		{"404 model", 404, `{"error":"model \"llama3.2\" not found, try pulling it first"}` + "\n", llmerr.NotFound},
		{"429", 429, `{"error":"too many requests"}` + "\n", llmerr.RateLimited},
		{"500", 500, `{"error":"llama runner process has terminated"}` + "\n", llmerr.Server},
		{"502 html", 502, "<html><body>Bad gateway</body></html>\n", llmerr.Server},
		{"400", 400, `{"error":"invalid options"}` + "\n", llmerr.BadRequest},
		{"401 sign-in", 401, `{"error":"unauthorized","signin_url":"https://ollama.com/connect"}` + "\n", llmerr.Auth},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := chat(t, newClient(t, reply(tt.status, tt.body)))
			if err == nil {
				t.Fatal("no error")
			}
			if got := llmerr.Classify(err); got != tt.want {
				t.Errorf("Classify(%T) = %v, want %v", err, got, tt.want)
			}
			f, ok := llmerr.FailureOf(err)
			if !ok || f.HTTPCode != tt.status {
				t.Errorf("FailureOf = %+v, %v; want HTTP code %d", f, ok, tt.status)
			}
		})
	}
}

// TestErrorsComeAsValues proves the form the client returns its errors
// in, the one the classifier matches: values.
func TestErrorsComeAsValues(t *testing.T) {
	_, err := chat(t, newClient(t, reply(429, `{"error":"too many requests"}`+"\n")))
	var value api.StatusError
	if !errors.As(err, &value) {
		t.Errorf("%T: want an api.StatusError value", err)
	}
	_, err = chat(t, newClient(t, reply(401, `{"error":"unauthorized"}`+"\n")))
	var auth api.AuthorizationError
	if !errors.As(err, &auth) {
		t.Errorf("%T: want an api.AuthorizationError value", err)
	}
}

// TestClientInBand streams responses from the real client and classifies
// the last one by its done reason.
func TestClientInBand(t *testing.T) {
	const partial = `{"model":"llama3.2","message":{"role":"assistant","content":"Hel"},"done":false}` + "\n"
	tests := []struct {
		name   string
		final  string
		want   llmerr.ErrorClass
		failed bool
	}{
		{"stop", `{"model":"llama3.2","message":{"role":"assistant","content":"lo"},"done":true,"done_reason":"stop"}`, 0, false},
		{"length", `{"model":"llama3.2","message":{"role":"assistant","content":"lo"},"done":true,"done_reason":"length"}`, llmerr.Truncated, true},
		{"cut off", `{"model":"llama3.2","message":{"role":"assistant","content":""},"done":true}`, llmerr.Unknown, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := chat(t, newClient(t, reply(200, partial+tt.final+"\n")))
			if err != nil || len(got) != 2 {
				t.Fatalf("Chat: %d responses, %v", len(got), err)
			}
			if c, failed := ollamaerr.ClassifyChatResponse(got[0]); failed || c != 0 {
				t.Errorf("first response: %v, %v; want healthy", c, failed)
			}
			if c, failed := ollamaerr.ClassifyChatResponse(got[1]); c != tt.want || failed != tt.failed {
				t.Errorf("last response: %v, %v; want %v, %v", c, failed, tt.want, tt.failed)
			}
		})
	}
}

// TestGenerateInBand does the same for Client.Generate.
func TestGenerateInBand(t *testing.T) {
	client := newClient(t, reply(200, `{"model":"llama3.2","response":"Hi","done":true,"done_reason":"length"}`+"\n"))
	var last api.GenerateResponse
	err := client.Generate(context.Background(), &api.GenerateRequest{Model: "llama3.2", Prompt: "hello"},
		func(r api.GenerateResponse) error {
			last = r
			return nil
		})
	if err != nil {
		t.Fatal(err)
	}
	if c, failed := ollamaerr.ClassifyGenerateResponse(last); c != llmerr.Truncated || !failed {
		t.Errorf("ClassifyGenerateResponse = %v, %v; want Truncated", c, failed)
	}
}
