package errtext

import (
	"slices"

	"golang.org/x/tools/go/ast/inspector"
)

// The summaries (which functions return LLM errors, which error
// parameters receive them, which functions search a parameter's text)
// are built by walking the package's declarations until nothing changes.
// A walk of one declaration depends only on the summaries it reads, so
// after the first round only the declarations that read a summary which
// changed after they read it are walked again. Walking every declaration
// each round cost a whole extra walk of the package, and on code that is
// all model calls errtext's walks are most of its time.

// summaryKey names one summary: a *types.Func (its returns or helpers)
// or a *types.Var (the origin of an error parameter).
type summaryKey any

// deps records, for the round under way, which declarations read each
// summary, and which declarations must be walked again.
type deps struct {
	cur     int // the declaration being walked; -1 outside a summary round
	readers map[summaryKey][]int
	again   map[int]bool
	// searches marks the declarations whose last walk met a search of
	// text (see searched).
	searches map[int]bool
}

// searched notes that the declaration being walked searches text. Only
// those need the reporting walk: a walk reports nothing but searches, and
// the last summary walk of a declaration saw the summaries it read as
// they end up, so a declaration whose last walk met no search meets none
// on the reporting walk either.
func (d *deps) searched() {
	if d.cur < 0 {
		return
	}
	if d.searches == nil {
		d.searches = map[int]bool{}
	}
	d.searches[d.cur] = true
}

// read notes that the declaration being walked reads key.
func (d *deps) read(key summaryKey) {
	if d.cur < 0 {
		return
	}
	if d.readers == nil {
		d.readers = map[summaryKey][]int{}
	}
	rs := d.readers[key]
	if len(rs) == 0 || rs[len(rs)-1] != d.cur {
		d.readers[key] = append(rs, d.cur)
	}
}

// changed notes that key's summary grew: whoever read it before must
// read it again. Later readers see the new value.
func (d *deps) changed(key summaryKey) {
	for _, r := range d.readers[key] {
		if d.again == nil {
			d.again = map[int]bool{}
		}
		d.again[r] = true
	}
	delete(d.readers, key)
}

// summarize walks decls until the summaries stop changing: all of them
// once, then those whose summaries changed under them. The summaries only
// grow, so this ends; each round follows errors one call further back. A
// chain longer than maxRounds is left unfollowed: silence, never a guess.
//
// It returns the declarations the reporting walk must visit, in order:
// those whose last walk met a search, and any left unsettled by maxRounds.
func (a *pkgState) summarize(decls []inspector.Cursor) []inspector.Cursor {
	todo := make([]int, len(decls))
	for i := range todo {
		todo[i] = i
	}
	searches := map[int]bool{}
	for round := 0; round < maxRounds && len(todo) > 0; round++ {
		a.deps = deps{readers: a.deps.readers}
		for _, i := range todo {
			a.deps.cur = i
			a.walkDecl(decls[i])
			searches[i] = a.deps.searches[i]
		}
		a.deps.cur = -1
		a.implementations()
		todo = todo[:0]
		for i := range a.deps.again {
			todo = append(todo, i)
		}
		slices.Sort(todo)
	}
	for _, i := range todo {
		searches[i] = true // not settled: walk it to report, as before
	}
	a.deps = deps{cur: -1}
	var report []inspector.Cursor
	for i, d := range decls {
		if searches[i] {
			report = append(report, d)
		}
	}
	return report
}

// maxRounds bounds the walks that build the package's summaries.
const maxRounds = 8
