package analysisdoc

import "strings"

// packageComment returns the text of the line comments right above the
// package clause of src, as go/ast's CommentGroup.Text gives it: markers
// and one following space removed, directives dropped, trailing spaces
// trimmed, runs of blank lines collapsed, no leading or trailing blank
// line. It does not parse: analyzers are built at every go vet process's
// start, and go/parser cost more there than everything else they do.
// doc.go files hold line comments only; TestPackageCommentMatchesParser
// holds this to the parser on each of them.
func packageComment(src string) (string, bool) {
	// Sized once: every analyzer's doc is extracted when the process
	// starts, under go vet once per package, and there new memory is
	// page faults.
	block := make([]string, 0, strings.Count(src, "\n")+1)
	for line := range strings.Lines(src) {
		line = strings.TrimRight(line, "\r\n")
		switch {
		case strings.HasPrefix(line, "//"):
			block = append(block, line)
		case strings.HasPrefix(line, "package "):
			return commentText(block), len(block) > 0
		default:
			block = block[:0]
		}
	}
	return "", false
}

func commentText(block []string) string {
	size := 0
	for _, c := range block {
		size += len(c)
	}
	var b strings.Builder
	b.Grow(size)
	blank := true // drops leading blank lines
	pending := false
	for _, c := range block {
		c = c[2:]
		if isDirective(c) {
			continue
		}
		l := strings.TrimRight(strings.TrimPrefix(c, " "), " \t")
		if l == "" {
			pending = !blank
			continue
		}
		if pending {
			b.WriteByte('\n')
			pending = false
		}
		b.WriteString(l)
		b.WriteByte('\n')
		blank = false
	}
	return b.String()
}

// isDirective reports whether c (a line comment without its //) is a
// directive such as go:build or lint:ignore, which Text drops.
func isDirective(c string) bool {
	if strings.HasPrefix(c, "line ") || strings.HasPrefix(c, "extern ") || strings.HasPrefix(c, "export ") {
		return true
	}
	colon := strings.Index(c, ":")
	if colon <= 0 || colon+1 >= len(c) {
		return false
	}
	for i := 0; i <= colon+1; i++ {
		if i == colon {
			continue
		}
		b := c[i]
		if !('a' <= b && b <= 'z' || '0' <= b && b <= '9') {
			return false
		}
	}
	return true
}
