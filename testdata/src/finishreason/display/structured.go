package display

import (
	"context"

	"github.com/rs/zerolog"
	"github.com/sirupsen/logrus"
	"go.uber.org/zap"
	"google.golang.org/genai"
)

// A structured logger serialises the response into the line and reads no
// reason: logging it is a use, as a print is.

func zapDebug(ctx context.Context, c *genai.Client, logger *zap.Logger) string {
	resp, err := c.Models.GenerateContent(ctx, "gemini", nil, nil) // want `genai\.Models\.GenerateContent: finish reason never read`
	if err != nil {
		return ""
	}
	logger.Info("generated", zap.Any("response", resp))
	return resp.Text()
}

func logrusDebug(ctx context.Context, c *genai.Client) string {
	resp, err := c.Models.GenerateContent(ctx, "gemini", nil, nil) // want `genai\.Models\.GenerateContent: finish reason never read`
	if err != nil {
		return ""
	}
	logrus.WithField("candidates", resp.Candidates).Warn("generated")
	return resp.Text()
}

func zerologDebug(ctx context.Context, c *genai.Client, logger *zerolog.Logger) string {
	resp, err := c.Models.GenerateContent(ctx, "gemini", nil, nil) // want `genai\.Models\.GenerateContent: finish reason never read`
	if err != nil {
		return ""
	}
	logger.Info().Interface("response", resp).Msg("generated")
	return resp.Text()
}

// The field is handed back to the caller, who may do anything with what
// it holds: the response escapes, silent.
func zapField(ctx context.Context, c *genai.Client) (string, zap.Field) {
	resp, err := c.Models.GenerateContent(ctx, "gemini", nil, nil)
	if err != nil {
		return "", zap.Field{}
	}
	return resp.Text(), zap.Any("response", resp)
}

// The entry is kept, and its fields may be read back: silent.
func logrusKept(ctx context.Context, c *genai.Client) (string, *logrus.Entry) {
	resp, err := c.Models.GenerateContent(ctx, "gemini", nil, nil)
	if err != nil {
		return "", nil
	}
	return resp.Text(), logrus.WithField("response", resp)
}
