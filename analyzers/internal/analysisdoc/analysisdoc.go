// Package analysisdoc turns an analyzer's doc.go package comment into its
// Analyzer.Doc, so the documentation is written once, in Go doc form.
package analysisdoc

import (
	"fmt"
	"go/doc/comment"
	"strings"
	"sync"
)

// Extract returns the Doc for analyzer name from the source of its doc.go.
// The package comment must contain a "# Analyzer <name>" heading followed by
// a "<name>: <title>" line; the Doc is the title, a blank line, and the rest
// of the section, up to the next "# Analyzer" heading. Other headings are
// the section's own subsections ("# Which errors"), which the Doc keeps:
// llmerrlint help prints them, and the reference renders them as headings
// of the analyzer's section. It panics on malformed input: that is a build-time bug
// caught by every test of the analyzer.
//
// The result is remembered: analyzers are built at init and again for
// each configuration, and under go vet every package is a new process,
// where parsing eight doc.go files each time was most of the start-up.
func Extract(src, name string) string {
	key := docKey{src, name}
	if doc, ok := extracted.Load(key); ok {
		return doc.(string)
	}
	doc := extract(src, name)
	extracted.Store(key, doc)
	return doc
}

type docKey struct{ src, name string }

var extracted sync.Map // docKey → string

func extract(src, name string) string {
	text, ok := packageComment(src)
	if !ok {
		panic(fmt.Sprintf("analysisdoc: doc.go of %s has no package comment", name))
	}
	_, section, found := strings.Cut(text, "# Analyzer "+name+"\n")
	if !found {
		panic(fmt.Sprintf("analysisdoc: doc.go of %s lacks the heading %q", name, "# Analyzer "+name))
	}
	section = strings.TrimLeft(section, "\n")
	title, body, _ := strings.Cut(section, "\n")
	title, ok = strings.CutPrefix(title, name+": ")
	if !ok {
		panic(fmt.Sprintf("analysisdoc: doc.go of %s: the line after the heading must start with %q", name, name+": "))
	}
	if next := strings.Index(body, "\n# Analyzer "); next >= 0 {
		body = body[:next]
	}
	return strings.TrimSpace(title) + "\n\n" + strings.TrimSpace(body)
}

// URL returns the documentation address of an analyzer: its section of
// the generated reference (see Reference), on the main branch.
func URL(name string) string {
	return referenceURL + "#" + name
}

const referenceURL = "https://github.com/llmerrlint/llmerrlint/blob/main/" + ReferencePath

// SectionURL returns the address of a subsection of an analyzer's
// reference, the part of its doc.go under the heading "# <heading>": a
// diagnostic's URL, when one section says what to do about it.
func SectionURL(name, heading string) string {
	return referenceURL + "#" + sectionID(name, heading)
}

// sectionID is the anchor of a subsection in the reference: the analyzer's
// name and the heading's words, lower case, joined by hyphens.
func sectionID(name, heading string) string {
	return name + "-" + strings.Join(strings.Fields(strings.ToLower(heading)), "-")
}

// headingText returns the plain text of a doc comment heading.
func headingText(h *comment.Heading) string {
	var b strings.Builder
	for _, t := range h.Text {
		if p, ok := t.(comment.Plain); ok {
			b.WriteString(string(p))
		}
	}
	return b.String()
}
