package bedrockerr

import (
	awshttp "github.com/aws/aws-sdk-go-v2/aws/transport/http"
	"github.com/aws/aws-sdk-go-v2/service/bedrockruntime/types"
	"github.com/llmerrlint/llmerrlint/llmerr"
)

// Classifier recognises the exceptions of Bedrock Runtime
// (github.com/aws/aws-sdk-go-v2/service/bedrockruntime/types): a failed
// call returns a *smithy.OperationError wrapping an *awshttp.ResponseError
// wrapping one of them, and a ConverseStream stream reports a mid-stream
// failure as one of them. The package registers it with [llmerr.Register]
// when it is imported.
//
// It claims two kinds of node and nothing else: a Bedrock exception, and
// an *awshttp.ResponseError whose Err is a Bedrock exception (so that
// [llmerr.FailureOf] reports the response's real HTTP status). The
// OperationError, an *awshttp.ResponseError around any other error and
// *smithy.GenericAPIError belong to aws-sdk-go-v2 as a whole, which every
// AWS service returns; claiming them would change the classes of other
// services' errors.
type Classifier struct{}

func init() { llmerr.Register(Classifier{}) }

// ClassifyError classifies one node of an error tree; see
// [llmerr.Classifier]. The exception's type decides (see
// [ClassifyException]), not the HTTP status: Bedrock sends
// ServiceQuotaExceededException with a 400 and ModelNotReadyException with
// a 429, which the status alone would call BAD_REQUEST and RATE_LIMITED.
func (Classifier) ClassifyError(err error) (llmerr.ErrorClass, bool) {
	_, class, ok := exception(err)
	return class, ok
}

// ErrorStatus reports, for [llmerr.FailureOf], the HTTP code and the error
// code (ErrorCode(), "ThrottlingException" say) of a recognised node. For
// an *awshttp.ResponseError the code is the response's status; for a bare
// exception, which does not keep the response, it is the status Bedrock's
// API model declares for the exception.
func (Classifier) ErrorStatus(err error) (int, string) {
	x, _, ok := exception(err)
	if !ok {
		return 0, ""
	}
	code := declaredStatus(x)
	if r, ok := err.(*awshttp.ResponseError); ok && r.Response != nil && r.Response.Response != nil {
		code = r.Response.StatusCode
	}
	return code, x.ErrorCode()
}

// bedrockException is what every exception of the types package
// implements (smithy.APIError's code part).
type bedrockException interface {
	error
	ErrorCode() string
}

// exception returns the Bedrock exception err is, or that err wraps
// directly as an *awshttp.ResponseError, with its class; ok is false when
// there is none (a typed nil exception included).
func exception(err error) (x bedrockException, class llmerr.ErrorClass, ok bool) {
	if r, isResp := err.(*awshttp.ResponseError); isResp {
		if r == nil || r.ResponseError == nil {
			return nil, 0, false
		}
		err = r.Err
	}
	if class, ok = ClassifyException(err); !ok {
		return nil, 0, false
	}
	x, ok = err.(bedrockException)
	return x, class, ok
}

// is reports whether err is a non-nil E.
func is[E interface {
	comparable
	error
}](err error) bool {
	e, ok := err.(E)
	var none E
	return ok && e != none
}

// declaredStatus is the HTTP status Bedrock's API model (the Smithy
// httpError trait) declares for an exception; 0 when it declares none.
func declaredStatus(err error) int {
	switch err.(type) {
	case *types.ValidationException, *types.ServiceQuotaExceededException, *types.ConflictException:
		return 400
	case *types.AccessDeniedException:
		return 403
	case *types.ResourceNotFoundException:
		return 404
	case *types.ModelTimeoutException:
		return 408
	case *types.ModelErrorException, *types.ModelStreamErrorException:
		return 424
	case *types.ThrottlingException, *types.ModelNotReadyException:
		return 429
	case *types.InternalServerException:
		return 500
	case *types.ServiceUnavailableException:
		return 503
	}
	return 0
}

// ClassifyException maps a Bedrock Runtime exception to a class. ok is
// false for nil, a typed nil exception and any error that is not one of
// the exceptions below (pass the exception itself, as errors.As finds
// it, not the error wrapping it):
//
//   - ThrottlingException (429) is [llmerr.RateLimited]. So is
//     ServiceQuotaExceededException, although Bedrock sends it with a
//     400: a request over the account's quota is a quota refusal, like
//     OpenAI's insufficient_quota and Anthropic's billing_error, and
//     belongs with the rate limits, where quota refusals are watched.
//   - ModelTimeoutException (408: the model took longer than its timeout)
//     is [llmerr.Timeout].
//   - InternalServerException (500) and ServiceUnavailableException (503)
//     are [llmerr.Server]. So is ModelNotReadyException (a 429 that the
//     SDK itself retries): the model is not yet loaded to serve, a
//     provider-side condition that passes, not the caller's quota.
//   - ModelErrorException (424 Failed Dependency: the model behind Bedrock
//     failed while processing the request) and ModelStreamErrorException
//     (the same, in the middle of a ConverseStream stream) are
//     [llmerr.Server]: the provider's side failed and AWS says to retry.
//     They are not [llmerr.ToolProtocol] or [llmerr.OutputBlocked]: they
//     say nothing about the output, and a malformed answer comes back as
//     a stop reason instead (see [ClassifyStopReason]).
//   - ConflictException is [llmerr.Server], like HTTP 409 and Anthropic's
//     conflict_error.
//   - ValidationException (400) is [llmerr.BadRequest]; that includes a
//     prompt too long for the model: no output came back, so it is not
//     Truncated.
//   - AccessDeniedException (403) is [llmerr.Auth]; ResourceNotFoundException
//     (404, an unknown model or inference profile) is [llmerr.NotFound].
func ClassifyException(err error) (class llmerr.ErrorClass, ok bool) {
	switch {
	case is[*types.ThrottlingException](err), is[*types.ServiceQuotaExceededException](err):
		return llmerr.RateLimited, true
	case is[*types.ModelTimeoutException](err):
		return llmerr.Timeout, true
	case is[*types.InternalServerException](err), is[*types.ServiceUnavailableException](err),
		is[*types.ModelNotReadyException](err), is[*types.ModelErrorException](err),
		is[*types.ModelStreamErrorException](err), is[*types.ConflictException](err):
		return llmerr.Server, true
	case is[*types.ValidationException](err):
		return llmerr.BadRequest, true
	case is[*types.AccessDeniedException](err):
		return llmerr.Auth, true
	case is[*types.ResourceNotFoundException](err):
		return llmerr.NotFound, true
	}
	return 0, false
}
