package bedrockerr_test

import (
	"errors"
	"fmt"
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

var (
	sinkClass  llmerr.ErrorClass
	sinkCode   int
	sinkStatus string
)

// exceptionFor builds one of Bedrock's exceptions, or another error, from a
// fuzzed index and error code override.
func exceptionFor(i uint8, code string) error {
	override := &code
	switch i % 14 {
	case 0:
		return &types.ThrottlingException{ErrorCodeOverride: override}
	case 1:
		return &types.ServiceQuotaExceededException{ErrorCodeOverride: override}
	case 2:
		return &types.ModelTimeoutException{ErrorCodeOverride: override}
	case 3:
		return &types.ModelNotReadyException{ErrorCodeOverride: override}
	case 4:
		return &types.ServiceUnavailableException{ErrorCodeOverride: override}
	case 5:
		return &types.InternalServerException{ErrorCodeOverride: override}
	case 6:
		return &types.ModelErrorException{ErrorCodeOverride: override}
	case 7:
		return &types.ModelStreamErrorException{ErrorCodeOverride: override}
	case 8:
		return &types.ConflictException{ErrorCodeOverride: override}
	case 9:
		return &types.ValidationException{ErrorCodeOverride: override}
	case 10:
		return &types.AccessDeniedException{ErrorCodeOverride: override}
	case 11:
		return &types.ResourceNotFoundException{ErrorCodeOverride: override}
	case 12:
		return (*types.ThrottlingException)(nil)
	}
	return &smithy.GenericAPIError{Code: code}
}

// FuzzClassify builds Bedrock errors, wrapped as the SDK wraps them with
// any HTTP status, and Converse responses from arbitrary input:
// classifying them never panics, never allocates (the core's budget is
// zero), and always yields a class or no failure.
func FuzzClassify(f *testing.F) {
	f.Add(uint8(0), 429, "ThrottlingException", "max_tokens")
	f.Add(uint8(1), 400, "", "guardrail_intervened")
	f.Add(uint8(12), 0, "\x00", "")
	f.Add(uint8(13), 503, "UnrecognizedClientException", "new")
	f.Fuzz(func(t *testing.T, kind uint8, status int, code, stop string) {
		resp := &awshttp.ResponseError{ResponseError: &smithyhttp.ResponseError{
			Response: &smithyhttp.Response{Response: &http.Response{StatusCode: status}},
			Err:      exceptionFor(kind, code),
		}}
		op := &smithy.OperationError{ServiceID: bedrockruntime.ServiceID, OperationName: "Converse", Err: resp}
		tree := errors.Join(fmt.Errorf("w: %w", op), errors.New("x"))
		out := &bedrockruntime.ConverseOutput{StopReason: types.StopReason(stop)}
		check := func(name string, fn func()) {
			if n := testing.AllocsPerRun(3, fn); n != 0 {
				t.Errorf("%s: %v allocations", name, n)
			}
			if sinkClass != 0 && !sinkClass.IsFailure() {
				t.Errorf("%s: invalid class %v", name, sinkClass)
			}
		}
		check("Classify", func() { sinkClass = llmerr.Classify(tree) })
		check("ErrorStatus", func() { sinkCode, sinkStatus = bedrockerr.Classifier{}.ErrorStatus(resp) })
		check("ClassifyConverse", func() { sinkClass, _ = bedrockerr.ClassifyConverse(out) })
	})
}

func BenchmarkClassify(b *testing.B) {
	resp := &awshttp.ResponseError{ResponseError: &smithyhttp.ResponseError{
		Response: &smithyhttp.Response{Response: &http.Response{StatusCode: 429}},
		Err:      &types.ThrottlingException{},
	}}
	err := fmt.Errorf("agent: %w", &smithy.OperationError{ServiceID: bedrockruntime.ServiceID, OperationName: "Converse", Err: resp})
	b.ReportAllocs()
	for b.Loop() {
		sinkClass = llmerr.Classify(err)
	}
}
