package llmapi

import (
	"go/types"
	"sort"
	"sync"
)

// displayKind tells a display function that returns from one that does
// not (log.Fatal, log.Panic): the line is written either way, but code
// after the call runs only after the first.
type displayKind uint8

const (
	shows displayKind = iota + 1
	showsAndLeaves
)

// displayFuncs print or log their ...any arguments and keep nothing: a
// response passed to one is used (shown), not handed to code that might
// read its reason. Writers (fmt.Fprint*, w.Write) and serialisers
// (json.Marshal) are not listed: they send the response on. Recv is the
// receiver type for methods (*log.Logger, *slog.Logger).
var displayFuncs = sync.OnceValue(func() map[ObjectRef]displayKind {
	m := map[ObjectRef]displayKind{}
	add := func(kind displayKind, pkg, recv string, names ...string) {
		for _, n := range names {
			m[ObjectRef{PkgPath: pkg, Recv: recv, Name: n}] = kind
		}
	}
	logNames := []string{"Print", "Printf", "Println"}
	logLeaving := []string{"Fatal", "Fatalf", "Fatalln", "Panic", "Panicf", "Panicln"}
	slogNames := []string{"Debug", "Info", "Warn", "Error", "Log",
		"DebugContext", "InfoContext", "WarnContext", "ErrorContext"}
	add(shows, "fmt", "", "Print", "Printf", "Println")
	for _, recv := range []string{"", "Logger"} {
		add(shows, "log", recv, logNames...)
		add(showsAndLeaves, "log", recv, logLeaving...)
		add(shows, "log/slog", recv, slogNames...)
	}
	// Debug dump helpers.
	add(shows, "github.com/davecgh/go-spew/spew", "", "Dump", "Print", "Printf", "Println")
	add(shows, "github.com/kr/pretty", "", "Print", "Printf", "Println")
	add(shows, "github.com/k0kubun/pp", "", "Print", "Printf", "Println") // any major (pp/v3)
	add(shows, "github.com/sanity-io/litter", "", "Dump")
	add(shows, "github.com/goforj/godump", "", "Dump")
	add(shows, "github.com/yassinebenaid/godump", "", "Dump")
	add(shows, "github.com/yassinebenaid/godump", "Dumper", "Print", "Println")
	add(shows, "github.com/gookit/goutil/dump", "", "P", "V", "Print")
	return m
})

// IsDisplay reports whether fn is a print, log or debug-dump function of
// displayFuncs.
func IsDisplay(fn *types.Func) bool { return displayKindOf(fn) != 0 }

// IsDisplayThatLeaves reports whether fn is a display function that does
// not return: package log's Fatal and Panic forms, and *log.Logger's.
func IsDisplayThatLeaves(fn *types.Func) bool { return displayKindOf(fn) == showsAndLeaves }

func displayKindOf(fn *types.Func) displayKind {
	if fn == nil || fn.Pkg() == nil {
		return 0
	}
	return displayFuncs()[RefOf(fn)]
}

// DisplayFuncs lists displayFuncs as "pkg.Name" or "pkg.Recv.Name",
// sorted, for tests and documentation.
func DisplayFuncs() []string {
	var out []string
	for r := range displayFuncs() {
		s := r.PkgPath + "."
		if r.Recv != "" {
			s += r.Recv + "."
		}
		out = append(out, s+r.Name)
	}
	sort.Strings(out)
	return out
}
