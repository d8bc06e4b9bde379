// Package patternapp calls a model and classifies errors with tables of // want package:`errtext\(Answer=returnsLLMErrors\(google\.golang\.org/genai\) IsNamed=searchesText\(0:\(\*regexp\.Regexp\)\.MatchString\[\]/-1\) IsOverloaded=searchesText\(0:\(\*regexp\.Regexp\)\.MatchString\["overloaded" "\\\\b529\\\\b"\]/-1\) IsQuota=searchesText\(0:\(\*regexp\.Regexp\)\.MatchString\["\(\?i\)quota exceeded" "resource_exhausted"\]/-1\) IsStaleSession=searchesText\(0:\(\*regexp\.Regexp\)\.MatchString\["stale session" "no such table"\]/-1\)\)\}$`
// patterns: its own, and those of a classification package that imports
// no SDK.
package patternapp

import (
	"bufio"
	"context"
	"io"
	"regexp"
	"strings"

	"errtext/patterntable"

	"google.golang.org/genai"
)

func Answer(ctx context.Context, c *genai.Client, q string) (string, error) {
	for {
		resp, err := c.Models.GenerateContent(ctx, "gemini-2.5-flash", genai.Text(q), nil)
		if err == nil {
			return resp.Text(), nil
		}
		if patterntable.ClassifyError(err) == patterntable.RateLimit { // want `error err is classified by its message text with patterntable\.ClassifyError`
			continue
		}
		// Tables of a session store's words, or of labels: no classifier.
		if patterntable.IsStale(err) || patterntable.IsLabelled(err) {
			return "", err
		}
		return "", err
	}
}

type pattern struct {
	substring string
	regex     *regexp.Regexp
	label     string
}

func sub(s string) pattern { return pattern{substring: s} }
func re(r string) pattern  { return pattern{regex: regexp.MustCompile(r)} }

// named keeps its argument as a label, which no search reads.
func named(s string) pattern { return pattern{label: s} }

var (
	quotaPatterns = []pattern{re(`(?i)quota exceeded`), sub("resource_exhausted")}
	// Struct literals hold their needles themselves.
	overloadPatterns = []pattern{{substring: "overloaded"}, {regex: regexp.MustCompile(`\b529\b`)}}
	sessionPatterns  = []pattern{sub("stale session"), re(`no such table`)}
	namedPatterns    = []pattern{named("rate limit"), named("429")}
)

func matches(msg string, patterns []pattern) bool {
	for _, p := range patterns {
		if p.regex != nil && p.regex.MatchString(msg) {
			return true
		}
		if p.substring != "" && strings.Contains(msg, p.substring) {
			return true
		}
	}
	return false
}

// IsQuota is called by no function of the package: its error is
// untraced, and its table's needles belong to the LLM failure vocabulary.
func IsQuota(err error) bool {
	msg := strings.ToLower(err.Error())
	return matches(msg, quotaPatterns) // want `error err is classified by its message text with matches`
}

// IsOverloaded: the same, with a table of struct literals.
func IsOverloaded(err error) bool {
	return matches(err.Error(), overloadPatterns) // want `error err is classified by its message text with matches`
}

// IsStaleSession searches an untraced error for a session store's words.
func IsStaleSession(err error) bool {
	return matches(err.Error(), sessionPatterns)
}

// IsNamed searches fields its table's constructor never sets.
func IsNamed(err error) bool {
	return matches(err.Error(), namedPatterns)
}

// Cached searches a file name, not an error's message.
func Cached(names []string) int {
	n := 0
	for _, name := range names {
		if matches(name, quotaPatterns) {
			n++
		}
	}
	return n
}

// Noisy counts the lines of a log that match the tables.
func Noisy(r io.Reader) int {
	n := 0
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		if matches(sc.Text(), overloadPatterns) {
			n++
		}
	}
	return n
}
