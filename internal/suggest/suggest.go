// Package suggest finds the name a misspelled one was meant to be, for
// the "did you mean" of an error about an unknown analyzer, flag, option
// key or type.
package suggest

import "strings"

// Closest returns the candidate nearest to word by edit distance, ignoring
// case, when it is near enough to be a typo of it (at most one edit in
// three letters, and at least one allowed); otherwise "". A tie goes to
// the candidate listed first, so callers pass a fixed order.
func Closest(word string, candidates []string) string {
	best, bestDist := "", max(1, len([]rune(word))/3)+1
	lw := strings.ToLower(word)
	for _, c := range candidates {
		if d := distance(lw, strings.ToLower(c)); d < bestDist && c != word {
			best, bestDist = c, d
		}
	}
	return best
}

// DidYouMean returns `; did you mean "x"?` for the closest candidate, or
// "" when none is close: a suffix for an error message.
func DidYouMean(word string, candidates []string) string {
	if c := Closest(word, candidates); c != "" {
		return `; did you mean "` + c + `"?`
	}
	return ""
}

// distance is the Levenshtein distance between a and b, in runes.
func distance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(rb)]
}
