// Package mediaclass is an application's classification package that // want package:`errtext\(ClassifyError=searchesText\(0:strings\.Contains\["image dimensions exceed max" "rate limit" "429"\]/-1\)\)\}$`
// imports no SDK. Its classifier first asks whether the text names an
// image error, words outside the LLM failure vocabulary, and only then
// searches for a rate limit: it is still a classifier.
package mediaclass

import "strings"

// Reason is a class of failure.
type Reason string

const (
	Format    Reason = "format"
	RateLimit Reason = "rate_limit"
)

type errorPattern struct{ substring string }

func substr(s string) errorPattern { return errorPattern{substring: s} }

var (
	imagePatterns     = []errorPattern{substr("image dimensions exceed max")}
	rateLimitPatterns = []errorPattern{substr("rate limit"), substr("429")}
)

func matchesAny(msg string, patterns []errorPattern) bool {
	for _, p := range patterns {
		if strings.Contains(msg, p.substring) {
			return true
		}
	}
	return false
}

// IsImageDimensionError searches for an image error alone.
func IsImageDimensionError(msg string) bool {
	return matchesAny(msg, imagePatterns)
}

// ClassifyError searches for an image error first, then for a rate limit.
func ClassifyError(err error) Reason {
	msg := strings.ToLower(err.Error())
	if IsImageDimensionError(msg) {
		return Format
	}
	if matchesAny(msg, rateLimitPatterns) {
		return RateLimit
	}
	return ""
}

// IsMediaError searches only for words outside the vocabulary, in two
// searches: not a classifier.
func IsMediaError(err error) bool {
	msg := strings.ToLower(err.Error())
	return IsImageDimensionError(msg) || strings.Contains(msg, "unsupported mime type")
}
