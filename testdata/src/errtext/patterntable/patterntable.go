// Package patterntable is an application's classification package that // want package:`errtext\(ClassifyError=searchesText\(0:\(\*regexp\.Regexp\)\.MatchString\["\(\?i\)rate\[_ \]limit" "too many requests" "429" "overloaded"\]/-1\)\)\}$`
// imports no SDK and keeps its needles in tables of patterns, each built
// by a small constructor that keeps its argument in a field (or compiles
// it), and searched by a helper that reads those fields.
package patterntable

import (
	"regexp"
	"strings"
)

// Reason is a class of failure.
type Reason string

const (
	RateLimit  Reason = "rate_limit"
	Overloaded Reason = "overloaded"
)

type errorPattern struct {
	substring string
	regex     *regexp.Regexp
	label     string
}

func substr(s string) errorPattern { return errorPattern{substring: s} }
func rxp(r string) errorPattern    { return errorPattern{regex: regexp.MustCompile("(?i)" + r)} }

// labelled keeps its argument as a label, which no search reads.
func labelled(s string) errorPattern { return errorPattern{label: s} }

var (
	rateLimitPatterns = []errorPattern{
		rxp(`rate[_ ]limit`),
		substr("too many requests"),
		substr("429"),
	}
	overloadedPatterns = []errorPattern{substr("overloaded")}
	// Needles outside the LLM failure vocabulary: a session store's.
	sessionPatterns = []errorPattern{substr("stale session"), rxp(`database is locked`)}
	// Vocabulary words that only label the patterns.
	labelledPatterns = []errorPattern{labelled("quota"), labelled("503")}
)

func matchesAny(msg string, patterns []errorPattern) bool {
	for _, p := range patterns {
		if p.regex != nil {
			if p.regex.MatchString(msg) {
				return true
			}
		} else if p.substring != "" {
			if strings.Contains(msg, p.substring) {
				return true
			}
		}
	}
	return false
}

func classifyByMessage(msg string) Reason {
	if matchesAny(msg, rateLimitPatterns) {
		return RateLimit
	}
	if matchesAny(msg, overloadedPatterns) {
		return Overloaded
	}
	return ""
}

// ClassifyError classifies by the tables: exported as a classifier.
func ClassifyError(err error) Reason {
	if err == nil {
		return ""
	}
	msg := strings.ToLower(err.Error())
	return classifyByMessage(msg)
}

// IsStale searches for a session store's words: not a classifier.
func IsStale(err error) bool {
	return matchesAny(err.Error(), sessionPatterns)
}

// IsLabelled searches fields its table's constructor never sets: not a
// classifier.
func IsLabelled(err error) bool {
	return matchesAny(err.Error(), labelledPatterns)
}
