package bedrockerr_test

import (
	"errors"
	"fmt"
	"io"
	"net/http"
	"testing"

	awshttp "github.com/aws/aws-sdk-go-v2/aws/transport/http"
	"github.com/aws/aws-sdk-go-v2/service/bedrockruntime"
	"github.com/aws/aws-sdk-go-v2/service/bedrockruntime/types"
	"github.com/aws/smithy-go"
	smithyhttp "github.com/aws/smithy-go/transport/http"
	"github.com/llmerrlint/llmerrlint/llmerr"
	bedrockerr "github.com/llmerrlint/llmerrlint/llmerr/bedrock"
)

func TestClassifyError(t *testing.T) {
	var nilErr *types.ThrottlingException
	for _, tc := range []struct {
		name string
		err  error
		want llmerr.ErrorClass
	}{
		{"throttling", &types.ThrottlingException{}, llmerr.RateLimited},
		{"mid-stream", &types.ModelStreamErrorException{}, llmerr.Server},
		{"typed nil", nilErr, llmerr.Unknown},
		{"empty response error", &awshttp.ResponseError{}, llmerr.Unknown},
		{"generic API error", &smithy.GenericAPIError{Code: "ThrottlingException"}, llmerr.Unknown},
		{"deep", errors.Join(io.ErrUnexpectedEOF, fmt.Errorf("a: %w", &types.AccessDeniedException{})), llmerr.Auth},
		{"beats a transport error", errors.Join(io.ErrUnexpectedEOF, &types.ValidationException{}), llmerr.BadRequest},
	} {
		if got := llmerr.Classify(tc.err); got != tc.want {
			t.Errorf("%s: Classify = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestErrorStatus checks that FailureOf reports the status Bedrock's
// model declares for a bare exception, and the response's own for one
// inside an *awshttp.ResponseError.
func TestErrorStatus(t *testing.T) {
	f, ok := llmerr.FailureOf(&types.ServiceQuotaExceededException{})
	if !ok || f.HTTPCode != 400 || f.Status != "ServiceQuotaExceededException" || f.Class != llmerr.RateLimited {
		t.Errorf("FailureOf(bare) = %+v, %v", f, ok)
	}
	resp := &awshttp.ResponseError{ResponseError: &smithyhttp.ResponseError{
		Response: &smithyhttp.Response{Response: newResponse(503)},
		Err:      &types.ServiceUnavailableException{},
	}}
	op := &smithy.OperationError{ServiceID: bedrockruntime.ServiceID, OperationName: "Converse", Err: resp}
	f, ok = llmerr.FailureOf(op)
	if !ok || f.HTTPCode != 503 || f.Status != "ServiceUnavailableException" || f.Class != llmerr.Server {
		t.Errorf("FailureOf(OperationError) = %+v, %v", f, ok)
	}
}

// TestEveryException makes sure each exception of the types package has a
// decided class. The list is the set of *Exception types in
// bedrockruntime v1.63.13's types/errors.go.
func TestEveryException(t *testing.T) {
	for _, err := range []error{
		&types.AccessDeniedException{}, &types.ConflictException{}, &types.InternalServerException{},
		&types.ModelErrorException{}, &types.ModelNotReadyException{}, &types.ModelStreamErrorException{},
		&types.ModelTimeoutException{}, &types.ResourceNotFoundException{}, &types.ServiceQuotaExceededException{},
		&types.ServiceUnavailableException{}, &types.ThrottlingException{}, &types.ValidationException{},
	} {
		if _, ok := bedrockerr.ClassifyException(err); !ok {
			t.Errorf("%T has no class", err)
		}
		if f, ok := llmerr.FailureOf(err); !ok || f.HTTPCode == 0 {
			t.Errorf("%T: FailureOf = %+v, %v; want a declared HTTP status", err, f, ok)
		}
	}
}

func TestClassifyStopReason(t *testing.T) {
	for _, tc := range stopReasons {
		r := types.StopReason(tc.stop)
		if got, failed := bedrockerr.ClassifyStopReason(r); got != tc.want || failed != (tc.want != 0) {
			t.Errorf("ClassifyStopReason(%q) = %v, %v; want %v", r, got, failed, tc.want)
		}
	}
	// Every value the SDK declares is decided, none is Unknown.
	for _, r := range types.StopReason("").Values() {
		if got, _ := bedrockerr.ClassifyStopReason(r); got == llmerr.Unknown {
			t.Errorf("ClassifyStopReason(%q) = UNKNOWN: decide its class", r)
		}
	}
	if got, failed := bedrockerr.ClassifyStopReason(""); got != 0 || failed {
		t.Errorf(`ClassifyStopReason("") = %v, %v`, got, failed)
	}
	if got, _ := bedrockerr.ClassifyConverse(nil); got != llmerr.Unknown {
		t.Errorf("ClassifyConverse(nil) = %v", got)
	}
	if got, _ := bedrockerr.ClassifyConverse(&bedrockruntime.ConverseOutput{}); got != llmerr.Unknown {
		t.Errorf("ClassifyConverse(no stop reason) = %v", got)
	}
}

func newResponse(status int) *http.Response {
	return &http.Response{StatusCode: status, Header: http.Header{}}
}
