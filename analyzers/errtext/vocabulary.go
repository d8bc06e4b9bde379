package errtext

import (
	"strings"
	"unicode"
)

// vocabulary is the LLM failure vocabulary: the words and codes with which
// code spells a model call's failure. An error whose origin cannot be
// traced is reported only when its text is searched for one of them, in a
// package that imports an LLM API. Needles are compared lower-cased, with
// '_' and '-' read as spaces; codes as whole numbers.
var vocabulary = []string{
	"rate limit", "ratelimit", "too many requests", "quota", "resource exhausted",
	"overloaded", "unavailable", "context length", "context window",
	"maximum context", "token limit", "too many tokens", "max tokens",
	"number of tokens", "prompt is too long", "content filter", "content policy",
	"safety", "blocked", "api key", "apikey", "deadline",
}

// classes maps needles to the llmerr class they name, for the fix. A
// needle that names no class, or more than one, gets no fix.
var classes = []struct {
	class string
	words []string
	codes []string
}{
	{"RateLimited", []string{"resource exhausted", "rate limit", "ratelimit", "too many requests", "quota"}, []string{"429"}},
	{"Auth", []string{"unauthenticated", "permission denied", "api key", "apikey"}, []string{"401", "403"}},
	{"NotFound", []string{"not found"}, []string{"404"}},
	{"BadRequest", []string{"invalid argument"}, []string{"400"}},
	{"Server", []string{"unavailable", "internal", "overloaded"}, []string{"500", "502", "503"}},
	{"Timeout", []string{"deadline", "timeout"}, []string{"504"}},
}

// normalize lower-cases a needle and reads '_' and '-' as spaces.
func normalize(s string) string {
	return strings.Map(func(r rune) rune {
		if r == '_' || r == '-' {
			return ' '
		}
		return unicode.ToLower(r)
	}, s)
}

// numbers returns the runs of digits of s.
func numbers(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsDigit(r) })
}

// inVocabulary reports whether a needle belongs to the LLM failure
// vocabulary: a word above, 429, or a 5xx code.
func inVocabulary(needle string) bool {
	n := normalize(needle)
	for _, w := range vocabulary {
		if strings.Contains(n, w) {
			return true
		}
	}
	for _, num := range numbers(n) {
		if num == "429" || len(num) == 3 && num[0] == '5' {
			return true
		}
	}
	return false
}

// anyInVocabulary reports whether one of the needles belongs to the LLM
// failure vocabulary.
func anyInVocabulary(needles []string) bool {
	for _, n := range needles {
		if inVocabulary(n) {
			return true
		}
	}
	return false
}

// classOf returns the one llmerr class that the needles name, or "".
// The canonical status names (NOT_FOUND, INTERNAL) count only in capitals,
// as gRPC spells them; "internal" or "not found" in prose names nothing.
func classOf(needles []string) string {
	found := ""
	for _, needle := range needles {
		n := normalize(needle)
		nums := numbers(n)
		for _, c := range classes {
			hit := false
			for _, w := range c.words {
				if strings.Contains(n, w) && (!statusOnly(w) || strings.Contains(needle, strings.ToUpper(strings.ReplaceAll(w, " ", "_")))) {
					hit = true
				}
			}
			for _, code := range c.codes {
				for _, num := range nums {
					if num == code {
						hit = true
					}
				}
			}
			if !hit {
				continue
			}
			if found != "" && found != c.class {
				return ""
			}
			found = c.class
		}
	}
	return found
}

// statusOnly lists the words that name a class only as a canonical status.
func statusOnly(w string) bool {
	switch w {
	case "not found", "internal", "invalid argument", "permission denied", "unavailable", "unauthenticated":
		return true
	}
	return false
}

// hasWordChar reports whether s has a letter or a digit: a needle without
// one ("\n", ": ") cuts the text for display and classifies nothing.
func hasWordChar(s string) bool {
	return strings.ContainsFunc(s, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) })
}
