// Package bedrockerr classifies the failures of Amazon Bedrock Runtime's
// Converse API, as github.com/aws/aws-sdk-go-v2/service/bedrockruntime
// reports them, into llmerr's thirteen classes, on both channels.
//
// Importing the package registers its [Classifier] with llmerr, so
// [llmerr.Classify], the ADK callbacks and plugin, [llmerr.Retry] and the
// metrics read Bedrock's exceptions (types.ThrottlingException,
// types.ValidationException, ...) at any depth of the error tree:
//
//	import _ "github.com/llmerrlint/llmerrlint/llmerr/bedrock"
//
// Responses are classified with [ClassifyConverse], or, for the
// messageStop event of a ConverseStream stream, [ClassifyStopReason].
//
// The SDK retries throttling and server errors itself (three attempts by
// default). When [llmerr.Retry] retries, set the client's
// RetryMaxAttempts to 1 so that the two do not multiply.
//
// Errors that Bedrock's API model does not declare (a bad request
// signature's UnrecognizedClientException or InvalidSignatureException,
// ExpiredTokenException) reach the caller as *smithy.GenericAPIError.
// That type, like *smithy.OperationError and *awshttp.ResponseError,
// belongs to aws-sdk-go-v2 as a whole and every AWS service returns it,
// so the package does not claim it: classifying it would change the
// classes of other services' errors. Such an error is [llmerr.Unknown]
// (never retried) unless something else in its tree is recognised.
//
// The package is named bedrockerr, not bedrockruntime, so that it can be
// imported beside the SDK's own package without renaming either. It lives
// in its own module, github.com/llmerrlint/llmerrlint/llmerr/bedrock,
// which requires only llmerr and the SDK: a user of another provider never
// downloads aws-sdk-go-v2.
//
// Nothing here reads message text: exception types, error codes, HTTP
// status codes and stop reasons are the SDK's structured fields.
package bedrockerr
