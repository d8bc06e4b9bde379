package bedrockerr_test

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/aws/retry"
	"github.com/aws/aws-sdk-go-v2/service/bedrockruntime"
	"github.com/aws/aws-sdk-go-v2/service/bedrockruntime/types"
	"github.com/llmerrlint/llmerrlint/llmerr"
	bedrockerr "github.com/llmerrlint/llmerrlint/llmerr/bedrock"
	"github.com/llmerrlint/llmerrlint/llmerr/internal/checktest"
)

// serve answers every request with status, headers and body, as Bedrock
// Runtime would, and returns a real client pointed at it, with static
// SigV4 credentials and the SDK's own retries off. (With
// aws.AnonymousCredentials the client drops SigV4 and picks Bedrock's
// bearer API key scheme, which then has no token.)
func serve(t *testing.T, status int, header map[string]string, body string) *bedrockruntime.Client {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.Header().Set("X-Amzn-Requestid", "req-1")
		for k, v := range header {
			w.Header().Set(k, v)
		}
		w.WriteHeader(status)
		fmt.Fprint(w, body)
	}))
	t.Cleanup(srv.Close)
	creds := aws.CredentialsProviderFunc(func(context.Context) (aws.Credentials, error) {
		return aws.Credentials{AccessKeyID: "AKID", SecretAccessKey: "secret"}, nil
	})
	cfg := aws.Config{Region: "us-east-1", Credentials: creds}
	return bedrockruntime.NewFromConfig(cfg, func(o *bedrockruntime.Options) {
		o.BaseEndpoint = aws.String(srv.URL)
		o.RetryMaxAttempts = 1
	})
}

func input() *bedrockruntime.ConverseInput {
	return &bedrockruntime.ConverseInput{
		ModelId: aws.String("anthropic.claude-test"),
		Messages: []types.Message{{
			Role:    types.ConversationRoleUser,
			Content: []types.ContentBlock{&types.ContentBlockMemberText{Value: "hi"}},
		}},
	}
}

// The error responses of Bedrock's restJson1 protocol: the status, the
// exception's name in X-Amzn-Errortype (with the namespace suffix AWS
// appends), and a JSON body with the message.
var thrown = []struct {
	status    int
	exception string
	want      llmerr.ErrorClass
	as        func(error) bool
}{
	{429, "ThrottlingException", llmerr.RateLimited, isA[*types.ThrottlingException]},
	{400, "ServiceQuotaExceededException", llmerr.RateLimited, isA[*types.ServiceQuotaExceededException]},
	{408, "ModelTimeoutException", llmerr.Timeout, isA[*types.ModelTimeoutException]},
	{429, "ModelNotReadyException", llmerr.Server, isA[*types.ModelNotReadyException]},
	{503, "ServiceUnavailableException", llmerr.Server, isA[*types.ServiceUnavailableException]},
	{500, "InternalServerException", llmerr.Server, isA[*types.InternalServerException]},
	{424, "ModelErrorException", llmerr.Server, isA[*types.ModelErrorException]},
	{400, "ConflictException", llmerr.Server, isA[*types.ConflictException]},
	{400, "ValidationException", llmerr.BadRequest, isA[*types.ValidationException]},
	{403, "AccessDeniedException", llmerr.Auth, isA[*types.AccessDeniedException]},
	{404, "ResourceNotFoundException", llmerr.NotFound, isA[*types.ResourceNotFoundException]},
}

func isA[E error](err error) bool {
	var target E
	return errors.As(err, &target)
}

func TestClientThrown(t *testing.T) {
	for _, tc := range thrown {
		t.Run(tc.exception, func(t *testing.T) {
			client := serve(t, tc.status,
				map[string]string{"X-Amzn-Errortype": tc.exception + ":http://internal.amazon.com/coral/com.amazon.bedrock/"},
				`{"message":"m"}`)
			_, err := client.Converse(context.Background(), input())
			if err == nil {
				t.Fatal("no error")
			}
			wrapped := fmt.Errorf("agent: %w", err)
			if !tc.as(wrapped) {
				t.Fatalf("errors.As finds no %s in %T: %v", tc.exception, err, err)
			}
			if got := llmerr.Classify(wrapped); got != tc.want {
				t.Errorf("Classify = %v, want %v", got, tc.want)
			}
			f, ok := llmerr.FailureOf(wrapped)
			if !ok || f.HTTPCode != tc.status || f.Status != tc.exception {
				t.Errorf("FailureOf = %+v, %v; want HTTPCode %d, Status %s", f, ok, tc.status, tc.exception)
			}
		})
	}
}

// TestClientThrownBodyType sends the exception's name only in the body's
// __type, as Bedrock's own protocol tests do: the SDK reads it from there.
func TestClientThrownBodyType(t *testing.T) {
	client := serve(t, 429, nil, `{"__type":"ThrottlingException","message":"m"}`)
	_, err := client.Converse(context.Background(), input())
	if got := llmerr.Classify(err); got != llmerr.RateLimited {
		t.Errorf("Classify(%v) = %v, want RATE_LIMITED", err, got)
	}
}

// TestClientUndeclared checks what the package leaves alone: an error
// Bedrock's model does not declare is a *smithy.GenericAPIError, which
// every AWS service returns.
func TestClientUndeclared(t *testing.T) {
	client := serve(t, 403, map[string]string{"X-Amzn-Errortype": "UnrecognizedClientException"}, `{"message":"m"}`)
	_, err := client.Converse(context.Background(), input())
	if err == nil {
		t.Fatal("no error")
	}
	if got := llmerr.Classify(err); got != llmerr.Unknown {
		t.Errorf("Classify(%v) = %v, want UNKNOWN", err, got)
	}
}

func converseBody(stop string) string {
	return fmt.Sprintf(`{"output":{"message":{"role":"assistant","content":[{"text":"hello"}]}},`+
		`"stopReason":%q,"usage":{"inputTokens":1,"outputTokens":1,"totalTokens":2},"metrics":{"latencyMs":1}}`, stop)
}

var stopReasons = []struct {
	stop string
	want llmerr.ErrorClass
}{
	{"end_turn", 0},
	{"stop_sequence", 0},
	{"tool_use", 0},
	{"max_tokens", llmerr.Truncated},
	{"model_context_window_exceeded", llmerr.Truncated},
	{"guardrail_intervened", llmerr.OutputBlocked},
	{"content_filtered", llmerr.OutputBlocked},
	{"malformed_tool_use", llmerr.ToolProtocol},
	{"malformed_model_output", llmerr.ToolProtocol},
	{"something_new", llmerr.Unknown},
}

func TestClientInBand(t *testing.T) {
	for _, tc := range stopReasons {
		t.Run(tc.stop, func(t *testing.T) {
			client := serve(t, 200, nil, converseBody(tc.stop))
			out, err := client.Converse(context.Background(), input())
			if err != nil {
				t.Fatal(err)
			}
			got, failed := bedrockerr.ClassifyConverse(out)
			if got != tc.want || failed != (tc.want != 0) {
				t.Errorf("ClassifyConverse = %v, %v; want %v", got, failed, tc.want)
			}
			checktest.Assert(t, bedrockerr.CheckConverse(out), tc.want, tc.stop, "")
		})
	}
}

func TestClientNoStopReason(t *testing.T) {
	client := serve(t, 200, nil, `{"output":{"message":{"role":"assistant","content":[{"text":"hello"}]}}}`)
	out, err := client.Converse(context.Background(), input())
	if err != nil {
		t.Fatal(err)
	}
	if got, failed := bedrockerr.ClassifyConverse(out); got != llmerr.Unknown || !failed {
		t.Errorf("ClassifyConverse(no stop reason) = %v, %v; want UNKNOWN", got, failed)
	}
	checktest.Assert(t, bedrockerr.CheckConverse(out), llmerr.Unknown, "", "")
	checktest.Assert(t, bedrockerr.CheckConverse(nil), llmerr.Unknown, "", "")
}

// TestClientAfterSDKRetries checks the tree the SDK returns when its own
// retries give up (a *retry.MaxAttemptsError between the OperationError
// and the response): the class and the status are the same.
func TestClientAfterSDKRetries(t *testing.T) {
	var calls atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		calls.Add(1)
		w.Header().Set("X-Amzn-Errortype", "ThrottlingException")
		w.WriteHeader(429)
		fmt.Fprint(w, `{"message":"m"}`)
	}))
	t.Cleanup(srv.Close)
	client := bedrockruntime.New(bedrockruntime.Options{
		Region:       "us-east-1",
		BaseEndpoint: aws.String(srv.URL),
		Credentials: aws.CredentialsProviderFunc(func(context.Context) (aws.Credentials, error) {
			return aws.Credentials{AccessKeyID: "AKID", SecretAccessKey: "secret"}, nil
		}),
		Retryer: retry.NewStandard(func(o *retry.StandardOptions) {
			o.MaxAttempts = 2
			o.Backoff = retry.BackoffDelayerFunc(func(int, error) (time.Duration, error) { return 0, nil })
		}),
	})
	_, err := client.Converse(context.Background(), input())
	var maxAttempts *retry.MaxAttemptsError
	if calls.Load() != 2 || !errors.As(err, &maxAttempts) {
		t.Fatalf("%d calls, error %T: %v; want 2 calls and a *retry.MaxAttemptsError", calls.Load(), err, err)
	}
	if f, ok := llmerr.FailureOf(err); !ok || f.Class != llmerr.RateLimited || f.HTTPCode != 429 || f.Status != "ThrottlingException" {
		t.Errorf("FailureOf = %+v, %v", f, ok)
	}
}
