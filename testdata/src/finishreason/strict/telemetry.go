package strict

import (
	"context"
	"errors"
	"fmt"

	zlog "github.com/rs/zerolog/log"
	"github.com/sirupsen/logrus"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/metric"
	"go.opentelemetry.io/otel/trace"
	"go.uber.org/zap"
	"google.golang.org/genai"
)

// Structured loggers and OpenTelemetry record the reason; they do not
// act on it: under -strict, a reason that only reaches them is unread.

var (
	logger *zap.Logger
	stops  metric.Int64Counter
)

func zapped(ctx context.Context) string {
	resp, _ := client.Models.GenerateContent(ctx, "gemini", nil, nil) // want `genai\.Models\.GenerateContent: finish reason only logged`
	logger.Info("generated", zap.String("finish_reason", string(resp.Candidates[0].FinishReason)))
	return resp.Text()
}

func zappedWith(ctx context.Context) string {
	resp, _ := client.Models.GenerateContent(ctx, "gemini", nil, nil) // want `genai\.Models\.GenerateContent: finish reason only logged`
	logger.With(zap.String("finish_reason", string(resp.Candidates[0].FinishReason))).Info("generated")
	return resp.Text()
}

func zappedAppended(ctx context.Context) string {
	resp, _ := client.Models.GenerateContent(ctx, "gemini", nil, nil) // want `genai\.Models\.GenerateContent: finish reason only logged`
	fields := []zap.Field{zap.String("model", "gemini")}
	fields = append(fields, zap.String("finish_reason", string(resp.Candidates[0].FinishReason)))
	logger.Info("generated", fields...)
	return resp.Text()
}

func zappedSprintf(ctx context.Context) string {
	resp, _ := client.Models.GenerateContent(ctx, "gemini", nil, nil) // want `genai\.Models\.GenerateContent: finish reason only logged`
	logger.Info(fmt.Sprintf("generated, stop=%s", resp.Candidates[0].FinishReason))
	return resp.Text()
}

// The GenAI semantic conventions put the reason on the span.
func traced(ctx context.Context, span trace.Span) string {
	resp, _ := client.Models.GenerateContent(ctx, "gemini", nil, nil) // want `genai\.Models\.GenerateContent: finish reason only logged`
	span.SetAttributes(attribute.String("gen_ai.response.finish_reasons", string(resp.Candidates[0].FinishReason)))
	return resp.Text()
}

func tracedViaLocal(ctx context.Context, span trace.Span) string {
	resp, _ := client.Models.GenerateContent(ctx, "gemini", nil, nil) // want `genai\.Models\.GenerateContent: finish reason only logged`
	attrs := []attribute.KeyValue{attribute.Key("gen_ai.response.finish_reasons").String(string(resp.Candidates[0].FinishReason))}
	span.AddEvent("response", trace.WithAttributes(attrs...))
	return resp.Text()
}

func counted(ctx context.Context) string {
	resp, _ := client.Models.GenerateContent(ctx, "gemini", nil, nil) // want `genai\.Models\.GenerateContent: finish reason only logged`
	stops.Add(ctx, 1, metric.WithAttributes(attribute.String("reason", string(resp.Candidates[0].FinishReason))))
	return resp.Text()
}

// Recorded and decided on: silent.
func tracedAndDecided(ctx context.Context, span trace.Span) (string, error) {
	resp, _ := client.Models.GenerateContent(ctx, "gemini", nil, nil)
	reason := resp.Candidates[0].FinishReason
	span.SetAttributes(attribute.String("gen_ai.response.finish_reasons", string(reason)))
	if reason != genai.FinishReasonStop {
		return "", errors.New("incomplete")
	}
	return resp.Text(), nil
}

// A message built from the reason that becomes an error is handled.
func formattedIntoError(ctx context.Context) (string, error) {
	resp, _ := client.Models.GenerateContent(ctx, "gemini", nil, nil)
	msg := fmt.Sprintf("stopped: %s", resp.Candidates[0].FinishReason)
	if len(resp.Candidates[0].Content.Parts) == 0 {
		return "", errors.New(msg)
	}
	return resp.Text(), nil
}

func zerologged(ctx context.Context) string {
	resp, _ := client.Models.GenerateContent(ctx, "gemini", nil, nil) // want `genai\.Models\.GenerateContent: finish reason only logged`
	zlog.Info().Str("finish_reason", string(resp.Candidates[0].FinishReason)).Msg("generated")
	return resp.Text()
}

func logrusFields(ctx context.Context) string {
	resp, _ := client.Models.GenerateContent(ctx, "gemini", nil, nil) // want `genai\.Models\.GenerateContent: finish reason only logged`
	logrus.WithFields(logrus.Fields{"finish_reason": resp.Candidates[0].FinishReason}).Warn("generated")
	return resp.Text()
}

func logrusf(ctx context.Context) string {
	resp, _ := client.Models.GenerateContent(ctx, "gemini", nil, nil) // want `genai\.Models\.GenerateContent: finish reason only logged`
	logrus.Infof("generated, stop=%s", resp.Candidates[0].FinishReason)
	return resp.Text()
}

// The entry's fields read back and decided on: silent.
func logrusDecided(ctx context.Context) (string, error) {
	resp, _ := client.Models.GenerateContent(ctx, "gemini", nil, nil)
	entry := logrus.WithField("finish_reason", resp.Candidates[0].FinishReason)
	if entry.Data["finish_reason"] != genai.FinishReasonStop {
		entry.Warn("incomplete")
		return "", errors.New("incomplete")
	}
	return resp.Text(), nil
}
