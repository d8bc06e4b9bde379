// Package streamretry defines an Analyzer that reports retry loops around
// streaming model calls that forward chunks before the stream succeeded.
//
// # Analyzer streamretry
//
// streamretry: report retries of a streaming model call after its chunks were forwarded
//
// A stream can fail after it has delivered chunks. When the code hands
// each chunk on as it arrives (to an iterator's yield, a channel, an
// io.Writer, a callback) and a loop around the call retries on the error,
// the retry sends again what the user has already seen, or runs a tool
// call twice. The rule: no retry after the first chunk has been forwarded.
//
// The analyzer reports a loop when
//
//   - it repeats a streaming model call, one of the streams of the SDK
//     table of the reference ([SDKs]), on the terms the table gives:
//     ADK's model.LLM.GenerateContent (on the interface or any
//     implementation) unless its stream argument is false, ADK's
//     runner.Run when its RunConfig literal sets StreamingMode to
//     agent.StreamingModeSSE (a server that writes each partial event to
//     its client), langchaingo's GenerateContent with
//     llms.WithStreamingFunc;
//   - while it consumes the stream (in the loop that ranges over it or
//     calls its Next or Recv; for Bedrock, the loop that ranges over or
//     receives from the Events channel of out.GetStream(), directly or
//     through locals; or in the function handed to WithStreamingFunc),
//     it hands data that comes from the stream (a range variable, the
//     streaming func's argument, or a variable set from them, a type
//     switch's included) to yield or another function parameter or
//     field, sends it on a channel declared outside the loop, or writes
//     it to a writer that is not a local bytes.Buffer or strings.Builder;
//   - it goes round again on an error once chunks may have gone out: a
//     continue of the loop under a condition on an error value (the
//     call's, or the stream's Err()), inside the loop that consumes the
//     stream or after the first forwarding site (a continue on the
//     call's own error, before any chunk, retries nothing seen); a last
//     statement that leaves the loop only when there is no error
//     (if stream.Err() == nil { return }, if err != nil { ... } else
//     { return }, or if ok { return } where the loop sets the bool ok
//     only to constants, and to false only under a test of an error); or
//     no continue at all: the consuming loop breaks under if err != nil,
//     nothing after it leaves the retrying loop, and a success does
//     leave it (a return in the consuming loop under a test of the
//     stream's end, if errors.Is(err, io.EOF) { return nil }, or an if
//     statement after it that returns). Without that exit on success
//     the loop is no retry but a loop over turns: a chat that reads the
//     next question after a failed answer, an agent that asks the model
//     again with the next request (if !yield(...) { return } is no exit
//     on success).
//
// A retry library's call counts as the loop when the streaming call is
// in the function handed to it: backoff.Retry (v4 and v5) and its
// RetryNotify forms, retry-go's Do and DoWithData, and the go-resiliency
// retrier's Run, which call the function again whenever it returns an
// error. The function goes round again when it returns an error that is
// not nil and not wrapped by backoff.Permanent or retry.Unrecoverable, in
// the loop that consumes the stream or after the first forwarding site;
// the finding then names the library's call:
//
//	backoff.Retry retries openai.Client.CreateChatCompletionStream after forwarding chunks of the failed stream
//
// The retrying loop is a for statement, or a range over an integer or an
// iterator; a loop around the call that ranges over a slice or channel
// runs one stream per element, not a retry (the range over Bedrock's
// Events channel inside it only consumes the stream). The finding sits
// on the loop's for, and the related position on the first forwarding
// site:
//
//	loop retries anthropic.MessageService.NewStreaming after forwarding chunks of the failed stream
//
// It stays silent when the chunks are buffered and forwarded only after
// the stream ended without error, and when the retry is guarded: a
// variable (a flag or a counter) updated where chunks are forwarded is
// tested in the loop's condition or in an if statement of its body,
// unless that if statement only writes log lines (log.Print, slog and
// the other display functions finishreason lists; Fatal and Panic forms
// leave, so they guard).
//
// For example
//
//	retry:
//	for range 3 { // reported
//		for resp, err := range llm.GenerateContent(ctx, req, true) {
//			if err != nil {
//				continue retry
//			}
//			if !yield(resp, nil) {
//				return
//			}
//		}
//		return
//	}
//
// Instead, record that output went out and stop retrying from then on,
// as llmerr.Retry does:
//
//	forwarded := false
//	for resp, err := range llm.GenerateContent(ctx, req, true) {
//		if err != nil {
//			if forwarded {
//				yield(nil, err) // the caller decides; a replay would repeat output
//				return
//			}
//			continue retry
//		}
//		forwarded = true
//		if !yield(resp, nil) {
//			return
//		}
//	}
//
// or buffer the chunks and forward them once the stream has succeeded.
//
// The analyzer has no options.
//
// [SDKs]: https://github.com/llmerrlint/llmerrlint/blob/main/docs/analyzers.md#sdks
package streamretry
