package llmapi

import (
	"go/types"
	"sort"
	"strings"
	"sync"
)

// displayFuncs print or log their ...any arguments and keep nothing: a
// response passed to one is used (shown), not handed to code that might
// read its reason. Writers (fmt.Fprint*, w.Write) and serialisers
// (json.Marshal) are not listed: they send the response on. Recv is the
// receiver type for methods (*log.Logger, *slog.Logger).
var displayFuncs = sync.OnceValue(func() map[ObjectRef]bool {
	m := map[ObjectRef]bool{}
	add := func(pkg, recv string, names ...string) {
		for _, n := range names {
			m[ObjectRef{PkgPath: pkg, Recv: recv, Name: n}] = true
		}
	}
	logNames := []string{"Print", "Printf", "Println", "Fatal", "Fatalf", "Fatalln", "Panic", "Panicf", "Panicln"}
	slogNames := []string{"Debug", "Info", "Warn", "Error", "Log",
		"DebugContext", "InfoContext", "WarnContext", "ErrorContext"}
	add("fmt", "", "Print", "Printf", "Println")
	add("log", "", logNames...)
	add("log", "Logger", logNames...)
	add("log/slog", "", slogNames...)
	add("log/slog", "Logger", slogNames...)
	// Debug dump helpers.
	add("github.com/davecgh/go-spew/spew", "", "Dump", "Print", "Printf", "Println")
	add("github.com/kr/pretty", "", "Print", "Printf", "Println")
	add("github.com/k0kubun/pp", "", "Print", "Printf", "Println") // any major (pp/v3)
	add("github.com/sanity-io/litter", "", "Dump")
	add("github.com/goforj/godump", "", "Dump")
	add("github.com/yassinebenaid/godump", "", "Dump")
	add("github.com/yassinebenaid/godump", "Dumper", "Print", "Println")
	add("github.com/gookit/goutil/dump", "", "P", "V", "Print")
	return m
})

// IsDisplay reports whether fn is a print, log or debug-dump function of
// displayFuncs.
func IsDisplay(fn *types.Func) bool {
	if fn == nil || fn.Pkg() == nil {
		return false
	}
	return displayFuncs()[RefOf(fn)]
}

// IsDisplayThatLeaves reports whether fn is a display function that does
// not return: package log's Fatal and Panic forms, and *log.Logger's.
func IsDisplayThatLeaves(fn *types.Func) bool {
	if !IsDisplay(fn) || fn.Pkg().Path() != "log" {
		return false
	}
	return strings.HasPrefix(fn.Name(), "Fatal") || strings.HasPrefix(fn.Name(), "Panic")
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
